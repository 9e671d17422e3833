import { MenuId } from '@kibo/contracts';
import { documentInput, posBasketInput, posReceiptInput, posRefundInput } from '@kibo/contracts/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError, forbidden, invalidField, refused } from '../../platform/http/errors.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { withIdempotencyKey } from '../../platform/http/idempotency.ts';
import { mayUseDocument, saveDocument } from '../documents/index.ts';
import { consumeApproval, tillRightsOf } from '../pos-access/index.ts';
import { registerPosSessionRoutes } from '../pos-session/index.ts';
import { receiptHeader } from '../printing/index.ts';
import { standingOf } from '../vouchers/index.ts';
import { basketsOf, deleteBasket, getBasket, suspendBasket, takeBasket } from './baskets.ts';
import { favouriteImage, favourites } from './favourites.ts';
import { refund } from './refund.ts';
import { type Made, openTillSession, receiptMadeBy, sell } from './sale.ts';
import { posSetup } from './setup.ts';
import { receiptByNumber, receiptView } from './view.ts';

// `/api/pos`: the till's server side. A receipt is sent once per client UUID (its Idempotency-Key);
// sent again — a lost answer, a second tab, an offline queue — it answers the first receipt.

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Runs a till receipt under its client UUID: a receipt already made by it is answered as it is (even
 * if its session has closed since); two sent at once meet on the documents' unique key, and the loser
 * runs again to find the winner's receipt. The answer is read after the commit: the sale holds its
 * series' number (every till's next receipt waits for it) until it commits, so the lock is not kept
 * over the reads of the view.
 */
async function onceper(
  request: FastifyRequest,
  clientId: string,
  make: (tx: Db) => Promise<Made>,
): Promise<{ record: Awaited<ReturnType<typeof receiptView>>; replayed: boolean; warnings: string[] }> {
  const header = request.headers['idempotency-key'];
  if (header !== undefined && String(header).toLowerCase() !== clientId.toLowerCase())
    throw invalidField('idempotencyKey', 'pos.keyMismatch');
  const run = () =>
    request.tenant(async (tx) => {
      const first = await receiptMadeBy(tx, clientId);
      if (first !== null) return { id: first, replayed: true, warnings: [] };
      const made = await make(tx);
      const warnings = [
        ...made.warnings.map((item) => t(request, 'doc.negativeStockWarning', { item })),
        ...(made.notices ?? []).map((notice) => t(request, notice.key, notice.params)),
      ];
      return { id: made.id, replayed: made.replayed, warnings };
    });
  let saved: Awaited<ReturnType<typeof run>>;
  try {
    saved = await run();
  } catch (error) {
    if (isUniqueViolation(error)) saved = await run();
    else {
      // Two copies at once: the loser may be refused on the way (an approval the winner used) before
      // it meets the winner's receipt on the unique key; answered with that receipt, it is one sale.
      if (!(error instanceof AppError)) throw error;
      const first = await request.tenant((tx) => receiptMadeBy(tx, clientId));
      if (first === null) throw error;
      saved = { id: first, replayed: true, warnings: [] };
    }
  }
  const record = await request.tenant((tx) => receiptView(tx, saved.id));
  return { record, replayed: saved.replayed, warnings: saved.warnings };
}

