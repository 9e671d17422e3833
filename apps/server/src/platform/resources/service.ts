import { createHash } from 'node:crypto';
import { emptyValueOf, hiddenFields, type ResourceDef } from '@kibo/contracts/resources';
import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { writeAudit } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Session } from '../http/access.ts';
import { invalidField, notFound, refused } from '../http/errors.ts';
import type { ResourceBinding, Row } from './binding.ts';

const bindings = new Map<string, ResourceBinding>();
export const registerBinding = (binding: ResourceBinding) => bindings.set(binding.def.name, binding);
export const bindingOf = (name: string) => bindings.get(name);
export const allBindings = () => [...bindings.values()];

export const columnsOf = (binding: ResourceBinding) =>
  getTableColumns(binding.table) as unknown as Record<string, AnyPgColumn>;

/**
 * Every reference a record holds, with its path: `producerId` for a field, `units.1.unitId` for a
 * column of an inner table.
 */
function referencesOf(def: ResourceDef, row: Row): { path: string; resource: string; id: number }[] {
  const found: { path: string; resource: string; id: number }[] = [];
  for (const [field, { meta }] of Object.entries(def.fields)) {
    const value = row[field];
    if (meta.kind === 'reference' && typeof value === 'number')
      found.push({ path: field, resource: meta.resource!, id: value });
    if (meta.kind !== 'lines' || !Array.isArray(value)) continue;
    value.forEach((line: Row, index) => {
      for (const [column, sub] of Object.entries(meta.fields ?? {}))
        if (sub.kind === 'reference' && typeof line[column] === 'number')
          found.push({ path: `${field}.${index}.${column}`, resource: sub.resource!, id: line[column] });
    });
  }
  return found;
}

/** Titles of the given ids of each referenced resource, one query per resource. */
async function titlesOf(tx: Db, wanted: Map<string, Set<number>>): Promise<Map<string, Map<number, string>>> {
  const titles = new Map<string, Map<number, string>>();
  for (const [resource, ids] of wanted) {
    const target = bindingOf(resource);
    if (!target || ids.size === 0) continue;
    const columns = columnsOf(target);
    const found = await tx
      .select({ id: columns.id!, title: columns[target.def.titleField]! })
      .from(target.table)
      .where(inArray(columns.id!, [...ids]));
    titles.set(resource, new Map(found.map((row) => [row.id as number, String(row.title)])));
  }
  return titles;
}

/** Adds `refs`: the title of every referenced record by its path, so screens show names, not ids. */
export async function withRefs(tx: Db, def: ResourceDef, rows: Row[]): Promise<Row[]> {
  const perRow = rows.map((row) => referencesOf(def, row));
  const wanted = new Map<string, Set<number>>();
  for (const { resource, id } of perRow.flat())
    wanted.set(resource, (wanted.get(resource) ?? new Set()).add(id));
  const titles = await titlesOf(tx, wanted);
  return rows.map((row, index) => ({
    ...row,
    refs: Object.fromEntries(
      perRow[index]!.flatMap(({ path, resource, id }) => {
        const title = titles.get(resource)?.get(id);
        return title === undefined ? [] : [[path, title]];
      }),
    ),
  }));
}

export const publicRow = ({
  companyId: _company,
  createdAt: _created,
  searchText: _searched,
  updatedAt,
  ...row
}: Row): Row => ({
  ...row,
  updatedAt: updatedAt instanceof Date ? updatedAt.toISOString() : updatedAt,
});

