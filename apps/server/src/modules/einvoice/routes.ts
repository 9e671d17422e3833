import {
  einvoiceSettingsInput,
  INTEGRATOR_NAMES,
  type IntegratorCode,
  MenuId,
  type MessageKey,
  sendInput,
} from '@kibo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { refused } from '../../platform/http/errors.ts';
import { requestLanguage } from '../../platform/http/i18n.ts';
import { connect, INTEGRATOR_TITLES, IntegratorError } from './integrators/index.ts';
import { queueInvoices } from './queue.ts';
import { connectionOf, readSettings, saveSettings } from './settings.ts';

// /api/einvoice/<integrator>/…: each integrator's screens have menus of their own, so each gets its
// routes under its own menus.

const MENUS: Record<IntegratorCode, { settings: number; send: number; incoming: number; outgoing: number }> =
  {
    uyumsoft: {
      settings: MenuId.uyumsoftSettings,
      send: MenuId.uyumsoftSend,
      incoming: MenuId.uyumsoftIncoming,
      outgoing: MenuId.uyumsoftOutgoing,
    },
    mysoft: {
      settings: MenuId.mysoftSettings,
      send: MenuId.mysoftSend,
      incoming: MenuId.mysoftIncoming,
      outgoing: MenuId.mysoftOutgoing,
    },
    edm: {
      settings: MenuId.edmSettings,
      send: MenuId.edmSend,
      incoming: MenuId.edmIncoming,
      outgoing: MenuId.edmOutgoing,
    },
  };

const problemKey = (error: IntegratorError): MessageKey =>
  error.kind === 'auth'
    ? 'einvoice.authFailed'
    : error.kind === 'unreachable'
      ? 'einvoice.unreachable'
      : 'einvoice.refused';

export function registerEinvoiceRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['einvoice'];
  for (const integrator of INTEGRATOR_NAMES) {
    const base = `/api/einvoice/${integrator}`;
    const menus = MENUS[integrator];
    const title = INTEGRATOR_TITLES[integrator];

    api.get(`${base}/settings`, {
      config: { access: { menu: menus.settings } },
      schema: { tags },
      handler: async (request) => ok(await request.tenant((tx) => readSettings(tx, integrator))),
    });

    api.put(`${base}/settings`, {
      config: { access: { menu: menus.settings } },
      schema: { tags, body: einvoiceSettingsInput },
      handler: async (request) =>
        ok(
          await request.tenant(async (tx) => {
            await saveSettings(tx, integrator, request.body);
            return readSettings(tx, integrator);
          }),
        ),
    });

    // "Test the connection": a login (or a harmless question) with what is saved.
    api.post(`${base}/settings/test`, {
      config: { access: { menu: menus.settings } },
      schema: { tags },
      handler: async (request) => {
        const connection = await request.tenant((tx) => connectionOf(tx, integrator));
        if (!connection) throw refused('einvoice.noConnection', { integrator: title });
        try {
          await connect(integrator, connection).testConnection();
        } catch (error) {
          if (!(error instanceof IntegratorError)) throw error;
          throw refused(problemKey(error), { integrator: title, message: error.message });
        }
        return ok({ connected: true });
      },
    });

    api.post(`${base}/send`, {
      config: { access: { menu: menus.send } },
      schema: { tags, body: sendInput },
      handler: async (request) =>
        ok(
          await request.tenant((tx) =>
            queueInvoices(
              { tx, integrator, userId: request.session!.userId, language: requestLanguage(request) },
              request.body.documentIds,
            ),
          ),
        ),
    });
  }
}
