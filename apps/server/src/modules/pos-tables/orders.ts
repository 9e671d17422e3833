import type { KitchenTicketData, TableLineInput } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { recordDeletionAwayFromTill } from '../pos-session/index.ts';
import { lockedOrder, tableOf, userName } from './order-rows.ts';
import { allowedOrApproved, totalOf } from './rights.ts';

// What waiters do on a table's order. Lines are added and changed one request at a time, never by
// sending the whole order back, so two waiters at one table cannot overwrite each other's dishes.

/**
 * Opens an order on a free table, or answers the one already open there: two waiters tapping the
 * same free table meet on the unique index and share one order.
 */
export async function openOrder(tx: Db, user: Session, tableId: number): Promise<number> {
  const { rows: table } = await tx.execute(sql`
    SELECT 1 FROM pos_tables WHERE company_id = current_setting('app.company_id')::int AND id = ${tableId} AND active`);
  if (!table.length) throw notFound();
  const { rows: made } = await tx.execute<{ id: number }>(sql`
    INSERT INTO pos_table_orders (company_id, table_id, opened_by)
    VALUES (current_setting('app.company_id')::int, ${tableId}, ${user.userId})
    ON CONFLICT (company_id, table_id) WHERE status = 'open' AND split_of IS NULL DO NOTHING
    RETURNING id`);
  if (made[0]) return made[0].id;
  const { rows: open } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM pos_table_orders WHERE company_id = current_setting('app.company_id')::int
       AND table_id = ${tableId} AND status = 'open' AND split_of IS NULL`);
  if (!open[0]) throw refused('posTables.tableChanged');
  return open[0].id;
}

/** The stock card's shop price with VAT, as the till starts a line (the server prices, not the page). */
async function pricedItem(tx: Db, itemId: number) {
  const { rows } = await tx.execute<{
    name: string;
    price: string;
    currency: string;
    vatIncluded: boolean;
    vatRate: string;
  }>(sql`
    SELECT name, sale_price::text AS price, sale_currency AS currency, vat_included AS "vatIncluded", vat_rate AS "vatRate"
      FROM items WHERE company_id = current_setting('app.company_id')::int AND id = ${itemId} AND active`);
  const item = rows[0];
  if (!item) throw invalidField('itemId', 'v.referenceMissing');
  // Tables are paid at the till, in lira only.
  if (item.currency !== 'TRY') throw invalidField('itemId', 'posTables.itemCurrency');
  const factor = new Big(100).plus(item.vatRate).div(100);
  const unitPrice = item.vatIncluded ? new Big(item.price) : new Big(item.price).times(factor);
  return {
    name: item.name,
    vatRate: item.vatRate,
    unitPrice: unitPrice.round(4, Big.roundHalfUp).toFixed(4),
  };
}

/**
 * Adds a dish. The same dish with the same note, not yet sent, by the same waiter, counts up on its
 * line (an atomic `quantity + n`, so two adds at once both count); otherwise it is a line of its own.
 */
export async function addLine(tx: Db, user: Session, orderId: number, input: TableLineInput): Promise<void> {
  await lockedOrder(tx, orderId, 'share');
  const item = await pricedItem(tx, input.itemId);
  const { rows } = await tx.execute(sql`
    UPDATE pos_table_lines SET quantity = quantity + ${input.quantity}::numeric
     WHERE company_id = current_setting('app.company_id')::int AND sent_at IS NULL AND id = (
       SELECT id FROM pos_table_lines WHERE company_id = current_setting('app.company_id')::int
          AND order_id = ${orderId} AND item_id = ${input.itemId} AND sent_at IS NULL AND note = ${input.note}
          AND added_by = ${user.userId} AND unit_price = ${item.unitPrice}::numeric
        ORDER BY id LIMIT 1)
    RETURNING id`);
  if (rows.length) return;
  await tx.execute(sql`
    INSERT INTO pos_table_lines (company_id, order_id, item_id, name, quantity, unit_price, vat_rate, note, added_by)
    VALUES (current_setting('app.company_id')::int, ${orderId}, ${input.itemId}, ${item.name}, ${input.quantity},
            ${item.unitPrice}, ${item.vatRate}, ${input.note}, ${user.userId})`);
}

type LockedLine = {
  id: number;
  itemId: number;
  name: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  note: string;
  sent: boolean;
  printer: string;
};

/** A line of the order, locked for this change (after the order, as everywhere). */
async function lockedLine(tx: Db, orderId: number, lineId: number): Promise<LockedLine> {
  const { rows } = await tx.execute<LockedLine>(sql`
    SELECT id, item_id AS "itemId", name, quantity::text, unit_price::text AS "unitPrice",
           vat_rate::text AS "vatRate", note, sent_at IS NOT NULL AS sent, printer
      FROM pos_table_lines WHERE company_id = current_setting('app.company_id')::int
       AND order_id = ${orderId} AND id = ${lineId} FOR UPDATE`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Quantity and note of a line the kitchen has not seen yet; a sent one is taken off instead. */
export async function updateLine(
  tx: Db,
  orderId: number,
  lineId: number,
  input: { quantity: string; note: string },
): Promise<void> {
  await lockedOrder(tx, orderId, 'share');
  const line = await lockedLine(tx, orderId, lineId);
  if (line.sent) throw refused('posTables.lineSent');
  await tx.execute(sql`
    UPDATE pos_table_lines SET quantity = ${input.quantity}, note = ${input.note}
     WHERE company_id = current_setting('app.company_id')::int AND id = ${lineId}`);
}

/** A price changed by hand: the user's right, or a manager's approval of this very change. */
export async function changePrice(
  tx: Db,
  user: Session,
  orderId: number,
  lineId: number,
  input: { unitPrice: string; approvalToken?: string },
): Promise<void> {
  await lockedOrder(tx, orderId, 'share');
  const line = await lockedLine(tx, orderId, lineId);
  const { approvedBy } = await allowedOrApproved(
    tx,
    user,
    'canChangePrice',
    'changePrice',
    input.approvalToken,
    {
      lineId,
      newPrice: input.unitPrice,
    },
  );
  await tx.execute(sql`
    UPDATE pos_table_lines SET unit_price = ${input.unitPrice}
     WHERE company_id = current_setting('app.company_id')::int AND id = ${lineId}`);
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posTableLine',
    entityId: lineId,
    action: 'update',
    before: { orderId, item: line.name, unitPrice: line.unitPrice },
    after: { orderId, item: line.name, unitPrice: input.unitPrice, approvedBy },
  });
}

/**
 * Lines as kitchen tickets: one per printer category they print on (named ones in order, the general
 * ticket last), with the table, who sends them and the order's number.
 */
async function ticketsFor(
  tx: Db,
  user: Session,
  orderId: number,
  kind: KitchenTicketData['kind'],
  lines: { quantity: string; name: string; note: string; printer: string }[],
): Promise<KitchenTicketData[]> {
  if (!lines.length) return [];
  const { table } = await tableOf(tx, orderId);
  const waiter = await userName(tx, user.userId);
  const printers = [...new Set(lines.map((line) => line.printer))].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'tr'),
  );
  return printers.map((printer) => ({
    kind,
    printer,
    table,
    waiter,
    order: orderId,
    lines: lines
      .filter((line) => line.printer === printer)
      .map((line) => ({ quantity: line.quantity, name: line.name, note: line.note })),
  }));
}

/**
 * Takes a line, or `quantity` of it, off the order. Before the kitchen has it, it is the waiter
 * correcting what they typed: nothing was prepared. Once sent, dishes exist, and taking one off is
 * what would hide a sale: it needs the delete right (`posCanDelete`) or a manager's approval, prints
 * an İPTAL ticket where the dish printed, leaves an audit row, and is a deleted line in the Z of the
 * till open now (`recordDeletionAwayFromTill`).
 */
export async function removeLine(
  tx: Db,
  user: Session,
  orderId: number,
  lineId: number,
  input: { quantity: string | null; approvalToken?: string },
): Promise<KitchenTicketData[]> {
  await lockedOrder(tx, orderId, 'share');
  const line = await lockedLine(tx, orderId, lineId);
  const quantity = input.quantity ?? line.quantity;
  if (new Big(quantity).gt(line.quantity))
    throw invalidField('quantity', 'posTables.overQuantity', {
      quantity: line.quantity.replace(/\.?0+$/, ''),
    });
  const { approvedBy, approvalId } = line.sent
    ? await allowedOrApproved(tx, user, 'canDelete', 'deleteLine', input.approvalToken, { lineId })
    : { approvedBy: null, approvalId: null };
  const left = new Big(line.quantity).minus(quantity);
  if (left.eq(0))
    await tx.execute(
      sql`DELETE FROM pos_table_lines WHERE company_id = current_setting('app.company_id')::int AND id = ${lineId}`,
    );
  else
    await tx.execute(sql`
      UPDATE pos_table_lines SET quantity = ${left.toFixed(4)}
       WHERE company_id = current_setting('app.company_id')::int AND id = ${lineId}`);
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posTableLine',
    entityId: lineId,
    action: 'delete',
    before: {
      orderId,
      itemId: line.itemId,
      item: line.name,
      quantity,
      unitPrice: line.unitPrice,
      sent: line.sent,
    },
    after: { left: left.toFixed(4), approvedBy },
  });
  if (!line.sent) return [];
  await recordDeletionAwayFromTill(tx, user, {
    kind: 'deleteLine',
    itemId: line.itemId,
    quantity,
    amount: totalOf([{ ...line, quantity }]),
    reason: (await tableOf(tx, orderId)).table,
    approvedBy,
    approvalId,
  });
  return ticketsFor(tx, user, orderId, 'cancel', [{ ...line, quantity }]);
}

/**
 * Cancels a whole order (guests left without eating, an order opened on the wrong table). With
 * dishes already sent it is a deleted receipt: the right or a manager's approval, İPTAL tickets, and
 * a void (the order's lines as they stood) in the Z of the till open now.
 */
export async function cancelOrder(
  tx: Db,
  user: Session,
  orderId: number,
  input: { approvalToken?: string },
): Promise<KitchenTicketData[]> {
  await lockedOrder(tx, orderId, 'update');
  await refuseOpenParts(tx, orderId);
  const { rows: lines } = await tx.execute<{
    itemId: number;
    quantity: string;
    name: string;
    note: string;
    printer: string;
    sent: boolean;
    unitPrice: string;
    vatRate: string;
  }>(sql`
    SELECT item_id AS "itemId", quantity::text, name, note, printer, sent_at IS NOT NULL AS sent,
           unit_price::text AS "unitPrice", vat_rate::text AS "vatRate"
      FROM pos_table_lines WHERE company_id = current_setting('app.company_id')::int AND order_id = ${orderId} ORDER BY id`);
  const sent = lines.filter((line) => line.sent);
  const { approvedBy, approvalId } = sent.length
    ? await allowedOrApproved(tx, user, 'canDelete', 'deleteReceipt', input.approvalToken)
    : { approvedBy: null, approvalId: null };
  const { table } = await tableOf(tx, orderId);
  await tx.execute(sql`
    UPDATE pos_table_orders SET status = 'cancelled', closed_by = ${user.userId}, closed_at = now()
     WHERE company_id = current_setting('app.company_id')::int AND id = ${orderId}`);
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posTableOrder',
    entityId: orderId,
    action: 'delete',
    before: { table, lines },
    after: { status: 'cancelled', approvedBy },
  });
  if (sent.length)
    await recordDeletionAwayFromTill(tx, user, {
      kind: 'void',
      lines: lines.map(({ itemId, quantity, unitPrice, vatRate }) => ({
        itemId,
        quantity,
        unitPrice,
        discounts: [],
        vatRate,
      })),
      amount: totalOf(lines),
      reason: table,
      approvedBy,
      approvalId,
    });
  return ticketsFor(tx, user, orderId, 'cancel', sent);
}

/** An order is paid or cancelled whole: the bills split off it are paid or merged back first. */
export async function refuseOpenParts(tx: Db, orderId: number): Promise<void> {
  const { rows } = await tx.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM pos_table_orders
     WHERE company_id = current_setting('app.company_id')::int AND split_of = ${orderId} AND status = 'open'`);
  const count = rows[0]?.count ?? 0;
  if (count > 0) throw refused('posTables.partsOpen', { count });
}

