import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { supplierItems } from './einvoice.tables.ts';

// A sender's lines to our items, for drafts made of incoming e-documents: by barcode, then the
// supplier's own code learned before, then our code; and the learning, when a draft is saved.

export interface SupplierOf {
  id: number;
  title: string;
}

/**
 * The supplier's card, found by the VKN/TCKN its e-document names: an active card before a passive
 * one, one kept as a supplier (or both) before one kept only as a customer, the oldest first.
 */
export const supplierByTaxId = async (tx: Db, taxId: string): Promise<SupplierOf | undefined> =>
  (
    await tx.execute<{ id: number; title: string }>(
      sql`SELECT id, title FROM accounts WHERE tax_id = ${taxId}
           ORDER BY active DESC, role IN ('supplier', 'both') DESC, id LIMIT 1`,
    )
  ).rows[0];

export interface ItemMatch {
  itemId: number | null;
  matchedBy: 'barcode' | 'code' | 'supplierCode' | null;
}

export async function matchItem(
  tx: Db,
  accountId: number | null,
  line: { barcode: string; sellersItemId: string },
): Promise<ItemMatch> {
  const [match] = (
    await tx.execute<{ item_id: number; matched_by: ItemMatch['matchedBy'] }>(sql`
      SELECT item_id, matched_by FROM (
        SELECT b.item_id, 'barcode' AS matched_by, 1 AS rank FROM item_barcodes b WHERE ${line.barcode} <> '' AND b.barcode = ${line.barcode}
        UNION ALL
        -- Learned on any card of the same firm (its tax number), this one's first.
        SELECT s.item_id, 'supplierCode', CASE WHEN s.account_id = ${accountId}::int THEN 2 ELSE 3 END
          FROM supplier_items s
          JOIN accounts a ON a.company_id = s.company_id AND a.id = s.account_id
         WHERE ${line.sellersItemId} <> '' AND s.code = ${line.sellersItemId}
           AND (s.account_id = ${accountId}::int
                OR (a.tax_id <> '' AND a.tax_id = (SELECT tax_id FROM accounts WHERE id = ${accountId}::int)))
        UNION ALL
        SELECT i.id, 'code', 4 FROM items i WHERE ${line.sellersItemId} <> '' AND i.code = ${line.sellersItemId}
      ) found ORDER BY rank LIMIT 1`)
  ).rows;
  return { itemId: match?.item_id ?? null, matchedBy: match?.matched_by ?? null };
}

/**
 * The unit each line is counted in, by the UN/ECE code the sender wrote: none (the item's main
 * unit) when it is the main unit's code or no unit of the item has it, else the item's extra unit
 * with that code — so 5 boxes (BX) of 12 come in as 5 Koli, 60 pieces in stock.
 */
export async function unitsByCode(
  tx: Db,
  lines: readonly { itemId: number | null; unitCode: string }[],
): Promise<(number | null)[]> {
  return Promise.all(
    lines.map(async ({ itemId, unitCode }) => {
      if (!itemId || !unitCode) return null;
      const [found] = (
        await tx.execute<{ unit_id: number }>(sql`
          SELECT (extra->>'unitId')::int AS unit_id
            FROM items i
            JOIN units main ON main.company_id = i.company_id AND main.id = i.unit_id
            CROSS JOIN LATERAL jsonb_array_elements(i.units) extra
            JOIN units u ON u.company_id = i.company_id AND u.id = (extra->>'unitId')::int
           WHERE i.id = ${itemId} AND main.code <> ${unitCode} AND u.code = ${unitCode}
           ORDER BY u.id LIMIT 1`)
      ).rows;
      return found?.unit_id ?? null;
    }),
  );
}

/** Remembers, per line, that the supplier's code names the item chosen for it. */
export async function learnSupplierCodes(
  tx: Db,
  accountId: number,
  pairs: readonly { code: string; itemId: number }[],
): Promise<void> {
  for (const { code, itemId } of pairs) {
    if (!code) continue;
    await tx
      .insert(supplierItems)
      .values({ companyId: sql`current_setting('app.company_id')::int`, accountId, code, itemId })
      .onConflictDoUpdate({
        target: [supplierItems.companyId, supplierItems.accountId, supplierItems.code],
        set: { itemId, updatedAt: new Date() },
      });
  }
}
