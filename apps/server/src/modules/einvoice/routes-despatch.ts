import { despatchSendInput, type IntegratorCode, receiptInput, waybillInput } from '@kibo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden, refused } from '../../platform/http/errors.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { mayUseDocument } from '../documents/index.ts';
import { fetchAndMark } from './incoming.ts';
import { answerDespatch, receiptFormOf } from './incoming-despatch.ts';
import { saveWaybill, waybillDraftOf } from './incoming-waybill.ts';
import { INTEGRATOR_TITLES } from './integrators/index.ts';
import { listCandidates, listEdocuments, listQuery } from './lists.ts';
import { lastShipment, queueDespatches } from './queue-despatch.ts';
import { asRefusal } from './refusal.ts';
import { connectionOf } from './settings.ts';

// /api/einvoice/<integrator>/despatch/…: the e-despatch screens (`/modul/mysoftefatura/irsaliye/…`),
// under their own menus: waybills to send with who carries them, those sent, and those sent to us
// with the receipt advice that answers them.

export interface DespatchMenus {
  send: number;
  outgoing: number;
  incoming: number;
}

export function registerDespatchRoutes(
  app: FastifyInstance,
  integrator: IntegratorCode,
  menus: DespatchMenus,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['einvoice'];
  const base = `/api/einvoice/${integrator}/despatch`;
  const title = INTEGRATOR_TITLES[integrator];
  const id = z.object({ id: z.coerce.number().int().positive() });
  const connection = async (request: FastifyRequest) => {
    const found = await request.tenant((tx) => connectionOf(tx, integrator));
    if (!found) throw refused('einvoice.noConnection', { integrator: title });
    return found;
  };
  const context = (request: FastifyRequest) => ({
    integrator,
    userId: request.session!.userId,
    language: requestLanguage(request),
  });

  // The sales waybills not yet sent, and the last shipment to start the form from.
  api.get(`${base}/candidates`, {
    config: { access: { menu: menus.send } },
    schema: { tags, querystring: listQuery },
    handler: async (request) =>
      ok(
        await request.tenant(async (tx) => ({
          ...(await listCandidates(tx, request.query, 'despatch')),
          lastShipment: await lastShipment(tx),
        })),
      ),
  });

  api.post(`${base}/send`, {
    config: { access: { menu: menus.send } },
    schema: { tags, body: despatchSendInput },
    handler: async (request) =>
      ok(
        await request.tenant((tx) =>
          queueDespatches({ tx, ...context(request) }, request.body.documentIds, request.body.shipment),
        ),
      ),
  });

  api.get(`${base}/outgoing`, {
    config: { access: { menu: menus.outgoing } },
    schema: { tags, querystring: listQuery },
    handler: async (request) =>
      ok(await request.tenant((tx) => listEdocuments(tx, integrator, 'out', request.query, 'despatch'))),
  });

  api.get(`${base}/incoming`, {
    config: { access: { menu: menus.incoming } },
    schema: { tags, querystring: listQuery },
    handler: async (request) =>
      ok(await request.tenant((tx) => listEdocuments(tx, integrator, 'in', request.query, 'despatch'))),
  });

  api.post(`${base}/incoming/fetch`, {
    config: { access: { menu: menus.incoming } },
    schema: { tags },
    handler: async (request) => {
      const found = await connection(request);
      try {
        return ok({
          added: await fetchAndMark((work) => request.tenant(work), integrator, found, 'despatch'),
        });
      } catch (error) {
        asRefusal(error, title);
      }
    },
  });

  api.get(`${base}/incoming/:id/receipt`, {
    config: { access: { menu: menus.incoming } },
    schema: { tags, params: id },
    handler: async (request) => ok(await request.tenant((tx) => receiptFormOf(tx, request.params.id))),
  });

  api.post(`${base}/incoming/:id/receipt`, {
    config: { access: { menu: menus.incoming } },
    schema: { tags, params: id, body: receiptInput },
    handler: async (request) => {
      const found = await connection(request);
      const result = await request.tenant((tx) =>
        answerDespatch({ tx, ...context(request) }, found, request.params.id, request.body),
      );
      return ok(result, result.ok ? t(request, 'einvoice.receiptQueued') : undefined);
    },
  });

  // The purchase waybill that takes the goods in: whoever may answer waybills and make purchase waybills.
  api.get(`${base}/incoming/:id/waybill`, {
    config: { access: { menu: menus.incoming } },
    schema: { tags, params: id },
    handler: async (request) => ok(await request.tenant((tx) => waybillDraftOf(tx, request.params.id))),
  });

  api.post(`${base}/incoming/:id/waybill`, {
    config: { access: { menu: menus.incoming } },
    schema: { tags, params: id, body: waybillInput },
    handler: async (request) => {
      if (!mayUseDocument(request.session!, 'despatchIn')) throw forbidden();
      return ok(
        await request.tenant((tx) => saveWaybill(tx, request.session!, request.params.id, request.body)),
        t(request, 'einvoice.waybillSaved'),
      );
    },
  });
}
