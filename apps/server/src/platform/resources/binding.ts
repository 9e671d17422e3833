import type { MessageKey } from '@kibo/contracts';
import type { ResourceDef } from '@kibo/contracts/resources';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { invalidField } from '../http/errors.ts';

export type Row = Record<string, unknown>;

/** A resource's business rules beyond what its declaration says; each is optional. */
export interface ResourceHooks {
  /** Completes or normalises the input before it is checked and stored (e.g. a generated code). */
  prepare?(tx: Db, input: Row, before: Row | undefined): Promise<Row> | Row;
  /** Refuses with AppError, or answers message keys of warnings that do not stop the save. */
  check?(tx: Db, input: Row, id: number | undefined): Promise<string[]> | string[];
  /** Keeps side tables in step with the saved record (e.g. one row per barcode), same transaction. */
  afterSave?(tx: Db, id: number, input: Row): Promise<void>;
  /** A further search condition ORed with the declared search fields (e.g. an exact barcode). */
  searchAlso?(term: string): SQL;
  /** Fields to blame when a side table's unique index refuses a save, by index name. */
  uniqueIndexes?: Record<string, string>;
  /** Adds data kept elsewhere to a page of list rows (e.g. quantity on hand per warehouse). */
  decorate?(tx: Db, rows: Row[]): Promise<Row[]>;
}

/** A declaration bound to its table on the server. */
export interface ResourceBinding {
  def: ResourceDef;
  table: PgTable & { companyId: AnyPgColumn; id: AnyPgColumn; active: AnyPgColumn; updatedAt: AnyPgColumn };
  hooks?: ResourceHooks;
}

/** Declared per-action roles (the same rule the web follows); the menu is checked by the route's access rule. */
export { mayDo } from '@kibo/contracts/resources';

/**
 * A pair (or more) of fields that may appear together once (one rate per currency and day, an item
 * once on a shelf): a second record is refused on `blame` with `key`, before the unique index
 * `index` would refuse it less kindly.
 */
export function uniqueTogether(
  table: PgTable & { id: AnyPgColumn },
  columns: Record<string, AnyPgColumn>,
  blame: string,
  key: MessageKey,
  index: string,
): ResourceHooks {
  return {
    async check(tx, input, id) {
      const [taken] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            ...Object.entries(columns).map(([field, column]) => eq(column, input[field] as never)),
            id === undefined ? undefined : ne(table.id, id),
          ),
        )
        .limit(1);
      if (taken) throw invalidField(blame, key);
      return [];
    },
    uniqueIndexes: { [index]: blame },
  };
}