async function loadRow(tx: Db, binding: ResourceBinding, id: number, lock = false): Promise<Row> {
  const columns = columnsOf(binding);
  const query = tx.select().from(binding.table).where(eq(columns.id!, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as Row;
}

export async function getRecord(tx: Db, binding: ResourceBinding, id: number): Promise<Row> {
  const [row] = await withRefs(tx, binding.def, [await loadRow(tx, binding, id)]);
  return publicRow(row!);
}

/** The record prepared as a new one: id and what must stay unique are left out. */
export async function copyRecord(tx: Db, binding: ResourceBinding, id: number): Promise<Row> {
  const { id: _id, updatedAt: _updated, active: _active, ...record } = await getRecord(tx, binding, id);
  for (const path of binding.def.copyClears ?? []) {
    const [field, column] = path.split('.') as [string, string | undefined];
    if (column === undefined) record[field] = emptyValueOf(binding.def.fields[field]!, '');
    else for (const line of (record[field] as Row[] | undefined) ?? []) line[column] = '';
  }
  return record;
}

/**
 * A record as the audit log keeps it: an image (up to 700 KB) by a short fingerprint, which is
 * enough to see that it changed without copying it into every audit row.
 */
export function audited(def: ResourceDef, row: Row): Row {
  const kept = { ...row };
  for (const [field, { meta }] of Object.entries(def.fields))
    if (meta.kind === 'image' && typeof kept[field] === 'string' && kept[field])
      kept[field] = `sha256:${createHash('sha256')
        .update(kept[field] as string)
        .digest('hex')
        .slice(0, 16)}`;
  return kept;
}

export async function refuseMissingRefs(tx: Db, def: ResourceDef, input: Row, id: number | undefined) {
  const references = referencesOf(def, input);
  const self = references.find((ref) => ref.resource === def.name && ref.id === id);
  if (self) throw invalidField(self.path, 'v.selfParent');
  const wanted = new Map<string, Set<number>>();
  for (const { resource, id: refId } of references)
    wanted.set(resource, (wanted.get(resource) ?? new Set()).add(refId));
  const titles = await titlesOf(tx, wanted);
  const missing = references.find(({ resource, id: refId }) => !titles.get(resource)?.has(refId));
  if (missing) throw invalidField(missing.path, 'v.referenceMissing');
}

async function refuseDuplicates(tx: Db, binding: ResourceBinding, input: Row, id: number | undefined) {
  const columns = columnsOf(binding);
  for (const field of binding.def.unique ?? []) {
    const value = input[field];
    if (value === '' || value === null || value === undefined) continue;
    const [taken] = await tx
      .select({ title: columns[binding.def.titleField]!, code: columns.code ?? sql<string>`''` })
      .from(binding.table)
      .where(and(eq(columns[field]!, value), id === undefined ? undefined : ne(columns.id!, id)))
      .limit(1);
    // Naming the record that holds the value lets the user go and find it (it may be passive).
    if (taken) throw invalidField(field, 'v.uniqueIn', { record: recordName(binding, taken) });
  }
}

/** How a message names a record: its code and title when it has both, else its title. */
function recordName(binding: ResourceBinding, row: { title: unknown; code: unknown }): string {
  const title = String(row.title ?? '');
  const code = String(row.code ?? '');
  return code && binding.def.titleField !== 'code' ? `${code} — ${title}` : title;
}

/** Creates (no id) or updates a record, with its checks, audit row and warnings in one transaction. */
export async function saveRecord(
  tx: Db,
  binding: ResourceBinding,
  session: Session,
  parsed: Row,
  id?: number,
): Promise<{ record: Row; warnings: string[] }> {
  const { def, table, hooks } = binding;
  const columns = columnsOf(binding);
  const before = id === undefined ? undefined : await loadRow(tx, binding, id, true);
  const input = keepHidden(
    def,
    session,
    hooks?.prepare ? await hooks.prepare(tx, parsed, before) : parsed,
    before,
  );
  await refuseMissingRefs(tx, def, input, id);
  await refuseDuplicates(tx, binding, input, id);
  const warnings = hooks?.check ? await hooks.check(tx, input, id) : [];
  let savedId: number;
  try {
    if (id !== undefined) {
      await tx
        .update(table)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(columns.id!, id));
      savedId = id;
    } else {
      const [created] = await tx
        .insert(table)
        .values({ ...input, companyId: session.companyId })
        .returning({ id: columns.id! });
      savedId = created!.id as number;
    }
    await hooks?.afterSave?.(tx, savedId, input);
  } catch (error) {
    // Two saves racing past the duplicate checks meet the unique indexes instead.
    if (isUniqueViolation(error)) throw invalidField(uniqueFieldOf(binding, error), 'v.unique');
    throw error;
  }
  const record = await getRecord(tx, binding, savedId);
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: def.name,
    entityId: savedId,
    action: before ? 'update' : 'create',
    before: before ? audited(def, publicRow(before)) : null,
    after: audited(def, record),
  });
  return { record, warnings };
}

