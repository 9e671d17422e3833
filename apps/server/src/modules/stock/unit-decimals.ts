import { envelopeOf } from '@kibo/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { units } from './stock.tables.ts';

const unitDecimals = z.array(
  z.object({ id: z.number(), code: z.string(), name: z.string(), decimals: z.number() }),
);

/**
 * How many decimals each unit's quantities show (Adet 0, Kilogram 3), for every signed-in user: a
 * cashier who may not open the units list still sees 2 pieces as 2 and 1,250 kg as 1,250.
 */
export function registerUnitDecimalsRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/units/decimals', {
    config: { access: { authenticated: true } },
    schema: { tags: ['units'], response: { 200: envelopeOf(unitDecimals) } },
    handler: async (request) =>
      ok(
        await request.tenant((tx) =>
          tx
            .select({ id: units.id, code: units.code, name: units.name, decimals: units.decimals })
            .from(units)
            .orderBy(asc(units.id)),
        ),
      ),
  });
}