/**
 * Sends what the kitchen has not seen (of the order and the bills split off it): each line is marked
 * sent with the printer category its stock category (or the nearest parent's) prints on, and the
 * tickets come back for this device to print. Two waiters sending at once: the second waits for the
 * first's lines and sends only what is left, so no dish is printed twice.
 */
export async function sendToKitchen(tx: Db, user: Session, orderId: number): Promise<KitchenTicketData[]> {
  await lockedOrder(tx, orderId, 'share');
  const { rows: pending } = await tx.execute<{
    id: number;
    quantity: string;
    name: string;
    note: string;
  }>(sql`
    SELECT id, quantity::text, name, note FROM pos_table_lines
     WHERE company_id = current_setting('app.company_id')::int AND sent_at IS NULL AND order_id IN (
       SELECT id FROM pos_table_orders WHERE company_id = current_setting('app.company_id')::int
          AND (id = ${orderId} OR split_of = ${orderId}) AND status = 'open')
     ORDER BY id FOR UPDATE`);
  if (!pending.length) return [];
  const ids = pending.map((line) => line.id);
  const { rows: printed } = await tx.execute<{ id: number; printer: string }>(sql`
    WITH RECURSIVE chain (line_id, category_id, depth) AS (
      SELECT l.id, i.category_id, 0 FROM pos_table_lines l
        JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
       WHERE l.company_id = current_setting('app.company_id')::int AND l.id = ANY(${sql.param(ids)}::int[]) AND i.category_id IS NOT NULL
      UNION ALL
      SELECT chain.line_id, c.parent_id, chain.depth + 1 FROM chain
        JOIN categories c ON c.company_id = current_setting('app.company_id')::int AND c.id = chain.category_id
       WHERE c.parent_id IS NOT NULL AND chain.depth < 20)
    SELECT DISTINCT ON (chain.line_id) chain.line_id AS id, p.name AS printer FROM chain
      JOIN pos_printer_categories pc ON pc.company_id = current_setting('app.company_id')::int AND pc.category_id = chain.category_id
      JOIN pos_kitchen_printers p ON p.company_id = pc.company_id AND p.id = pc.printer_id
     ORDER BY chain.line_id, chain.depth`);
  const printerOf = new Map(printed.map((row) => [row.id, row.printer]));
  const lines = pending.map((line) => ({ ...line, printer: printerOf.get(line.id) ?? '' }));
  await tx.execute(sql`
    UPDATE pos_table_lines l SET sent_at = now(), printer = p.printer
      FROM unnest(${sql.param(ids)}::int[], ${sql.param(lines.map((line) => line.printer))}::text[]) AS p(id, printer)
     WHERE l.company_id = current_setting('app.company_id')::int AND l.id = p.id`);
  return ticketsFor(tx, user, orderId, 'order', lines);
}