/**
 * A field the user may not see is not theirs to change: an edit keeps what is stored, a new record
 * starts from the field's default.
 */
function keepHidden(def: ResourceDef, session: Session, input: Row, before: Row | undefined): Row {
  const hidden = hiddenFields(def, session);
  if (hidden.length === 0) return input;
  const kept = { ...input };
  for (const field of hidden) kept[field] = before ? before[field] : emptyValueOf(def.fields[field]!, '');
  return kept;
}

export async function setActive(
  tx: Db,
  binding: ResourceBinding,
  session: Session,
  id: number,
  active: boolean,
) {
  const columns = columnsOf(binding);
  const before = await loadRow(tx, binding, id, true);
  await tx.update(binding.table).set({ active, updatedAt: new Date() }).where(eq(columns.id!, id));
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: binding.def.name,
    entityId: id,
    action: active ? 'update' : 'deactivate',
    before: { active: before.active },
    after: { active },
  });
}

/** The field whose unique index refused a save, read from the index name (`items_code`). */
function uniqueFieldOf({ def, hooks }: ResourceBinding, error: unknown): string {
  const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
  const constraint = cause?.constraint ?? '';
  const declared = hooks?.uniqueIndexes?.[constraint];
  if (declared) return declared;
  const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return (
    def.unique?.find((field) => constraint.endsWith(`_${snake(field)}`)) ?? def.unique?.[0] ?? def.titleField
  );
}

const isForeignKeyViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23503';
};

/**
 * Whether a row of an inner table (lines) anywhere refers to the record: such references have no
 * foreign key to stop the delete, so they are looked for (`units @> '[{"unitId": 5}]'`).
 */
async function usedInLines(tx: Db, resource: string, id: number): Promise<boolean> {
  for (const other of bindings.values()) {
    const columns = columnsOf(other);
    for (const [field, { meta }] of Object.entries(other.def.fields)) {
      if (meta.kind !== 'lines') continue;
      for (const [column, sub] of Object.entries(meta.fields ?? {})) {
        if (sub.kind !== 'reference' || sub.resource !== resource) continue;
        const probe = JSON.stringify([{ [column]: id }]);
        const [found] = await tx
          .select({ id: columns.id! })
          .from(other.table)
          .where(sql`${columns[field]!} @> ${probe}::jsonb`)
          .limit(1);
        if (found) return true;
      }
    }
  }
  return false;
}

/** Deletes a record nothing refers to; a record in use is refused with the advice to deactivate it. */
export async function deleteRecord(tx: Db, binding: ResourceBinding, session: Session, id: number) {
  const columns = columnsOf(binding);
  const before = await loadRow(tx, binding, id, true);
  if (await usedInLines(tx, binding.def.name, id)) throw refused('res.inUse');
  try {
    await tx.execute(sql`SAVEPOINT resource_delete`);
    await tx.delete(binding.table).where(eq(columns.id!, id));
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await tx.execute(sql`ROLLBACK TO SAVEPOINT resource_delete`);
    throw refused('res.inUse');
  }
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: binding.def.name,
    entityId: id,
    action: 'delete',
    before: audited(binding.def, publicRow(before)),
  });
}
