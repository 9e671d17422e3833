import { Big } from '@kibo/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../modules/users/index.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { DEMO_LOGINS } from '../demo.ts';
import { bookPlans } from './books.ts';
import { saveCatalogue, saveParties, saveRegisters } from './master.ts';
import { runMonth } from './month.ts';
import { partyPlans } from './parties.ts';
import type { Shop } from './post.ts';
import { seededRandom } from './random.ts';
import { stationeryPlans } from './stationery.ts';

export type ShopSeed =
  | { seeded: true; items: number; accounts: number; documents: number; vouchers: number; ms: number }
  | { seeded: false; reason: 'noDemoCompany' | 'notEmpty' };

/** The tables the shop fills: their statistics are refreshed as they grow inside its one transaction. */
const FILLED = [
  'categories',
  'producers',
  'persons',
  'items',
  'item_barcodes',
  'accounts',
  'cash_accounts',
  'income_expense_types',
  'document_series',
  'documents',
  'document_lines',
  'stock_moves',
  'stock_balances',
  'account_entries',
  'account_balances',
  'vouchers',
  'voucher_lines',
  'settlements',
  'cash_entries',
  'cash_balances',
  'instruments',
  'instrument_moves',
  'audit_log',
];

/**
 * ANALYZE inside the seed's own transaction (it sees its own rows), as the owner of the tables: a new
 * install's tables have no statistics yet, and the server's young-table watcher (`young-tables.ts`)
 * only sees committed rows. Without it plans made for empty tables read every earlier row: a waybill's
 * invoice took forty seconds by the month's end.
 */
async function refreshStatistics(tx: Db): Promise<void> {
  await tx.execute(sql`SET LOCAL ROLE NONE`);
  await tx.execute(sql.raw(`ANALYZE ${FILLED.join(', ')}`));
  await tx.execute(sql`SET LOCAL ROLE kibo_tenant`);
}

const todayInTurkey = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

/**
 * Fills the demo company (the demo administrator's) with a bookshop-stationery's first month, once:
 * a company that already has stock cards, accounts or documents is left alone, so restarts add
 * nothing and a demo someone typed into is never mixed with invented data. One transaction under an
 * advisory lock: two processes starting together fill it once, and a failure leaves nothing half
 * made. Needs the app built first (`buildApp`): cards are saved through the resources it registers.
 */
export async function seedDemoShop(database: Database, today = todayInTurkey()): Promise<ShopSeed> {
  const started = performance.now();
  const admin = DEMO_LOGINS.find((login) => login.role === 'admin')!;
  const [user] = await database.system
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, admin.email));
  if (!user) return { seeded: false, reason: 'noDemoCompany' };
  return database.withTenant(user.companyId, async (tx): Promise<ShopSeed> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7268003)`);
    const found = await tx.execute<{ filled: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM items) OR EXISTS (SELECT 1 FROM accounts) OR EXISTS (SELECT 1 FROM documents) AS filled`,
    );
    if (found.rows[0]?.filled) return { seeded: false, reason: 'notEmpty' };
    const session: Session = {
      tokenHash: '',
      companyId: user.companyId,
      userId: user.id,
      role: 'admin',
      menuIds: new Set(),
      passwordExpired: false,
      agreementStatus: '1',
    };
    // The same shop on every install: one seed for the catalogue and people, one for the month.
    const random = seededRandom(19);
    const grown = () => refreshStatistics(tx);
    const items = await saveCatalogue(tx, session, [...bookPlans(random), ...stationeryPlans(random)], grown);
    const parties = await saveParties(tx, session, partyPlans(random));
    const shop: Shop = {
      tx,
      session,
      random: seededRandom(2026),
      registers: await saveRegisters(tx, session),
      items,
      customers: parties.filter((party) => party.plan.role === 'customer'),
      suppliers: parties.filter((party) => party.plan.role === 'supplier'),
      posted: [],
      open: [],
      carried: new Map(),
      tillCash: new Big(0),
      counts: { documents: 0, vouchers: 0 },
      refreshStatistics: grown,
    };
    await grown();
    await runMonth(shop, today);
    return {
      seeded: true,
      items: items.length,
      accounts: parties.length,
      ...shop.counts,
      ms: Math.round(performance.now() - started),
    };
  });
}

/** The start-up print's line about the demo shop. */
export function shopLine(result: ShopSeed): string {
  if (result.seeded)
    return `  Demo dükkân / demo shop: ${result.items} ürün, ${result.accounts} cari, ${result.documents} fiş, ${result.vouchers} makbuz (${(result.ms / 1000).toFixed(1)} s)`;
  return result.reason === 'notEmpty'
    ? '  Demo dükkân / demo shop: demo firmada zaten kayıt var, eklenmedi / the demo company already has data, left as it is'
    : '  Demo dükkân / demo shop: demo firma bulunamadı / no demo company';
}
