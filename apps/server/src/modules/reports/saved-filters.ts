import type { ReportDef } from '@kibo/contracts/resources';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { reportFilters } from './reports.tables.ts';

/**
 * A report's saved filter sets, each user's own: `GET`, `POST` (a name already used is replaced) and
 * `DELETE …/:id` under `<path>/filters`, with the report's menu. Only the report's own filters, sort
 * and grouping are kept, as text.
 */
export function registerSavedFilters(app: FastifyInstance, def: ReportDef, path: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { menu: def.menu } };
  const tags = ['reports'];
  const keys: [string, ...string[]] = ['sort', 'group', ...Object.keys(def.filters)];
  const body = z.strictObject({
    name: z
      .string({ error: 'v.required' })
      .trim()
      .min(1, { error: 'v.required' })
      .max(60, { error: 'v.invalid' }),
    query: z.partialRecord(
      z.enum(keys, { error: 'v.unknownField' }),
      z.string().max(200, { error: 'v.invalid' }),
    ),
  });
  const mine = (userId: number) => and(eq(reportFilters.report, def.name), eq(reportFilters.userId, userId));

  api.get(`${path}/filters`, {
    config,
    schema: { tags },
    handler: async (request) =>
      ok(
        await request.tenant((tx) =>
          tx
            .select({ id: reportFilters.id, name: reportFilters.name, query: reportFilters.query })
            .from(reportFilters)
            .where(mine(request.session!.userId))
            .orderBy(asc(reportFilters.name)),
        ),
      ),
  });

  api.post(`${path}/filters`, {
    config,
    schema: { tags, body },
    handler: async (request) => {
      const { name, query } = request.body;
      const [saved] = await request.tenant((tx) =>
        tx
          .insert(reportFilters)
          .values({
            companyId: sql`current_setting('app.company_id')::int`,
            userId: request.session!.userId,
            report: def.name,
            name,
            query,
          })
          .onConflictDoUpdate({
            target: [reportFilters.companyId, reportFilters.userId, reportFilters.report, reportFilters.name],
            set: { query },
          })
          .returning({ id: reportFilters.id, name: reportFilters.name, query: reportFilters.query }),
      );
      return ok(saved, t(request, 'report.filterSaved'));
    },
  });

  api.delete(`${path}/filters/:id`, {
    config,
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    handler: async (request) => {
      const gone = await request.tenant((tx) =>
        tx
          .delete(reportFilters)
          .where(and(mine(request.session!.userId), eq(reportFilters.id, request.params.id)))
          .returning({ id: reportFilters.id }),
      );
      if (gone.length === 0) throw notFound();
      return ok({ id: request.params.id }, t(request, 'report.filterDeleted'));
    },
  });
}
