import {
  approvalGranted,
  approvalRequest,
  deviceContact,
  deviceContactInput,
  deviceRecord as deviceRecordSchema,
  deviceRegistration,
  deviceUpdate,
  deviceUserOption,
  envelopeOf,
  idParam,
  MenuId,
  ownPosPinInput,
} from '@kibo/contracts';
import { posDeviceSettings, type SettingsDef } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { t } from '../../platform/http/i18n.ts';
import { registerSettingsRoutes } from '../../platform/resources/settings.ts';
import { companies } from '../companies/index.ts';
import { requestApproval } from './approvals.service.ts';
import {
  contactDevice,
  deviceUserOptions,
  listDevices,
  registerDevice,
  revokeDevice,
  updateDevice,
} from './devices.service.ts';
import { setOwnPosPin } from './pins.ts';

/**
 * `/api/pos-devices` (the terminals of /sistem/tclnt, menu 2209), the till's contact on every sync,
 * and manager PIN approvals.
 */
export function registerPosAccessRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: [MenuId.authorisedDevices] };
  const tags = ['pos'];

  registerSettingsRoutes(app, {
    def: posDeviceSettings as unknown as SettingsDef,
    table: companies,
    key: companies.id,
  });

  api.get('/api/pos-devices', {
    config: { access },
    schema: { tags, response: { 200: envelopeOf(deviceRecordSchema.array()) } },
    handler: async (request) => ok(await request.tenant((tx) => listDevices(tx))),
  });

  api.get('/api/pos-devices/users', {
    config: { access },
    schema: { tags, response: { 200: envelopeOf(deviceUserOption.array()) } },
    handler: async (request) => ok(await request.tenant((tx) => deviceUserOptions(tx))),
  });

  api.post('/api/pos-devices', {
    config: { access },
    schema: { tags, body: deviceRegistration, response: { 200: envelopeOf(deviceRecordSchema) } },
    handler: async (request) => {
      const session = request.session!;
      const userAgent = request.headers['user-agent'] ?? '';
      const saved = await request.tenant((tx) => registerDevice(tx, session, request.body, userAgent));
      return ok(saved, t(request, 'pos.deviceRegistered'));
    },
  });

  api.put('/api/pos-devices/:id', {
    config: { access },
    schema: { tags, params: idParam, body: deviceUpdate, response: { 200: envelopeOf(deviceRecordSchema) } },
    handler: async (request) => {
      const session = request.session!;
      const saved = await request.tenant((tx) => updateDevice(tx, session, request.params.id, request.body));
      return ok(saved, t(request, 'pos.deviceSaved'));
    },
  });

  api.post('/api/pos-devices/:id/revoke', {
    config: { access },
    schema: { tags, params: idParam, response: { 200: envelopeOf(deviceRecordSchema) } },
    handler: async (request) => {
      const session = request.session!;
      const saved = await request.tenant((tx) => revokeDevice(tx, session, request.params.id));
      return ok(saved, t(request, 'pos.deviceRevokedNow'));
    },
  });

  // Any signed-in user's till calls it; the key, not a menu, says which device this is.
  api.post('/api/devices/contact', {
    config: { access: { authenticated: true } },
    schema: { tags, body: deviceContactInput, response: { 200: envelopeOf(deviceContact) } },
    handler: async (request) => {
      const session = request.session!;
      return ok(await request.tenant((tx) => contactDevice(tx, session, request.body.key)));
    },
  });

  api.post('/api/pos/approvals', {
    config: { access: { authenticated: true } },
    schema: { tags, body: approvalRequest, response: { 200: envelopeOf(approvalGranted) } },
    handler: async (request) => {
      const granted = await requestApproval((work) => request.tenant(work), request.session!, request.body);
      return ok(granted, t(request, 'pos.approved', { name: granted.approvedBy.name }));
    },
  });

  api.put('/api/user/pos-pin', {
    config: { access: { authenticated: true } },
    schema: { tags, body: ownPosPinInput, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      const session = request.session!;
      const { password, pin } = request.body;
      await request.tenant((tx) => setOwnPosPin(tx, session, password, pin));
      return ok(null, t(request, pin ? 'pos.pinSaved' : 'pos.pinRemoved'));
    },
  });
}
