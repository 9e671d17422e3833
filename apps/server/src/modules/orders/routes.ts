import { MenuId } from '@kibo/contracts';
import { ORDER_STATES } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { neverSupplied, shortages } from './procurement.ts';
import { trackOrders } from './tracking.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
};
const search = z.string().trim().max(100).optional();

/** `/siparis/takip` and `/siparis/temin`: read-only views on the orders and their supplied quantities. */
export function registerOrderRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  api.get('/api/orders/tracking', {
    config: { access: { menu: MenuId.orderTracking } },
    schema: {
      tags,
      querystring: z.object({
        ...page,
        side: z.enum(['sales', 'purchase']).optional(),
        accountId: id.optional(),
        itemId: id.optional(),
        dateFrom: z.iso.date({ error: 'v.date' }).optional(),
        dateTo: z.iso.date({ error: 'v.date' }).optional(),
        status: z.enum([...ORDER_STATES, 'open'], { error: 'v.enum' }).optional(),
        search,
      }),
    },
    handler: async (request) => ok(await request.tenant((tx) => trackOrders(tx, request.query))),
  });

  api.get('/api/orders/shortages', {
    config: { access: { menu: MenuId.ordersNotSupplied } },
    schema: {
      tags,
      querystring: z.object({
        warehouseId: id.optional(),
        search,
        shortOnly: z.enum(['true', 'false']).default('true'),
      }),
    },
    handler: async (request) =>
      ok(
        await request.tenant((tx) =>
          shortages(tx, { ...request.query, shortOnly: request.query.shortOnly === 'true' }),
        ),
      ),
  });

  api.get('/api/orders/never-supplied', {
    config: { access: { menu: MenuId.ordersNotSupplied } },
    schema: {
      tags,
      querystring: z.object({ ...page, side: z.enum(['sales', 'purchase']).default('sales'), search }),
    },
    handler: async (request) => ok(await request.tenant((tx) => neverSupplied(tx, request.query))),
  });
}
