import type { OfflineAccount, OfflineItem, OfflinePage } from '@kibo/contracts/resources';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';

// The pages a till downloads to sell offline, in change order: (updated_at, id) after the cursor,
// read through the (company_id, updated_at, id) indexes. The cursor keeps the database's own text of
// the time (microseconds), which a JavaScript date would round away.

type Paged<Row> = Row & { cursor: string; recent: boolean; horizon: string };

/**
 * Whether a row changed in the last minute, with that minute's start. A transaction stamps its rows
 * when it starts and shows them when it commits: a save still running may yet show a row older than
 * the newest one seen. So a download that reached the last minute stops its cursor a minute back,
 * and the next refresh reads that minute again (a row read twice is the same row).
 */
const RECENT = `t.updated_at > now() - interval '1 minute' AS recent,
          (now() - interval '1 minute')::text AS horizon`;
const AFTER = `($1::text IS NULL OR (t.updated_at, t.id) > (split_part($1, '|', 1)::timestamptz, split_part($1, '|', 2)::int))`;

const itemPage = prepared<Paged<OfflineItem>>(
  'offline.items',
  `SELECT t.id, t.code, t.name, t.active, t.unit_id AS "unitId", u.name AS "unitName",
          coalesce((SELECT jsonb_agg(jsonb_build_object('unitId', x."unitId", 'unitName', xu.name, 'factor', x.factor) ORDER BY x.n)
                      FROM ROWS FROM (jsonb_to_recordset(t.units) AS ("unitId" int, factor text)) WITH ORDINALITY AS x("unitId", factor, n)
                      JOIN units xu ON xu.company_id = t.company_id AND xu.id = x."unitId"), '[]') AS units,
          t.vat_rate AS "vatRate", t.sale_price::text AS "salePrice", t.sale_currency AS "saleCurrency", t.vat_included AS "vatIncluded",
          t.prices,
          coalesce((SELECT jsonb_agg(jsonb_build_object('barcode', b.barcode, 'unitId', b.unit_id) ORDER BY b.barcode)
                      FROM item_barcodes b WHERE b.company_id = t.company_id AND b.item_id = t.id), '[]') AS barcodes,
          t.category_id AS "categoryId",
          t.updated_at::text || '|' || t.id AS cursor, ${RECENT}
     FROM items t JOIN units u ON u.company_id = t.company_id AND u.id = t.unit_id
    WHERE ${AFTER}
    ORDER BY t.updated_at, t.id
    LIMIT $2`,
);

const accountPage = prepared<Paged<OfflineAccount>>(
  'offline.accounts',
  `SELECT t.id, t.code, t.title, t.active, t.tax_id AS "taxId", t.loyalty_card AS "loyaltyCard", t.phones,
          t.price_list AS "priceList", t.discount::text AS discount, t.risk_limit::text AS "riskLimit",
          t."group",
          t.updated_at::text || '|' || t.id AS cursor, ${RECENT}
     FROM accounts t
    WHERE ${AFTER}
    ORDER BY t.updated_at, t.id
    LIMIT $2`,
);

/**
 * How many rows changed after the cursor, this page's included: counted on its own through the
 * (company_id, updated_at, id) index. A window count beside the page's rows would build every
 * remaining row (its barcodes and units) before the limit, on every page: at 100,000 cards a
 * download would cost the square of its length.
 */
const remainingItems = prepared<{ remaining: number }>(
  'offline.itemsRemaining',
  `SELECT count(*)::int AS remaining FROM items t WHERE ${AFTER}`,
);
const remainingAccounts = prepared<{ remaining: number }>(
  'offline.accountsRemaining',
  `SELECT count(*)::int AS remaining FROM accounts t WHERE ${AFTER}`,
);

/** One page, how many rows are still to come (this page's included) and where the next page starts. */
function paged<Row>(
  rows: Paged<Row>[],
  remaining: number,
  after: string | undefined,
  limit: number,
): OfflinePage<Row> {
  const more = rows.length === limit && remaining > limit;
  const last = rows.at(-1);
  return {
    rows: rows.map(({ cursor: _c, recent: _n, horizon: _h, ...row }) => row as Row),
    cursor: !last ? (after ?? null) : !more && last.recent ? `${last.horizon}|0` : last.cursor,
    more,
    remaining: Math.max(remaining, rows.length),
  };
}

export async function offlineItems(tx: Db, after: string | undefined, limit: number) {
  const [rows, [count]] = await Promise.all([
    itemPage(tx, [after ?? null, limit]),
    remainingItems(tx, [after ?? null]),
  ]);
  return paged(rows, count?.remaining ?? 0, after, limit);
}

export async function offlineAccounts(tx: Db, after: string | undefined, limit: number) {
  const [rows, [count]] = await Promise.all([
    accountPage(tx, [after ?? null, limit]),
    remainingAccounts(tx, [after ?? null]),
  ]);
  return paged(rows, count?.remaining ?? 0, after, limit);
}

const itemIds = prepared<{ ids: number[] }>(
  'offline.itemIds',
  `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM items WHERE active`,
);
const accountIds = prepared<{ ids: number[] }>(
  'offline.accountIds',
  `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM accounts WHERE active`,
);

/** The ids still sold (a deleted or deactivated card leaves the device at its next refresh). */
export const activeItemIds = async (tx: Db) => (await itemIds(tx, []))[0]?.ids ?? [];
export const activeAccountIds = async (tx: Db) => (await accountIds(tx, []))[0]?.ids ?? [];

const stock = prepared<{ levels: [number, string][] }>(
  'offline.stock',
  `SELECT coalesce(json_agg(json_build_array(item_id, quantity::text) ORDER BY item_id), '[]') AS levels
     FROM stock_balances WHERE warehouse_id = $1 AND quantity <> 0`,
);

/** Stock levels of one warehouse, as [itemId, quantity] pairs: they change with every sale, so whole. */
export const offlineStock = async (tx: Db, warehouseId: number) =>
  (await stock(tx, [warehouseId]))[0]?.levels ?? [];

const balances = prepared<{ balances: [number, string, string][] }>(
  'offline.balances',
  `SELECT coalesce(json_agg(json_build_array(account_id, currency, balance::text) ORDER BY account_id), '[]') AS balances
     FROM account_balances WHERE balance <> 0`,
);

/** What each customer owes, as [accountId, currency, balance]: a till checks the risk limit with it. */
export const offlineBalances = async (tx: Db) => (await balances(tx, []))[0]?.balances ?? [];

const points = prepared<{ points: [number, number][] }>(
  'offline.points',
  `SELECT coalesce(json_agg(json_build_array(account_id, points) ORDER BY account_id), '[]') AS points
     FROM point_balances WHERE points <> 0`,
);

/** Each customer's spendable loyalty points, as [accountId, points]: shown when a card is scanned. */
export const offlinePoints = async (tx: Db) => (await points(tx, []))[0]?.points ?? [];
