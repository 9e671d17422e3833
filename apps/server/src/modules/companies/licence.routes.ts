import { ErrorCode, envelopeOf, licenceInfo } from '@kibo/contracts';
import { licenceDaysLeft } from '@kibo/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { SessionStore } from '../auth/index.ts';
import { users } from '../users/index.ts';
import { companies } from './companies.tables.ts';

/** /license: the company's own licence, and the approval of the licence agreement. */
export function registerLicenceRoutes(app: FastifyInstance, deps: { sessions: SessionStore }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/license', {
    config: { access: { authenticated: true, whileGated: true } },
    schema: { tags: ['licence'], response: { 200: envelopeOf(licenceInfo) } },
    handler: async (request) =>
      ok(
        await request.tenant(async (tx) => {
          const [company] = await tx.select().from(companies);
          if (!company) throw notFound();
          const [active] = await tx.select({ value: count() }).from(users).where(eq(users.active, true));
          const approver = company.agreementApprovedBy
            ? (
                await tx
                  .select({ name: users.name })
                  .from(users)
                  .where(eq(users.id, company.agreementApprovedBy))
              )[0]
            : undefined;
          return {
            companyId: company.id,
            title: company.title,
            licenseOwner: company.licenseOwner,
            licenseExpires: company.licenseExpires,
            daysLeft: licenceDaysLeft(company.licenseExpires, new Date()),
            active: company.active,
            userCount: active?.value ?? 0,
            maxUsers: company.maxUsers,
            agreementStatus: company.agreementStatus === '1' ? ('1' as const) : ('0' as const),
            agreementApprovedBy: approver?.name ?? null,
            agreementApprovedAt: company.agreementApprovedAt?.toISOString() ?? null,
          };
        }),
      ),
  });

  api.post('/api/license/agreement', {
    config: { access: { authenticated: true, whileGated: true } },
    schema: { tags: ['licence'], response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      const session = request.session!;
      // Only an authorised user (the company's administrator) may bind the company to the agreement.
      if (session.role !== 'admin' && session.role !== 'superadmin') {
        throw forbidden('licence.notAuthorized', ErrorCode.forbidden);
      }
      await request.tenant(async (tx) => {
        const [before] = await tx.select().from(companies).for('update');
        if (!before) throw notFound();
        const [after] = await tx
          .update(companies)
          .set({ agreementStatus: '1', agreementApprovedBy: session.userId, agreementApprovedAt: new Date() })
          .where(eq(companies.id, session.companyId))
          .returning();
        await writeAudit(tx, {
          companyId: session.companyId,
          userId: session.userId,
          entity: 'company',
          entityId: session.companyId,
          action: 'approve',
          before: { agreementStatus: before.agreementStatus },
          after: { agreementStatus: after?.agreementStatus },
        });
        await SessionStore.announce(tx, SessionStore.companyScope(session.companyId));
      });
      deps.sessions.evictLocal(SessionStore.companyScope(session.companyId));
      return ok(null, t(request, 'licence.agreementApproved'));
    },
  });
}
