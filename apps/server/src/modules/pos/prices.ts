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
import { allInOneWrite, type Db } from '../../platform/db/client.ts';
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

/**
 * The VAT rate each line sells at: its card's, whatever the till sent (a device's copy may be older
 * than a rate change), so the receipt's VAT per rate is the books'. Prices include VAT: what the
 * customer pays does not move.
 */
export async function withCardVat<Line extends { itemId: number; vatRate: string }>(
  tx: Db,
  lines: Line[],
): Promise<Line[]> {
  const { rows } = await tx.execute<{ id: number; vatRate: string }>(sql`
    SELECT id, vat_rate AS "vatRate" FROM items WHERE company_id = current_setting('app.company_id')::int
       AND id = ANY(${sql.param([...new Set(lines.map((line) => line.itemId))])}::int[])`);
  const rates = new Map(rows.map((row) => [row.id, row.vatRate]));
  return lines.map((line) => ({ ...line, vatRate: rates.get(line.itemId) ?? line.vatRate }));
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
  const [rules, account, scan] = await allInOneWrite(tx, () => [
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

/** A price or discount a passive cashier's offline receipt carries with no approval (none could be asked). */
export interface UnapprovedPrice {
  itemId: number | null;
  item: string;
  unitPrice: string;
  offered: string;
}

const sameDiscount = (approved: string | undefined, line: { discounts: readonly string[] }) =>
  new Big(approved ?? 0).eq(line.discounts[0] ?? 0) && line.discounts.slice(1).every((d) => new Big(d).eq(0));

/**
 * A passive cashier's changed prices and receipt discount: each must carry a manager's approval of
 * exactly that (the item, the resulting price and discount; the receipt discount's kind and value),
 * used up here. A receipt rung up offline could ask none: its changes are answered, for the sale to
 * record them for the manager, instead of refused (the sale has happened, on a device and by a user
 * allowed to sell offline).
 */
export async function checkPrices(tx: Db, user: Session, input: PosReceiptInput): Promise<UnapprovedPrice[]> {
  const rights = await tillRightsOf(tx, user.userId);
  if (rights.changePrice) return [];
  const unapproved: UnapprovedPrice[] = [];
  const discount = input.receiptDiscount;
  if (discount && Number(discount.value) > 0) {
    if (input.madeOffline)
      unapproved.push({
        itemId: null,
        item: '',
        unitPrice: `${discount.kind}:${discount.value}`,
        offered: '0',
      });
    else {
      if (!input.discountApproval) throw invalidField('receiptDiscount', 'pos.discountNeedsApproval');
      const { detail } = await consumeApproval(tx, user, input.discountApproval, 'changePrice');
      const [kind, value] = (detail.receiptDiscount ?? ':').split(':');
      if (kind !== discount.kind || !value || !new Big(value).eq(discount.value))
        throw invalidField('receiptDiscount', 'pos.approvalOtherDiscount');
    }
  }
  const [cards, context, atTable] = await allInOneWrite(tx, () => [
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
    if (input.madeOffline) {
      unapproved.push({
        itemId: card.id,
        item: card.name,
        unitPrice: line.unitPrice,
        offered: offered.unitPrice,
      });
      continue;
    }
    if (!line.approval)
      throw invalidField(`lines.${index}.unitPrice`, 'pos.priceNeedsApproval', { item: card.name });
    const { detail } = await consumeApproval(tx, user, line.approval, 'changePrice');
    // An approval names the item and the price and discount the manager saw: good for them only.
    if (
      detail.itemId !== card.id ||
      !new Big(detail.newPrice ?? offered.unitPrice).eq(line.unitPrice) ||
      !sameDiscount(detail.discount, line)
    )
      throw invalidField(`lines.${index}.unitPrice`, 'pos.approvalOtherLine', { item: card.name });
  }
  return unapproved;
}
