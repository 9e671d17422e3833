import { searchFold } from '@kibo/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/search.ts';
import { invalidField } from '../../platform/http/errors.ts';
import type { ResourceHooks, Row } from '../../platform/resources/binding.ts';
import { fillItemCodes } from './item-codes.ts';
import { itemBarcodes, itemPersons, items, stockBalances } from './items.tables.ts';

/** Persons and producers are looked up from three letters on, when their trigram indexes can help. */
const PEOPLE_SEARCH_MIN = 3;

interface UnitLine {
  unitId: number;
  barcode: string;
}

/** Each barcode of an item with where it was entered and the unit it counts (none: the main unit). */
function barcodesOf(input: Row): { path: string; barcode: string; unitId: number | null }[] {
  const main = (input.barcodes as string[]).map((barcode, index) => ({
    path: `barcodes.${index}`,
    barcode,
    unitId: null,
  }));
  const perUnit = (input.units as UnitLine[]).flatMap((line, index) =>
    line.barcode ? [{ path: `units.${index}.barcode`, barcode: line.barcode, unitId: line.unitId }] : [],
  );
  return [...main, ...perUnit];
}

/** A barcode belongs to one item of the company and is entered once on it. */
async function refuseTakenBarcodes(tx: Db, input: Row, id: number | undefined): Promise<string[]> {
  const entered = barcodesOf(input);
  const seen = new Set<string>();
  for (const { path, barcode } of entered) {
    if (seen.has(barcode)) throw invalidField(path, 'v.repeated');
    seen.add(barcode);
  }
  if (entered.length === 0) return [];
  const [taken] = await tx
    .select({ barcode: itemBarcodes.barcode, code: items.code, name: items.name })
    .from(itemBarcodes)
    .innerJoin(items, and(eq(items.companyId, itemBarcodes.companyId), eq(items.id, itemBarcodes.itemId)))
    .where(
      and(
        inArray(
          itemBarcodes.barcode,
          entered.map((entry) => entry.barcode),
        ),
        id === undefined ? undefined : ne(itemBarcodes.itemId, id),
      ),
    )
    .limit(1);
  // The message names the card holding the barcode, so the user can open it and see which is right.
  if (taken)
    throw invalidField(entered.find((entry) => entry.barcode === taken.barcode)!.path, 'v.barcodeTaken', {
      code: taken.code,
      name: taken.name,
    });
  return [];
}

/** The stock card's rules beyond its declaration: barcodes, barcode search and balances in lists. */
export const itemHooks: ResourceHooks = {
  prepare: fillItemCodes,
  check: refuseTakenBarcodes,
  // Two saves racing with the same barcode meet the barcode table's key.
  uniqueIndexes: { item_barcodes_company_id_barcode_pk: 'barcodes' },
  async afterSave(tx, id, input) {
    await tx.delete(itemBarcodes).where(eq(itemBarcodes.itemId, id));
    const rows = barcodesOf(input).map(({ barcode, unitId }) => ({
      companyId: sql`current_setting('app.company_id', true)::int`,
      barcode,
      itemId: id,
      unitId,
    }));
    if (rows.length > 0) await tx.insert(itemBarcodes).values(rows as never);
    await tx.delete(itemPersons).where(eq(itemPersons.itemId, id));
    const personIds = new Set((input.contributors as { personId: number }[]).map((line) => line.personId));
    if (personIds.size > 0)
      await tx.insert(itemPersons).values(
        [...personIds].map((personId) => ({
          companyId: sql`current_setting('app.company_id', true)::int`,
          personId,
          itemId: id,
        })) as never,
      );
  },
  // A scanned barcode finds its item exactly, whatever unit it belongs to; in a bookshop customers ask
  // by author and publisher, so a name also finds the items of its persons and producer. Written as
  // lists of ids (not EXISTS) so the planner combines them with the trigram index scans instead of
  // reading every row.
  searchAlso: (term) => {
    const barcode = sql`${items.id} = ANY(ARRAY(SELECT b.item_id FROM item_barcodes b WHERE b.barcode = ${term.replace(/\s+/g, '')}))`;
    const pattern = containsPattern(term);
    if (searchFold(term).trim().length < PEOPLE_SEARCH_MIN) return barcode;
    return sql`(${barcode}
      OR ${items.producerId} = ANY(ARRAY(SELECT p.id FROM producers p WHERE search_fold(p.name) LIKE ${pattern}))
      OR ${items.id} = ANY(ARRAY(SELECT ip.item_id FROM item_persons ip
           JOIN persons p ON p.company_id = ip.company_id AND p.id = ip.person_id
          WHERE search_fold(p.name) LIKE ${pattern})))`;
  },
  async decorate(tx, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return rows;
    const found = await tx
      .select({
        itemId: stockBalances.itemId,
        balances: sql<
          Record<string, string>
        >`jsonb_object_agg(${stockBalances.warehouseId}, ${stockBalances.quantity}::text)`,
        onHand: sql<string>`sum(${stockBalances.quantity})::text`,
      })
      .from(stockBalances)
      .where(inArray(stockBalances.itemId, ids))
      .groupBy(stockBalances.itemId);
    const byItem = new Map(found.map((balance) => [balance.itemId, balance]));
    // The shelves picking visits first come first (placements are kept by the warehouse module).
    const shelved = await tx.execute<{ item_id: number; shelves: string }>(sql`
      SELECT s.item_id, string_agg(l.code, ', ' ORDER BY s.priority, l.code) AS shelves
        FROM item_shelves s JOIN locations l ON l.company_id = s.company_id AND l.id = s.location_id
       WHERE s.item_id IN (${sql.join(ids, sql`, `)}) GROUP BY s.item_id`);
    const shelvesOf = new Map(shelved.rows.map((row) => [row.item_id, row.shelves]));
    return rows.map((row) => {
      const balance = byItem.get(row.id as number);
      const onHand = balance?.onHand ?? '0';
      const minimum = Number(row.minStock ?? 0);
      return {
        ...row,
        balances: balance?.balances ?? {},
        onHand,
        belowMinimum: minimum > 0 && Number(onHand) < minimum,
        shelves: shelvesOf.get(row.id as number) ?? '',
      };
    });
  },
};
