import {
  CARRIERS,
  type CarrierCode,
  cancelShipmentInput,
  carrierAccountInput,
  DOCUMENT_KINDS,
  idParam,
  MenuId,
  SHIPPABLE_DOCUMENT_TYPES,
  sendShipmentsInput,
} from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { mayUseDocument } from '../documents/index.ts';
import { clientForClerk, readCarrierAccount, readCarrierAccounts, saveCarrierAccount } from './accounts.ts';
import { cancelShipment, carrierRefusal, shippingLabels } from './handling.ts';
import { listQuery, listShipments, listShippable, shipmentsWhere } from './lists.ts';
import { registerPackageTypeRoutes } from './package-types.ts';
import { queueShipments } from './queue.ts';
import { askNow } from './worker.ts';

// /api/cargo/…: the definitions screen sees every carrier's account; each carrier's own screens
// (settings, send) have menus of their own, so each gets its routes under its own menus.

const menusOf = (carrier: CarrierCode) => ({
  settings: MenuId[`${carrier}CargoSettings`],
  send: MenuId[`${carrier}CargoSend`],
});

export function registerCargoRoutes(
  app: FastifyInstance,
  options: { database: Database; secrets: Secrets },
): void {
  const { secrets } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cargo'];
  const id = idParam;

  api.get('/api/cargo/accounts', {
    config: { access: { menu: MenuId.cargoDefinitions } },
    schema: { tags },
    handler: async (request) => ok(await request.tenant((tx) => readCarrierAccounts(tx, secrets))),
  });

  registerPackageTypeRoutes(
    app,
    CARRIERS.map((carrier) => menusOf(carrier).send),
  );

  // A document's shipments, for its editor and lists: whoever may open the document sees them.
  api.get('/api/cargo/document/:documentId', {
    config: { access: { menu: SHIPPABLE_DOCUMENT_TYPES.map((kind) => DOCUMENT_KINDS[kind].menu) } },
    schema: { tags, params: z.object({ documentId: idParam.shape.id }) },
    handler: async (request) =>
      ok(await request.tenant((tx) => shipmentsWhere(tx, sql`s.document_id = ${request.params.documentId}`))),
  });

  for (const carrier of CARRIERS) {
    const base = `/api/cargo/${carrier}`;
    const menus = menusOf(carrier);

    const save = {
      schema: { tags, body: carrierAccountInput },
      handler: async (request: FastifyRequest<{ Body: z.output<typeof carrierAccountInput> }>) =>
        ok(
          await request.tenant(async (tx) => {
            await saveCarrierAccount(tx, carrier, request.body, secrets);
            return readCarrierAccount(tx, carrier, secrets);
          }),
          t(request, 'res.saved'),
        ),
    };
    // The definitions screen edits every carrier; each settings screen its own.
    api.put(`/api/cargo/accounts/${carrier}`, {
      config: { access: { menu: [MenuId.cargoDefinitions, menus.settings] } },
      ...save,
    });
    api.put(`${base}/settings`, { config: { access: { menu: menus.settings } }, ...save });
    api.get(`${base}/settings`, {
      config: { access: { menu: menus.settings } },
      schema: { tags },
      handler: async (request) => ok(await request.tenant((tx) => readCarrierAccount(tx, carrier, secrets))),
    });

    // "Test the connection": a login (or a harmless question) with what is saved.
    api.post(`${base}/settings/test`, {
      config: { access: { menu: [MenuId.cargoDefinitions, menus.settings] } },
      schema: { tags },
      handler: async (request) => {
        const client = await request.tenant((tx) => clientForClerk(tx, carrier, secrets));
        try {
          await client.testConnection();
        } catch (error) {
          carrierRefusal(error, carrier);
        }
        return ok({ connected: true });
      },
    });

    api.get(`${base}/candidates`, {
      config: { access: { menu: menus.send } },
      schema: { tags, querystring: listQuery },
      // With the account's defaults: the clerk who sends may not hold the settings menu.
      handler: async (request) =>
        ok(
          await request.tenant(async (tx) => {
            const { active, saved, payer, codAllowed, desiDivisor, minDesi, labelFormat } =
              await readCarrierAccount(tx, carrier, secrets);
            return {
              ...(await listShippable(
                tx,
                request.query,
                SHIPPABLE_DOCUMENT_TYPES.filter((type) => mayUseDocument(request.session!, type)),
              )),
              account: { active: active && saved, payer, codAllowed, desiDivisor, minDesi, labelFormat },
            };
          }),
        ),
    });

    api.post(`${base}/send`, {
      config: { access: { menu: menus.send } },
      schema: { tags, body: sendShipmentsInput },
      handler: async (request) =>
        ok(
          await request.tenant((tx) =>
            queueShipments(tx, carrier, request.body.shipments, request.session!, (key, params) =>
              t(request, key as Parameters<typeof t>[1], params),
            ),
          ),
        ),
    });

    api.get(`${base}/shipments`, {
      config: { access: { menu: menus.send } },
      schema: { tags, querystring: listQuery },
      handler: async (request) => ok(await request.tenant((tx) => listShipments(tx, carrier, request.query))),
    });

    api.post(`${base}/shipments/:id/cancel`, {
      config: { access: { menu: menus.send } },
      schema: { tags, params: id, body: cancelShipmentInput },
      handler: async (request) => {
        await cancelShipment(request, carrier, request.params.id, request.body.reason, secrets);
        const [shipment] = await request.tenant((tx) =>
          shipmentsWhere(tx, sql`s.id = ${request.params.id} AND s.carrier = ${carrier}`),
        );
        return ok(shipment, t(request, 'cargo.cancelled'));
      },
    });

    // "Ask now": the carrier's latest word without waiting for the next round.
    api.post(`${base}/shipments/:id/track`, {
      config: { access: { menu: menus.send } },
      schema: { tags, params: id },
      handler: async (request) => {
        const found = await askNow(
          options.database,
          secrets,
          request.session!.companyId,
          carrier,
          request.params.id,
        );
        if (!found) throw notFound();
        const [shipment] = await request.tenant((tx) =>
          shipmentsWhere(tx, sql`s.id = ${request.params.id} AND s.carrier = ${carrier}`),
        );
        return ok(shipment);
      },
    });

    api.get(`${base}/labels`, {
      config: { access: { menu: menus.send } },
      schema: {
        tags,
        querystring: z.object({
          ids: z
            .string()
            .regex(/^\d+(,\d+)*$/, { error: 'v.invalid' })
            .transform((value) => [...new Set(value.split(',').map(Number))])
            .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(200, { error: 'v.max' })),
          format: z.enum(['pdf', 'zpl']).default('pdf'),
        }),
      },
      handler: async (request, reply) => {
        const { body, fileName } = await shippingLabels(
          request,
          carrier,
          request.query.ids,
          request.query.format,
        );
        return reply
          .type(request.query.format === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .send(body);
      },
    });
  }
}
