import { envelopeOf, idParam, userLockout } from '@kibo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.ts';
import { ok } from '../../platform/http/envelope.ts';
import { t } from '../../platform/http/i18n.ts';
import { clearLockout, listLockouts } from '../auth/index.ts';
import { getUser } from './users.service.ts';

/**
 * /sistem/kullanici: the administrator sees which of the company's users the login throttle holds
 * back, and lifts it (a user locked out by someone guessing, or who mistyped too often).
 */
export function registerLockoutRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { admin: true } as const;

  api.get('/api/users/lockouts', {
    config: { access },
    schema: { tags: ['users'], response: { 200: envelopeOf(userLockout.array()) } },
    handler: async (request) => ok(await request.tenant((tx) => listLockouts(tx))),
  });

  api.delete('/api/users/:id/lockout', {
    config: { access },
    schema: { tags: ['users'], params: idParam, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      const session = request.session!;
      const { id } = request.params;
      await request.tenant(async (tx) => {
        await getUser(tx, id);
        const [before] = await listLockouts(tx, id);
        await clearLockout(tx, id);
        await writeAudit(tx, {
          companyId: session.companyId,
          userId: session.userId,
          entity: 'user',
          entityId: id,
          action: 'unlock',
          before: before ?? null,
        });
      });
      return ok(null, t(request, 'user.lockoutCleared'));
    },
  });
}