export function registerPosRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: MenuId.pos };
  const tags = ['pos'];

  // The device's copy downloads it too, also from the offline pages and a waiter's tablet.
  api.get('/api/pos/setup', {
    config: { access: { menu: [MenuId.pos, MenuId.posTable, MenuId.offlineProducts] } },
    schema: { tags },
    handler: async (request) => ok(await request.tenant((tx) => posSetup(tx))),
  });

  api.get('/api/pos/favourites', {
    config: { access },
    schema: { tags },
    handler: async (request) => ok({ list: await request.tenant((tx) => favourites(tx)) }),
  });

  // The picture of a quick-sale key, as an image (the till shrinks and keeps it per version).
  api.get('/api/pos/favourites/:id/image', {
    config: { access },
    schema: { tags, params: z.object({ id }) },
    handler: async (request, reply) => {
      const image = await request.tenant((tx) => favouriteImage(tx, request.params.id));
      return reply.type(image.type).send(image.bytes);
    },
  });

  // A customer attached at the till: what they owe and their points, to pay on account or in points.
  api.get('/api/pos/standing', {
    config: { access },
    schema: { tags, querystring: z.object({ accountId: id }) },
    handler: async (request) => {
      const [standing] = await request.tenant((tx) => standingOf(tx, [request.query.accountId]));
      return ok(standing);
    },
  });

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

  // The company's name, address, tax identity and logo for the receipt's head: a cashier holds the
  // POS menu, not the company settings; the till keeps a copy to print with while offline.
  api.get('/api/pos/receipt-header', {
    config: { access },
    schema: { tags },
    handler: async (request) => ok(await request.tenant((tx) => receiptHeader(tx, requestLanguage(request)))),
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
      const record = await withIdempotencyKey(request, (key) =>
        request.tenant((tx) => suspendBasket(tx, user, request.body, openTillSession, key)),
      );
      return ok({ record }, t(request, 'pos.basketSaved'));
    },
  });

  // Read by the till to recall it, and by the document editor to turn it into an invoice or order: a
  // clerk who writes invoices need not hold the till.
  api.get('/api/pos/baskets/:id', {
    config: { access: { menu: [MenuId.pos, MenuId.salesInvoice, MenuId.salesOrder] } },
    schema: { tags, params: z.object({ id }) },
    handler: async (request) => ok(await request.tenant((tx) => getBasket(tx, request.params.id))),
  });

  api.delete('/api/pos/baskets/:id', {
    config: { access },
    schema: {
      tags,
      params: z.object({ id }),
      // A cashier without the delete right brings a manager's approval (deleteReceipt).
      querystring: z.object({ approval: z.string().max(200).optional() }),
    },
    handler: async (request) => {
      const user = request.session!;
      await request.tenant(async (tx) => {
        if (!(await tillRightsOf(tx, user.userId)).delete) {
          if (!request.query.approval) throw refused('pos.deleteNeedsApproval');
          await consumeApproval(tx, user, request.query.approval, 'deleteReceipt');
        }
        await deleteBasket(tx, user, request.params.id);
      });
      return ok(null, t(request, 'pos.basketDeleted'));
    },
  });

  // `/fis/sepetToFatura/:id`, `/fis/sepetToSiparis/:id`: the editor opens a sales invoice or order with
  // the basket's lines (as a conversion opens one with an order's) and saves it here, so the basket
  // goes in the same transaction as the document is made.
  api.post('/api/pos/baskets/:id/document', {
    config: { access: { menu: [MenuId.salesInvoice, MenuId.salesOrder] } },
    schema: { tags, params: z.object({ id }), body: documentInput },
    handler: async (request) => {
      const user = request.session!;
      const { docType } = request.body;
      if (docType !== 'salesInvoice' && docType !== 'salesOrder') throw invalidField('docType', 'v.enum');
      if (!mayUseDocument(user, docType)) throw forbidden();
      const saved = await withIdempotencyKey(request, (idempotencyKey) =>
        request.tenant(async (tx) => {
          const document = await saveDocument(tx, user, request.body, { idempotencyKey });
          if (!document.replayed) await takeBasket(tx, request.params.id);
          return document;
        }),
      );
      return ok(
        {
          record: saved.document,
          replayed: saved.replayed,
          warnings: saved.warnings.map((item) => t(request, 'doc.negativeStockWarning', { item })),
        },
        t(request, 'doc.saved', { number: saved.document.number }),
      );
    },
  });

  // Voids, no-sale openings and the session's Z summary: rung up in a session as a receipt is.
  registerPosSessionRoutes(app, openTillSession);
}
