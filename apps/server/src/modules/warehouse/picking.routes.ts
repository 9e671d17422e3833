import { MenuId } from '@kibo/contracts';
import { pickInput, pickingStart, pickScan } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { t } from '../../platform/http/i18n.ts';
import { finishPicking } from './picking.finish.ts';
import { getPicking, listPickings, pickableOrders } from './picking.read.ts';
import { cancelPicking, recordPick, recordScan, startPicking } from './picking.write.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `/depo/uruntopla`: picking rounds over open sales orders, kept on the server while they last. */
export function registerPickingRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { menu: MenuId.productPicking } };
  const tags = ['picking'];

  api.get('/api/pickings/orders', {
    config,
    schema: {
      tags,
      querystring: z.object({
        search: z.string().trim().max(100).optional(),
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
      }),
    },
    handler: async (request) => ok(await request.tenant((tx) => pickableOrders(tx, request.query))),
  });

  api.get('/api/pickings', {
    config,
    schema: {
      tags,
      querystring: z.object({ status: z.enum(['open', 'finished', 'cancelled']).default('open') }),
    },
    handler: async (request) => ok(await request.tenant((tx) => listPickings(tx, request.query.status))),
  });

  api.post('/api/pickings', {
    config,
    schema: { tags, body: pickingStart },
    handler: async (request) => {
      const session = request.session!;
      return ok(
        await request.tenant(async (tx) =>
          getPicking(tx, await startPicking(tx, session, request.body.orderIds)),
        ),
      );
    },
  });

  api.get('/api/pickings/:id', {
    config,
    schema: { tags, params: idParams },
    handler: async (request) => ok(await request.tenant((tx) => getPicking(tx, request.params.id))),
  });

  api.post('/api/pickings/:id/pick', {
    config,
    schema: { tags, params: idParams, body: pickInput },
    handler: async (request) =>
      ok(await request.tenant((tx) => recordPick(tx, request.params.id, request.body))),
  });

  api.post('/api/pickings/:id/scan', {
    config,
    schema: { tags, params: idParams, body: pickScan },
    handler: async (request) =>
      ok(await request.tenant((tx) => recordScan(tx, request.params.id, request.body))),
  });

  api.post('/api/pickings/:id/finish', {
    config,
    schema: { tags, params: idParams },
    handler: async (request) => {
      const session = request.session!;
      const done = await request.tenant((tx) => finishPicking(tx, session, request.params.id));
      const numbers = done.waybills.map((waybill) => waybill.number).join(', ');
      return ok(done, t(request, 'pick.finished', { numbers }));
    },
  });

  api.post('/api/pickings/:id/cancel', {
    config,
    schema: { tags, params: idParams },
    handler: async (request) => {
      const session = request.session!;
      await request.tenant((tx) => cancelPicking(tx, session, request.params.id));
      return ok(null, t(request, 'pick.cancelled'));
    },
  });
}
