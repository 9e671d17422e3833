import { MenuId } from '@kibo/contracts';
import {
  kitchenPrinterInput,
  posAreaInput,
  posTableInput,
  tableLineInput,
  tableLineRemoval,
  tableLineUpdate,
  tableOrderCancel,
  tablePriceChange,
  tableSplit,
  tableTransfer,
} from '@kibo/contracts/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/db/errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { refused } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import {
  floorOf,
  kitchenPrinters,
  removeArea,
  removeKitchenPrinter,
  removeTable,
  saveArea,
  saveKitchenPrinter,
  saveTable,
} from './layout.ts';
import { orderView } from './order-rows.ts';
import {
  addLine,
  cancelOrder,
  changePrice,
  openOrder,
  removeLine,
  sendToKitchen,
  updateLine,
} from './orders.ts';
import { mergeOrder, moveOrder, orderForTill, splitOrder } from './transfer.ts';

// `/api/pos-tables`: the restaurant floor (`/fis/posmasa`). Layout changes are the manager's
// (administrators and managers); orders are everyone's with the tables menu, deletions and price
// changes under the POS rights or a manager's approval. Every change answers the order as it now is.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const params = z.object({ id });
const lineParams = z.object({ id, lineId: id });

/** Runs an order change and answers the order after it (and the tickets it printed, if any). */
async function changed(
  request: FastifyRequest,
  orderId: (tx: Db) => Promise<number>,
  work: (tx: Db, orderId: number) => Promise<unknown>,
) {
  const user = request.session!;
  try {
    return await request.tenant(async (tx) => {
      const target = await orderId(tx);
      const tickets = await work(tx, target);
      return { record: await orderView(tx, user, target), tickets: Array.isArray(tickets) ? tickets : [] };
    });
  } catch (error) {
    // Another order reached the free table first (the one-open-order index).
    if (isUniqueViolation(error) && violatedConstraint(error) === 'pos_table_orders_one_open')
      throw refused('posTables.tableTaken');
    throw error;
  }
}

