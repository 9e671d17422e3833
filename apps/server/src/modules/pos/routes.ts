import { MenuId } from '@kibo/contracts';
import { posBasketInput, posReceiptInput, posRefundInput } from '@kibo/contracts/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { basketsOf, deleteBasket, getBasket, suspendBasket } from './baskets.ts';
import { openTillSession, receiptMadeBy, refund, sell } from './sale.ts';
import { receiptByNumber, receiptView } from './view.ts';

// `/api/pos`: the till's server side. A receipt is sent once per client UUID (its Idempotency-Key);
// sent again — a lost answer, a second tab, an offline queue — it answers the first receipt.

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Runs a till receipt under its client UUID: a receipt already made by it is answered as it is (even
 * if its session has closed since); two sent at once meet on the documents' unique key, and the loser
 * runs again to find the winner's receipt.
 */
async function onceper(
  request: FastifyRequest,
  clientId: string,
  make: (tx: Db) => Promise<number>,
): Promise<{ record: Awaited<ReturnType<typeof receiptView>>; replayed: boolean }> {
  const header = request.headers['idempotency-key'];
  if (header !== undefined && String(header).toLowerCase() !== clientId.toLowerCase())
    throw invalidField('idempotencyKey', 'pos.keyMismatch');
  const run = () =>
    request.tenant(async (tx) => {
      const first = await receiptMadeBy(tx, clientId);
      if (first !== null) return { record: await receiptView(tx, first), replayed: true };
      return { record: await receiptView(tx, await make(tx)), replayed: false };
    });
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}

export function registerPosRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: MenuId.pos };
  const tags = ['pos'];

  api.post('/api/pos/receipts', {
    config: { access },
    schema: { tags, body: posReceiptInput },
    handler: async (request) => {
      const user = request.session!;
      const saved = await onceper(request, request.body.clientId, (tx) => sell(tx, user, request.body));
      return ok(saved, t(request, 'pos.sold', { number: saved.record.number }));
    },
  });

  api.post('/api/pos/refunds', {
    config: { access },
    schema: { tags, body: posRefundInput },
    handler: async (request) => {
      const user = request.session!;
      const saved = await onceper(request, request.body.clientId, (tx) => refund(tx, user, request.body));
      return ok(saved, t(request, 'pos.refunded', { number: saved.record.number }));
    },
  });

  api.get('/api/pos/receipts/lookup', {
    config: { access },
    schema: {
      tags,
      querystring: z.object({ number: z.string().trim().min(1, { error: 'v.required' }).max(40) }),
    },
    handler: async (request) => ok(await request.tenant((tx) => receiptByNumber(tx, request.query.number))),
  });

  api.get('/api/pos/receipts/:id', {
    config: { access },
    schema: { tags, params: z.object({ id }) },
    handler: async (request) => ok(await request.tenant((tx) => receiptView(tx, request.params.id))),
  });

  api.get('/api/pos/baskets', {
    config: { access },
    schema: { tags, querystring: z.object({ sessionId: id }) },
    handler: async (request) =>
      ok({ list: await request.tenant((tx) => basketsOf(tx, request.query.sessionId)) }),
  });

  api.post('/api/pos/baskets', {
    config: { access },
    schema: { tags, body: posBasketInput },
    handler: async (request) => {
      const user = request.session!;
      const record = await request.tenant((tx) => suspendBasket(tx, user, request.body, openTillSession));
      return ok({ record }, t(request, 'pos.basketSaved'));
    },
  });

  api.get('/api/pos/baskets/:id', {
    config: { access },
    schema: { tags, params: z.object({ id }) },
    handler: async (request) => ok(await request.tenant((tx) => getBasket(tx, request.params.id))),
  });

  api.delete('/api/pos/baskets/:id', {
    config: { access },
    schema: { tags, params: z.object({ id }) },
    handler: async (request) => {
      const user = request.session!;
      await request.tenant((tx) => deleteBasket(tx, user, request.params.id));
      return ok(null, t(request, 'pos.basketDeleted'));
    },
  });
}
