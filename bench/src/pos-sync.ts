import { randomUUID } from 'node:crypto';
import { type PosReceiptInput, posReceiptTotal } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import type pg from 'pg';
import { type Api, cents, lcg, roundRobin } from './erp-data.ts';
import { OPENING_STOCK, priceCentsOf, type Shop, type Till, vatOf } from './pos-data.ts';

// The server's side of a line back up: each till's outbox sends what it sold offline, one receipt per
// request, its UUID the Idempotency-Key, `madeOffline` with the device key and its local number. Four
// clients, one per till, each sending its own receipts oldest first; then a sample sent again, then
// the books checked in the database.

/** Receipts sent again with their keys, as after lost answers: one in this many. */
const RESENT_EVERY = 20;

interface Planned {
  clientId: string;
  body: PosReceiptInput;
  /** Card numbers sold and how many of each. */
  sold: [number, number][];
  total: Big;
  cash: Big;
  card: Big;
}

const today = () => new Date().toLocaleDateString('sv-SE');

/**
 * `count` receipts of 1–6 random cards (1–3 of each) at their shop price; paid in cash (six in ten,
 * handed over rounded up to ten lira), by card (three in ten) or half and half.
 */
export function planReceipts(shop: Shop, tills: Till[], sessionId: number, count: number, items: number) {
  const r = lcg(7);
  const planned: Planned[] = [];
  for (let index = 0; index < count; index++) {
    const till = tills[index % tills.length]!;
    const sold = Array.from({ length: 1 + r(6) }, () => [1 + r(items), 1 + r(3)] as [number, number]);
    const lines = sold.map(([n, quantity]) => ({
      itemId: shop.itemIds[n]!,
      description: '',
      quantity: String(quantity),
      unitId: null,
      unitPrice: cents(priceCentsOf(n)),
      discounts: [],
      vatRate: vatOf(n),
      approval: null,
      scaleLabel: null,
    }));
    const total = new Big(posReceiptTotal({ lines, receiptDiscount: null }));
    const how = r(10);
    const cash = how < 6 ? total : how < 9 ? new Big(0) : total.div(2).round(2, Big.roundDown);
    const card = total.minus(cash);
    const payments = [
      ...(cash.gt(0) ? [{ method: 'cash' as const, amount: cash.toFixed(2) }] : []),
      ...(card.gt(0) ? [{ method: 'card' as const, amount: card.toFixed(2) }] : []),
    ];
    const clientId = randomUUID();
    const sequence = Math.floor(index / tills.length) + 1;
    planned.push({
      clientId,
      sold,
      total,
      cash,
      card,
      body: {
        clientId,
        sessionId,
        warehouseId: shop.warehouseId,
        seriesId: null,
        date: today(),
        time: new Date().toTimeString().slice(0, 8),
        accountId: null,
        description: '',
        lines,
        receiptDiscount: null,
        discountApproval: null,
        payments,
        pointsSpent: 0,
        cashTendered: how < 6 ? cash.div(10).round(0, Big.roundUp).times(10).toFixed(2) : null,
        basketId: null,
        tableOrderId: null,
        deletedLines: [],
        madeOffline: true,
        localNumber: `T${till.id}-${String(sequence).padStart(6, '0')}`,
        deviceKey: till.key,
      },
    });
  }
  return planned;
}

type Answer = { record: { id: number }; replayed: boolean };

export interface SyncRun {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Receipts refused or unanswered on the first send (sent again at the end, as the next round would). */
  failed: number;
  resent: { sent: number; answeredFirst: number };
  checks: string[];
}

/** Sends every planned receipt with `clients` clients, then a sample again; answers the figures. */
export async function syncReceipts(http: Api, planned: Planned[], clients: number) {
  const ids: number[] = [];
  const failed: number[] = [];
  const send = (index: number) =>
    http.call<Answer>('POST', '/api/pos/receipts', planned[index]!.body, {
      'idempotency-key': planned[index]!.clientId,
    });
  const run = await roundRobin(planned.length, clients, async (index) => {
    const started = performance.now();
    try {
      const answer = await send(index);
      ids[index] = answer.data.record.id;
      return answer.ms;
    } catch {
      failed.push(index);
      return performance.now() - started;
    }
  });
  for (const index of failed) ids[index] = (await send(index)).data.record.id;

  const sample = planned.flatMap((_, index) => (index % RESENT_EVERY === 0 ? [index] : []));
  let answeredFirst = 0;
  await roundRobin(sample.length, clients, async (at) => {
    const index = sample[at]!;
    const again = await send(index);
    if (again.data.replayed && again.data.record.id === ids[index]) answeredFirst++;
    return again.ms;
  });
  return {
    ...run,
    count: planned.length,
    failed: failed.length,
    resent: { sent: sample.length, answeredFirst },
  };
}

