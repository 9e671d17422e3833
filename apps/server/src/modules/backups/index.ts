import { PassThrough } from 'node:stream';
import { envelopeOf } from '@kibo/contracts';
import { count, eq, not } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Database } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { companies } from '../companies/index.ts';
import { type BackupScope, writeBackup } from './export.ts';

export type { BackupHeader } from './format.ts';
export { RestoreError, type RestoreSummary, restoreBackup } from './restore.ts';
export { writeBackup };

/**
 * An on-premises install runs one customer company (beside the vendor's own support company): only
 * there may the whole database be downloaded, since elsewhere it would hold other companies' books.
 * A count across companies, read by the system role, never their rows.
 */
async function isSingleCompanyInstall(database: Database): Promise<boolean> {
  const [found] = await database.system
    .select({ value: count() })
    .from(companies)
    .where(not(companies.isVendor));
  return (found?.value ?? 0) === 1;
}

const stamp = () => new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

/** `GET /api/backups…`: company administrators download their data; who did it is audited. */
export function registerBackupRoutes(app: FastifyInstance, options: { database: Database }): void {
  const { database } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { admin: true } as const;
  const tags = ['backups'];

  async function download(reply: FastifyReply, scope: BackupScope, fileName: string) {
    const session = reply.request.session!;
    await reply.request.tenant((tx) =>
      writeAudit(tx, {
        companyId: session.companyId,
        userId: session.userId,
        entity: 'backup',
        entityId: session.companyId,
        action: 'backup',
        after: { kind: scope.kind },
      }),
    );
    const body = new PassThrough();
    writeBackup(database.pool, scope, body).catch((error) => reply.request.log.error(error));
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  }

  api.get('/api/backups', {
    config: { access },
    schema: { tags, response: { 200: envelopeOf(z.object({ company: z.boolean(), full: z.boolean() })) } },
    handler: async () => ok({ company: true, full: await isSingleCompanyInstall(database) }),
  });

  api.get('/api/backups/company', {
    config: { access },
    schema: { tags },
    handler: async (request, reply) => {
      const { companyId } = request.session!;
      const [company] = await request.tenant((tx) =>
        tx.select({ title: companies.title }).from(companies).where(eq(companies.id, companyId)),
      );
      const scope = { kind: 'company', companyId, title: company?.title ?? '' } as const;
      return download(reply, scope, `kibo-firma-${companyId}-${stamp()}.kibo.gz`);
    },
  });

  api.get('/api/backups/full', {
    config: { access },
    schema: { tags },
    handler: async (_request, reply) => {
      if (!(await isSingleCompanyInstall(database))) throw forbidden();
      return download(reply, { kind: 'full' }, `kibo-tam-${stamp()}.kibo.gz`);
    },
  });
}