export function registerPosTablesRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: MenuId.posTable };
  const tags = ['pos'];

  api.get('/api/pos-tables/floor', {
    config: { access },
    schema: { tags },
    handler: async (request) => ok(await request.tenant((tx) => floorOf(tx, request.session!))),
  });

  // Layout: areas, tables, kitchen printer categories (administrators and managers).
  for (const [path, input, save, remove] of [
    ['areas', posAreaInput, saveArea, removeArea],
    ['tables', posTableInput, saveTable, removeTable],
    ['printers', kitchenPrinterInput, saveKitchenPrinter, removeKitchenPrinter],
  ] as const) {
    api.post(`/api/pos-tables/${path}`, {
      config: { access },
      schema: { tags, body: input },
      handler: async (request) => {
        const record = await request.tenant<unknown>((tx) =>
          save(tx, request.session!, request.body as never),
        );
        return ok({ record }, t(request, 'posTables.saved'));
      },
    });
    api.put(`/api/pos-tables/${path}/:id`, {
      config: { access },
      schema: { tags, params, body: input },
      handler: async (request) => {
        const record = await request.tenant<unknown>((tx) =>
          save(tx, request.session!, request.body as never, request.params.id),
        );
        return ok({ record }, t(request, 'posTables.saved'));
      },
    });
    api.delete(`/api/pos-tables/${path}/:id`, {
      config: { access },
      schema: { tags, params },
      handler: async (request) => {
        await request.tenant((tx) => remove(tx, request.session!, request.params.id));
        return ok(null, t(request, 'posTables.removed'));
      },
    });
  }

  api.get('/api/pos-tables/printers', {
    config: { access },
    schema: { tags },
    handler: async (request) => ok(await request.tenant((tx) => kitchenPrinters(tx))),
  });

  // Orders.
  api.post('/api/pos-tables/tables/:id/open', {
    config: { access },
    schema: { tags, params },
    handler: async (request) =>
      ok(
        await changed(
          request,
          (tx) => openOrder(tx, request.session!, request.params.id),
          async () => [],
        ),
      ),
  });

  api.get('/api/pos-tables/orders/:id', {
    config: { access },
    schema: { tags, params },
    handler: async (request) =>
      ok(await request.tenant((tx) => orderView(tx, request.session!, request.params.id))),
  });

  const same = (request: { params: { id: number } }) => async () => request.params.id;

  api.post('/api/pos-tables/orders/:id/lines', {
    config: { access },
    schema: { tags, params, body: tableLineInput },
    handler: async (request) =>
      ok(
        await changed(request, same(request), (tx, order) =>
          addLine(tx, request.session!, order, request.body),
        ),
      ),
  });

  api.put('/api/pos-tables/orders/:id/lines/:lineId', {
    config: { access },
    schema: { tags, params: lineParams, body: tableLineUpdate },
    handler: async (request) =>
      ok(
        await changed(request, same(request), (tx, order) =>
          updateLine(tx, order, request.params.lineId, request.body),
        ),
      ),
  });

  api.put('/api/pos-tables/orders/:id/lines/:lineId/price', {
    config: { access },
    schema: { tags, params: lineParams, body: tablePriceChange },
    handler: async (request) =>
      ok(
        await changed(request, same(request), (tx, order) =>
          changePrice(tx, request.session!, order, request.params.lineId, request.body),
        ),
        t(request, 'posTables.priceChanged'),
      ),
  });

  api.post('/api/pos-tables/orders/:id/lines/:lineId/remove', {
    config: { access },
    schema: { tags, params: lineParams, body: tableLineRemoval },
    handler: async (request) =>
      ok(
        await changed(request, same(request), (tx, order) =>
          removeLine(tx, request.session!, order, request.params.lineId, request.body),
        ),
        t(request, 'posTables.lineRemoved'),
      ),
  });

  api.post('/api/pos-tables/orders/:id/send', {
    config: { access },
    schema: { tags, params },
    handler: async (request) => {
      const sent = await changed(request, same(request), (tx, order) =>
        sendToKitchen(tx, request.session!, order),
      );
      const count = sent.tickets.reduce((total, ticket) => total + ticket.lines.length, 0);
      return ok(sent, t(request, count ? 'posTables.sent' : 'posTables.nothingToSend', { count }));
    },
  });

  api.post('/api/pos-tables/orders/:id/cancel', {
    config: { access },
    schema: { tags, params, body: tableOrderCancel },
    handler: async (request) =>
      ok(
        await changed(request, same(request), (tx, order) =>
          cancelOrder(tx, request.session!, order, request.body),
        ),
        t(request, 'posTables.cancelled'),
      ),
  });

  api.post('/api/pos-tables/orders/:id/move', {
    config: { access },
    schema: { tags, params, body: tableTransfer },
    handler: async (request) =>
      ok(
        await changed(request, same(request), (tx, order) =>
          moveOrder(tx, request.session!, order, request.body.tableId),
        ),
        t(request, 'posTables.moved'),
      ),
  });

  // Answers the order the lines joined: the source is merged away.
  api.post('/api/pos-tables/orders/:id/merge', {
    config: { access },
    schema: { tags, params, body: tableTransfer },
    handler: async (request) =>
      ok(
        await changed(
          request,
          (tx) => mergeOrder(tx, request.session!, request.params.id, request.body.tableId),
          async () => [],
        ),
        t(request, 'posTables.merged'),
      ),
  });

  // Answers the new bill.
  api.post('/api/pos-tables/orders/:id/split', {
    config: { access },
    schema: { tags, params, body: tableSplit },
    handler: async (request) =>
      ok(
        await changed(
          request,
          (tx) => splitOrder(tx, request.session!, request.params.id, request.body),
          async () => [],
        ),
        t(request, 'posTables.split'),
      ),
  });

  // The till loads a table (`/fis/pos/yeni?masa=<id>`) to close it with a receipt naming `tableOrderId`.
  api.get('/api/pos-tables/orders/:id/till', {
    config: { access: { menu: [MenuId.pos, MenuId.posTable] } },
    schema: { tags, params },
    handler: async (request) => ok(await request.tenant((tx) => orderForTill(tx, request.params.id))),
  });
}
