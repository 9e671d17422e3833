import { createHash } from 'node:crypto';
import { documentInput } from '@kibo/contracts/resources';
import { Big, round, specialBaseShare } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { notFound, refused } from '../../platform/http/errors.ts';
import { saveDocument } from '../documents/index.ts';
import { HELD_ELSEWHERE, pickingRules } from './picking.read.ts';

type PickedLine = {
  order_id: number;
  order_status: string;
  account_id: number | null;
  warehouse_id: number;
  currency: string;
  exchange_rate: string;
  price_list: string;
  prices_include_vat: boolean;
  shipping_address: string;
  order_description: string;
  discount_kind: 'percent' | 'amount' | null;
  discount_value: string;
  line_id: number;
  item_id: number;
  description: string;
  unit_id: number | null;
  unit_factor: string;
  unit_price: string;
  discounts: string[];
  vat_rate: string;
  otv_rate: string;
  withholding: string;
  withholding_code: string;
  exemption_code: string;
  special_base: string | null;
  /** Main units. */
  ordered: string;
  left: string;
  picked: string;
  held_elsewhere: string;
};

/** One key per (round, order): the waybill save is idempotent on its own as well. */
const waybillKey = (companyId: number, pickingId: number, orderId: number) => {
  const hex = createHash('sha256').update(`picking:${companyId}:${pickingId}:${orderId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * A waybill line for what was picked: in the order line's own unit when the picked quantity fills
 * whole units of it (2 boxes), otherwise in the main unit at the matching price.
 */
function waybillLine(line: PickedLine) {
  const factor = new Big(line.unit_factor);
  const picked = new Big(line.picked);
  const whole = factor.eq(1) || picked.mod(factor).eq(0);
  const discounts = line.discounts.filter((_, index, all) =>
    all.slice(index).some((value) => Number(value) !== 0),
  );
  return {
    itemId: line.item_id,
    description: line.description,
    quantity: round(whole ? picked.div(factor) : picked, 4),
    unitId: whole ? line.unit_id : null,
    unitPrice: round(whole ? new Big(line.unit_price) : new Big(line.unit_price).div(factor), 4),
    discounts,
    vatRate: String(Number(line.vat_rate)),
    otvRate: line.otv_rate,
    withholding: line.withholding,
    withholdingCode: line.withholding_code,
    exemptionCode: line.exemption_code,
    // The picked part bears its share of the order line's special base.
    specialBase: specialBaseShare(line.special_base, picked, line.ordered),
    sourceLineId: line.line_id,
  };
}

async function waybillsOf(tx: Db, ids: number[]) {
  const found = await tx.execute<{ id: number; number: string }>(sql`
    SELECT id, number FROM documents WHERE company_id = current_setting('app.company_id')::int
       AND id = ANY(${sql.param(ids)}::int[]) ORDER BY id`);
  return found.rows;
}

/**
 * Closes a round: one sales waybill per order for what was picked, through the document save (stock
 * out, supplied quantities of the order lines), in the round's own transaction. Short picks are
 * refused unless the warehouse settings allow closing them. Finishing twice answers the first result.
 */
export async function finishPicking(tx: Db, session: Session, pickingId: number) {
  const [picking] = (
    await tx.execute<{ status: string; waybill_ids: number[] }>(sql`
      SELECT status, waybill_ids FROM pickings
       WHERE company_id = current_setting('app.company_id')::int AND id = ${pickingId} FOR UPDATE`)
  ).rows;
  if (!picking) throw notFound();
  if (picking.status === 'finished')
    return { waybills: await waybillsOf(tx, picking.waybill_ids), replayed: true };
  if (picking.status !== 'open') throw refused('pick.closed');
  const rules = await pickingRules(tx);
  const lines = (
    await tx.execute<PickedLine>(sql`
      SELECT d.id AS order_id, d.status AS order_status, d.account_id, coalesce(p.warehouse_id, d.warehouse_id) AS warehouse_id,
             d.currency, d.exchange_rate::text AS exchange_rate, d.price_list, d.prices_include_vat,
             d.shipping_address, d.description AS order_description, d.discount_kind,
             d.discount_value::text AS discount_value, l.withholding, l.withholding_code, l.exemption_code,
             l.special_base::text AS special_base, round(l.quantity * l.unit_factor, 4)::text AS ordered,
             l.id AS line_id, l.item_id, l.description, l.unit_id, l.unit_factor::text AS unit_factor,
             l.unit_price::text AS unit_price, ARRAY[l.discount1::text, l.discount2::text, l.discount3::text] AS discounts,
             l.vat_rate::text AS vat_rate, l.otv_rate::text AS otv_rate,
             (round(l.quantity * l.unit_factor, 4) - l.supplied_quantity)::text AS left,
             coalesce((SELECT sum(pl.quantity) FROM picking_lines pl WHERE pl.company_id = p.company_id
                         AND pl.picking_id = p.id AND pl.order_line_id = l.id), 0)::text AS picked,
             ${HELD_ELSEWHERE(sql`p.id`, sql`l.id`)}::text AS held_elsewhere
        FROM pickings p
        JOIN picking_orders po ON po.company_id = p.company_id AND po.picking_id = p.id
        JOIN documents d ON d.company_id = po.company_id AND d.id = po.order_id
        JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
       WHERE p.company_id = current_setting('app.company_id')::int AND p.id = ${pickingId}
       ORDER BY d.id, l.line_no`)
  ).rows;
  const picked = lines.filter((line) => new Big(line.picked).gt(0));
  if (picked.length === 0) throw refused('pick.nothing');
  if (picked.some((line) => line.order_status !== 'saved')) throw refused('pick.orderNotOpen');
  const short = lines.some(
    (line) =>
      line.order_status === 'saved' && new Big(line.left).minus(line.picked).minus(line.held_elsewhere).gt(0),
  );
  if (short && !rules.allowShort) throw refused('pick.short');

  const [now] = (
    await tx.execute<{ date: string; time: string }>(sql`
      SELECT to_char(now() AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM-DD') AS date,
             to_char(now() AT TIME ZONE 'Europe/Istanbul', 'HH24:MI') AS time`)
  ).rows;
  const waybillIds: number[] = [];
  for (const orderId of [...new Set(picked.map((line) => line.order_id))]) {
    const ofOrder = picked.filter((line) => line.order_id === orderId);
    const head = ofOrder[0]!;
    const input = documentInput.parse({
      docType: 'despatchOut',
      date: now!.date,
      time: now!.time,
      accountId: head.account_id,
      warehouseId: head.warehouse_id,
      currency: head.currency,
      exchangeRate: head.exchange_rate,
      priceList: head.price_list,
      pricesIncludeVat: head.prices_include_vat,
      // As the editor's conversion carries them: where it goes, what was said, the order's discount.
      shippingAddress: head.shipping_address,
      description: head.order_description,
      documentDiscount:
        head.discount_kind && new Big(head.discount_value).gt(0)
          ? { kind: head.discount_kind, value: round(head.discount_value, 2) }
          : null,
      lines: ofOrder.map(waybillLine),
    });
    const saved = await saveDocument(tx, session, input, {
      idempotencyKey: waybillKey(session.companyId, pickingId, orderId),
    });
    waybillIds.push(saved.document.id);
  }
  await tx.execute(sql`
    UPDATE pickings SET status = 'finished', finished_at = now(), waybill_ids = ${sql.param(waybillIds)}::int[]
     WHERE company_id = current_setting('app.company_id')::int AND id = ${pickingId}`);
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'picking',
    entityId: pickingId,
    action: 'update',
    before: { status: 'open' },
    after: { status: 'finished', waybillIds, short },
  });
  return { waybills: await waybillsOf(tx, waybillIds), replayed: false };
}
