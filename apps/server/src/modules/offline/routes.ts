import { MenuId } from '@kibo/contracts';
import { offlinePageQuery, offlineStockQuery } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import {
  activeAccountIds,
  activeItemIds,
  offlineAccounts,
  offlineBalances,
  offlineItems,
  offlinePoints,
  offlineStock,
} from './catalogue.ts';

// `/api/offline/…`: what a till downloads to sell with the line down. For the users who sell at a
// till, or who look at what a device holds (`/fis/offline/urun`, `/fis/offline/cari`).

const tags = ['offline'];
const items = { menu: [MenuId.pos, MenuId.posTable, MenuId.offlineProducts] };
const accounts = { menu: [MenuId.pos, MenuId.posTable, MenuId.offlineAccounts] };

export function registerOfflineRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/offline/items', {
    config: { access: items },
    schema: { tags, querystring: offlinePageQuery },
    handler: async (request) =>
      ok(await request.tenant((tx) => offlineItems(tx, request.query.after, request.query.limit))),
  });

  api.get('/api/offline/items/ids', {
    config: { access: items },
    schema: { tags },
    handler: async (request) => ok({ ids: await request.tenant(activeItemIds) }),
  });

  api.get('/api/offline/stock', {
    config: { access: items },
    schema: { tags, querystring: offlineStockQuery },
    handler: async (request) =>
      ok({ levels: await request.tenant((tx) => offlineStock(tx, request.query.warehouseId)) }),
  });

  api.get('/api/offline/accounts', {
    config: { access: accounts },
    schema: { tags, querystring: offlinePageQuery },
    handler: async (request) =>
      ok(await request.tenant((tx) => offlineAccounts(tx, request.query.after, request.query.limit))),
  });

  api.get('/api/offline/accounts/ids', {
    config: { access: accounts },
    schema: { tags },
    handler: async (request) => ok({ ids: await request.tenant(activeAccountIds) }),
  });

  api.get('/api/offline/accounts/balances', {
    config: { access: accounts },
    schema: { tags },
    handler: async (request) =>
      ok(
        await request.tenant(async (tx) => ({
          balances: await offlineBalances(tx),
          points: await offlinePoints(tx),
        })),
      ),
  });
}
