import { MenuId } from '@kibo/contracts';
import { posEventInput } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { eventMadeBy, eventRecord, recordEvent, type SessionOf } from './events.ts';
import { sessionSummaryOf } from './summary.ts';

// `POST /api/pos/events` (a void or a no-sale, once per till UUID) and a till session's Z-style
// summary `GET /api/cash-sessions/:id/summary`, readable by whoever may run the session.

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** `sessionOf`: the till's open session of a receipt, or its rescue session (the pos module's). */
export function registerPosSessionRoutes(app: FastifyInstance, sessionOf: SessionOf): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/pos/events', {
    config: { access: { menu: MenuId.pos } },
    schema: { tags: ['pos'], body: posEventInput },
    handler: async (request) => {
      const user = request.session!;
      const input = request.body;
      const header = request.headers['idempotency-key'];
      if (header !== undefined && String(header).toLowerCase() !== input.clientId.toLowerCase())
        throw invalidField('idempotencyKey', 'pos.keyMismatch');
      // Two copies at once meet on the unique UUID; the loser runs again and answers the winner's.
      const run = () =>
        request.tenant(async (tx) => {
          const first = await eventMadeBy(tx, input.clientId);
          if (first !== null) return { record: await eventRecord(tx, first), replayed: true };
          const made = await recordEvent(tx, user, input, sessionOf);
          return { record: await eventRecord(tx, made), replayed: false };
        });
      const saved = await run().catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        return run();
      });
      return ok(saved, t(request, input.kind === 'void' ? 'pos.voidRecorded' : 'pos.noSaleRecorded'));
    },
  });

  api.get('/api/cash-sessions/:id/summary', {
    // As the session's other routes: whoever keeps the registers, takes money, or sells at the till.
    config: { access: { menu: [MenuId.cashRegisters, MenuId.cashCollection, MenuId.pos] } },
    schema: { tags: ['cash'], params: z.object({ id }) },
    handler: async (request) => ok(await request.tenant((tx) => sessionSummaryOf(tx, request.params.id))),
  });
}
