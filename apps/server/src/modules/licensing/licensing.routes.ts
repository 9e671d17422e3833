import {
  companyInput,
  companyRecord,
  envelopeOf,
  idParam,
  newCompanyInput,
  pageOf,
  pageQuery,
  vendorUserInput,
  vendorUserRecord,
} from '@kibo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { t } from '../../platform/http/i18n.ts';
import { SessionStore } from '../auth/index.ts';
import {
  createCompany,
  getCompany,
  getVendorUser,
  listCompanies,
  listVendorUsers,
  saveVendorUser,
  updateCompany,
} from './licensing.service.ts';

/**
 * /modul/lisansyonetimi: the vendor's super-administrators manage companies (licences, expiry,
 * active) and their users. The only routes that cross companies, hence withVendor.
 */
export function registerLicensingRoutes(
  app: FastifyInstance,
  deps: { database: Database; sessions: SessionStore },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { vendor: true } as const;
  const vendor = deps.database.withVendor;

  api.get('/api/licensing/companies', {
    config: { access },
    schema: {
      tags: ['licensing'],
      querystring: pageQuery,
      response: { 200: envelopeOf(pageOf(companyRecord)) },
    },
    handler: async (request) => ok(await vendor((tx) => listCompanies(tx, request.query))),
  });

  api.get('/api/licensing/companies/:id', {
    config: { access },
    schema: { tags: ['licensing'], params: idParam, response: { 200: envelopeOf(companyRecord) } },
    handler: async (request) => ok(await vendor((tx) => getCompany(tx, request.params.id))),
  });

  api.post('/api/licensing/companies', {
    config: { access },
    schema: { tags: ['licensing'], body: newCompanyInput, response: { 200: envelopeOf(companyRecord) } },
    handler: async (request) => {
      const saved = await vendor((tx) => createCompany(tx, request.session!.userId, request.body));
      return ok(saved, t(request, 'company.saved'));
    },
  });

  api.put('/api/licensing/companies/:id', {
    config: { access },
    schema: {
      tags: ['licensing'],
      params: idParam,
      body: companyInput,
      response: { 200: envelopeOf(companyRecord) },
    },
    handler: async (request) => {
      const saved = await vendor((tx) =>
        updateCompany(tx, request.session!.userId, request.params.id, request.body),
      );
      deps.sessions.evictLocal(SessionStore.companyScope(saved.id));
      return ok(saved, t(request, 'company.saved'));
    },
  });

  api.get('/api/licensing/users', {
    config: { access },
    schema: {
      tags: ['licensing'],
      querystring: pageQuery.extend({ companyId: z.coerce.number().int().positive().optional() }),
      response: { 200: envelopeOf(pageOf(vendorUserRecord)) },
    },
    handler: async (request) => ok(await vendor((tx) => listVendorUsers(tx, request.query))),
  });

  api.get('/api/licensing/users/:id', {
    config: { access },
    schema: { tags: ['licensing'], params: idParam, response: { 200: envelopeOf(vendorUserRecord) } },
    handler: async (request) => ok(await vendor((tx) => getVendorUser(tx, request.params.id))),
  });

  api.put('/api/licensing/users/:id', {
    config: { access },
    schema: {
      tags: ['licensing'],
      params: idParam,
      body: vendorUserInput,
      response: { 200: envelopeOf(vendorUserRecord) },
    },
    handler: async (request) => {
      const saved = await vendor((tx) =>
        saveVendorUser(tx, request.session!.userId, request.params.id, request.body),
      );
      deps.sessions.evictLocal(SessionStore.userScope(saved.companyId, saved.id));
      return ok(saved, t(request, 'user.saved'));
    },
  });
}
