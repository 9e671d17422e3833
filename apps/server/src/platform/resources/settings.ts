import { envelopeOf } from '@kibo/contracts';
import { resourcePath, resourceSaved, type SettingsDef } from '@kibo/contracts/resources';
import { eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { t } from '../http/i18n.ts';
import { mayDo, type Row } from './binding.ts';
import { audited, refuseMissingRefs, withRefs } from './service.ts';

/** Settings bound to the table holding them, one row per company found by `key`. */
export interface SettingsBinding {
  def: SettingsDef;
  table: PgTable;
  key: AnyPgColumn;
  /** Refuses a change the declaration alone cannot judge (a module the licence does not allow). */
  check?(tx: Db, input: Row, companyId: number): Promise<void>;
  /** Runs in the saving transaction (e.g. telling cached sessions to reload the company). */
  afterSave?(tx: Db, companyId: number): Promise<void>;
  /** Runs once the change is committed, in this process (its own caches need no round trip). */
  afterCommit?(companyId: number): void;
}

async function loadSettings(tx: Db, { def, table, key }: SettingsBinding, companyId: number): Promise<Row> {
  const columns = getTableColumns(table) as unknown as Record<string, AnyPgColumn>;
  const shown = Object.fromEntries(Object.keys(def.fields).map((field) => [field, columns[field]!]));
  const [row] = await tx.select(shown).from(table).where(eq(key, companyId));
  if (!row) throw notFound();
  const [named] = await withRefs(tx, def, [row as Row]);
  return named!;
}

/** `GET` and `PUT /api/settings/<name>`: read and change the company's settings, audited. */
export function registerSettingsRoutes(app: FastifyInstance, binding: SettingsBinding): void {
  const { def, table, key } = binding;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = `/api/settings${resourcePath(def.name)}`;
  const access = { menu: def.menus };
  const tags = ['settings'];

  api.get(path, {
    config: { access },
    schema: { tags, response: { 200: envelopeOf(z.record(z.string(), z.unknown())) } },
    handler: async (request) =>
      ok(await request.tenant((tx) => loadSettings(tx, binding, request.session!.companyId))),
  });

  api.put(path, {
    config: { access },
    schema: { tags, body: def.input, response: { 200: envelopeOf(resourceSaved) } },
    handler: async (request) => {
      const session = request.session!;
      if (!mayDo(def, session, 'update')) throw forbidden();
      const record = await request.tenant(async (tx) => {
        const before = await loadSettings(tx, binding, session.companyId);
        const input = request.body as Row;
        await refuseMissingRefs(tx, def, input, undefined);
        await binding.check?.(tx, input, session.companyId);
        await tx.update(table).set(input).where(eq(key, session.companyId));
        await binding.afterSave?.(tx, session.companyId);
        const after = await loadSettings(tx, binding, session.companyId);
        await writeAudit(tx, {
          companyId: session.companyId,
          userId: session.userId,
          entity: def.name,
          entityId: session.companyId,
          action: 'update',
          before: audited(def, before),
          after: audited(def, after),
        });
        return after;
      });
      binding.afterCommit?.(session.companyId);
      return ok({ record, warnings: [] }, t(request, 'res.saved'));
    },
  });
}
