import type { PosReceiptInput } from '@kibo/contracts/resources';
import {
  Big,
  type DiscountRule,
  isPriceChanged,
  offeredPrice,
  readScan,
  type ScanRules,
  tillPrice,
} from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { consumeApproval, tillRightsOf } from '../pos-access/index.ts';

// The spec's POS permission on prices: a cashier without the price right sells at what the card and
// the company's discount definitions give (the till starts every line there). Any other price or
// discount, line by line, and any receipt discount, needs a manager's approval token, used up here
// in the sale's transaction (a sale that rolls back gives it back).

type Card = {
  id: number;
  name: string;
  /** Its code and every barcode: what a scale label's item code is looked up by. */
  codes: string[];
  salePrice: string;
  vatIncluded: boolean;
  vatRate: string;
  categoryId: number | null;
  prices: { list: string; price: string }[];
  units: { unitId: number; factor: string }[];
};

async function cardsOf(tx: Db, itemIds: number[]): Promise<Map<number, Card>> {
  const { rows } = await tx.execute<Card>(sql`
    SELECT id, name, array_prepend(code, barcodes || ARRAY(
             SELECT b.barcode FROM item_barcodes b WHERE b.company_id = i.company_id AND b.item_id = i.id)) AS codes,
           sale_price::text AS "salePrice", vat_included AS "vatIncluded", vat_rate AS "vatRate",
           category_id AS "categoryId", prices, units
      FROM items i WHERE company_id = current_setting('app.company_id')::int
       AND id = ANY(${sql.param([...new Set(itemIds)])}::int[])`);
  return new Map(rows.map((card) => [card.id, card]));
}

/** The discount definitions in force, as the domain's `bestDiscount` reads them. */
export async function activeDiscounts(tx: Db): Promise<DiscountRule[]> {
  const { rows } = await tx.execute<DiscountRule & Record<string, unknown>>(sql`
    SELECT id, scope, item_id AS "itemId", category_id AS "categoryId", account_group AS "accountGroup",
           min_quantity::text AS "minQuantity", rate::text, amount::text, start_date::text AS "startDate",
           end_date::text AS "endDate", priority, active
      FROM discounts WHERE company_id = current_setting('app.company_id')::int AND active`);
  return rows;
}

type TablePrice = { unitPrice: string; left: Big };

/**
 * The prices a restaurant table's order holds per item, each with its quantity: set at the table
 * from the card, or changed there under the same rule (with its own approval), so the till's receipt
 * for it may carry them — each for no more than the order's quantity at that price.
 */
async function tablePrices(tx: Db, orderId: number | null): Promise<Map<number, TablePrice[]>> {
  if (orderId === null) return new Map();
  const { rows } = await tx.execute<{ itemId: number; unitPrice: string; quantity: string }>(sql`
    SELECT item_id AS "itemId", unit_price::text AS "unitPrice", sum(quantity)::text AS quantity
      FROM pos_table_lines
     WHERE company_id = current_setting('app.company_id')::int AND order_id = ${orderId}
     GROUP BY item_id, unit_price`);
  const prices = new Map<number, TablePrice[]>();
  for (const row of rows)
    prices.set(row.itemId, [
      ...(prices.get(row.itemId) ?? []),
      { unitPrice: row.unitPrice, left: new Big(row.quantity) },
    ]);
  return prices;
}

/** Takes the line's quantity off a table price it carries; false when the order holds no such price for it. */
function takeTablePrice(prices: TablePrice[] | undefined, line: PosReceiptInput['lines'][number]): boolean {
  if (line.unitId !== null) return false;
  const match = prices?.find(
    (price) =>
      price.left.gte(line.quantity) && !isPriceChanged(line, { unitPrice: price.unitPrice, discount: '0' }),
  );
  if (!match) return false;
  match.left = match.left.minus(line.quantity);
  return true;
}

async function pricingContext(tx: Db, accountId: number | null) {
  const [rules, account, scan] = await Promise.all([
    activeDiscounts(tx),
    accountId === null
      ? Promise.resolve({ rows: [] })
      : tx.execute<{ priceList: string; group: string }>(sql`
          SELECT price_list AS "priceList", "group" FROM accounts
           WHERE company_id = current_setting('app.company_id')::int AND id = ${accountId}`),
    tx.execute<{ scale: ScanRules['scale'] }>(sql`
      SELECT scale_barcodes AS scale FROM companies WHERE id = current_setting('app.company_id')::int`),
  ]);
  return {
    rules,
    scan: { scale: scan.rows[0]?.scale ?? [] },
    priceList: account.rows[0]?.priceList ?? 'sale1',
    accountGroup: account.rows[0]?.group ?? '',
  };
}

/**
 * A line read from a scale's price label, at the label's price: the label names the item (by the
 * company's scale rules) and the price is what the scale printed, so nobody changed it.
 */
function pricedByLabel(line: PosReceiptInput['lines'][number], card: Card, scan: ScanRules): boolean {
  if (!line.scaleLabel || line.discounts.some((discount) => Number(discount) !== 0)) return false;
  const reading = readScan(line.scaleLabel, scan);
  return (
    reading.kind === 'price' &&
    new Big(reading.price!).eq(line.unitPrice) &&
    reading.lookup.some((code) => card.codes.includes(code))
  );
}

/**
 * Refuses a passive cashier's changed prices and receipt discount unless each carries a manager's
 * approval, which it uses up. Receipts rung up offline are taken as sold: the till allows no
 * change there without a manager (approvals need the server), and the card may have changed since.
 */
export async function refuseUnapprovedPrices(tx: Db, user: Session, input: PosReceiptInput): Promise<void> {
  if (input.madeOffline) return;
  const rights = await tillRightsOf(tx, user.userId);
  if (rights.changePrice) return;
  if (input.receiptDiscount && Number(input.receiptDiscount.value) > 0) {
    if (!input.discountApproval) throw invalidField('receiptDiscount', 'pos.discountNeedsApproval');
    await consumeApproval(tx, user, input.discountApproval, 'changePrice');
  }
  const [cards, context, atTable] = await Promise.all([
    cardsOf(
      tx,
      input.lines.map((line) => line.itemId),
    ),
    pricingContext(tx, input.accountId),
    tablePrices(tx, input.tableOrderId),
  ]);
  for (const [index, line] of input.lines.entries()) {
    const card = cards.get(line.itemId);
    // An unknown card is the document save's to refuse, with its own message.
    if (!card || pricedByLabel(line, card, context.scan)) continue;
    const factor =
      line.unitId === null ? '1' : (card.units.find((unit) => unit.unitId === line.unitId)?.factor ?? '1');
    const offered = offeredPrice(
      {
        itemId: card.id,
        categoryId: card.categoryId,
        quantity: line.quantity,
        listPrice: tillPrice(card, context.priceList, factor),
      },
      context.rules,
      { accountGroup: context.accountGroup, date: input.date },
    );
    if (!isPriceChanged(line, offered)) continue;
    if (takeTablePrice(atTable.get(card.id), line)) continue;
    if (!line.approval)
      throw invalidField(`lines.${index}.unitPrice`, 'pos.priceNeedsApproval', { item: card.name });
    const { detail } = await consumeApproval(tx, user, line.approval, 'changePrice');
    // An approval names the item and the price the manager saw: it is good for that line only.
    if (
      (detail.itemId !== undefined && detail.itemId !== card.id) ||
      (detail.newPrice !== undefined && !new Big(detail.newPrice).eq(line.unitPrice))
    )
      throw invalidField(`lines.${index}.unitPrice`, 'pos.approvalOtherLine', { item: card.name });
  }
}