/**
 * The books after the sync, read as the database's owner: exactly one receipt per key, the stock
 * moved by what was sold, the session's cash and card by what was paid, numbers without gaps.
 */
export async function checkBooks(
  db: pg.Client,
  shop: Shop,
  planned: Planned[],
  expectedBefore: { cash: string; card: string },
  expectedAfter: { cash: string; card: string },
): Promise<string[]> {
  const keys = planned.map((receipt) => receipt.clientId);
  const [receipts] = (
    await db.query<{ found: number; keys: number; all: number; total: string }>(
      `SELECT count(*) FILTER (WHERE idempotency_key = ANY($2::uuid[]))::int AS found,
              count(DISTINCT idempotency_key) FILTER (WHERE idempotency_key = ANY($2::uuid[]))::int AS keys,
              count(*)::int AS "all", coalesce(sum(grand_total) FILTER (WHERE idempotency_key = ANY($2::uuid[])), 0)::text AS total
         FROM documents WHERE company_id = $1 AND doc_type = 'posReceipt'`,
      [shop.companyId, keys],
    )
  ).rows;
  const total = planned.reduce((sum, receipt) => sum.plus(receipt.total), new Big(0));

  const sold = new Map<number, number>();
  for (const receipt of planned)
    for (const [n, quantity] of receipt.sold) sold.set(n, (sold.get(n) ?? 0) + quantity);
  const [stock] = (
    await db.query<{ wrong: number; moved: string }>(
      `SELECT count(*) FILTER (WHERE b.quantity <> $3 - coalesce(e.sold, 0))::int AS wrong,
              sum($3 - b.quantity)::text AS moved
         FROM items i
         JOIN stock_balances b ON b.company_id = i.company_id AND b.item_id = i.id AND b.warehouse_id = $4
         LEFT JOIN unnest($2::int[], $5::numeric[]) AS e(item_id, sold) ON e.item_id = i.id
        WHERE i.company_id = $1 AND i.code LIKE 'BS%'`,
      [
        shop.companyId,
        [...sold.keys()].map((n) => shop.itemIds[n]),
        OPENING_STOCK,
        shop.warehouseId,
        [...sold.values()],
      ],
    )
  ).rows;
  const unitsSold = [...sold.values()].reduce((sum, quantity) => sum + quantity, 0);

  const cash = planned.reduce((sum, receipt) => sum.plus(receipt.cash), new Big(0));
  const card = planned.reduce((sum, receipt) => sum.plus(receipt.card), new Big(0));
  const cashMoved = new Big(expectedAfter.cash).minus(expectedBefore.cash);
  const cardMoved = new Big(expectedAfter.card).minus(expectedBefore.card);

  const series = (
    await db.query<{ count: number; distinct: number; first: number; last: number }>(
      `SELECT count(*)::int AS count, count(DISTINCT sequence)::int AS distinct, min(sequence) AS first, max(sequence) AS last
         FROM documents WHERE company_id = $1 AND doc_type = 'posReceipt' GROUP BY series_id`,
      [shop.companyId],
    )
  ).rows;
  const gapless = series.every((s) => s.count === s.distinct && s.last - s.first + 1 === s.count);
  const same = (a: Big | number | string, b: Big | number | string) => new Big(a).eq(b);
  return [
    `${receipts!.found} receipts for ${planned.length} keys (${receipts!.keys} distinct keys, ${receipts!.all} till receipts in all)` +
      ` — ${receipts!.found === planned.length && receipts!.keys === planned.length && receipts!.all === planned.length ? 'none lost or doubled' : 'LOST OR DOUBLED'}`,
    `totals ${same(receipts!.total, total) ? 'equal' : `DIFFER (${receipts!.total} vs ${total.toFixed(2)})`} the sum of the receipts (${total.toFixed(2)} TRY)`,
    `stock moved ${stock!.moved} for ${unitsSold} sold, ${stock!.wrong === 0 ? 'every card by its own sales' : `${stock!.wrong} CARDS WRONG`}`,
    `session's cash +${cashMoved.toFixed(2)} (${same(cashMoved, cash) ? 'equals' : 'DIFFERS FROM'} the cash paid ${cash.toFixed(2)}), ` +
      `card +${cardMoved.toFixed(2)} (${same(cardMoved, card) ? 'equals' : 'DIFFERS FROM'} ${card.toFixed(2)})`,
    `receipt numbers ${gapless ? 'gapless' : 'WITH GAPS'} (${series.map((s) => `${s.first}…${s.last}`).join(', ')})`,
  ];
}
