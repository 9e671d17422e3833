import {
  cashAccounts as cashAccountsDef,
  incomeExpenseTypes as incomeExpenseTypesDef,
} from '@kibo/contracts/resources';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ResourceBinding, ResourceHooks } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { cashAccounts, cashBalances, cashSessions, incomeExpenseTypes } from './cash.tables.ts';
import { registerCashEntryRoutes } from './entries.ts';
import { registerIncomeExpenseRoutes } from './income-expense-list.ts';

export { cashAccounts, cashEntries, cashSessionCounts, cashSessions, tillPayments } from './cash.tables.ts';
export { seedCashDefaults } from './defaults.ts';
export { priceIncomeExpense } from './income-expense.ts';
export { applyCash, type CashDelta } from './ledger.ts';
export {
  closeSession,
  openSession,
  openSessionsOf,
  refuseClosedSessions,
  sessionWithExpected,
} from './sessions.ts';

// The list shows what each register or bank holds, per currency, from the balance table.
const hooks: ResourceHooks = {
  async decorate(tx, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return rows;
    const found = await tx
      .select({
        cashAccountId: cashBalances.cashAccountId,
        balances: sql<
          Record<string, string>
        >`jsonb_object_agg(${cashBalances.currency}, ${cashBalances.balance}::text ORDER BY ${cashBalances.currency})`,
      })
      .from(cashBalances)
      .where(inArray(cashBalances.cashAccountId, ids))
      .groupBy(cashBalances.cashAccountId);
    const byRegister = new Map(found.map((row) => [row.cashAccountId, row.balances]));
    // A till's open session, so the list offers its moves and its close; and its rescue sessions
    // (late offline receipts of a closed one), waiting to be counted.
    const open = await tx
      .select({ id: cashSessions.id, cashAccountId: cashSessions.cashAccountId, status: cashSessions.status })
      .from(cashSessions)
      .where(and(inArray(cashSessions.cashAccountId, ids), inArray(cashSessions.status, ['open', 'rescue'])))
      .orderBy(cashSessions.id);
    const sessionOf = new Map(
      open
        .filter((session) => session.status === 'open')
        .map((session) => [session.cashAccountId, session.id]),
    );
    const rescuesOf = (register: number) =>
      open
        .filter((session) => session.status === 'rescue' && session.cashAccountId === register)
        .map((session) => session.id);
    return rows.map((row) => ({
      ...row,
      balances: byRegister.get(row.id as number) ?? {},
      openSessionId: sessionOf.get(row.id as number) ?? null,
      rescueSessionIds: rescuesOf(row.id as number),
    }));
  },
};

const bindings = [
  { def: cashAccountsDef, table: cashAccounts, hooks },
  { def: incomeExpenseTypesDef, table: incomeExpenseTypes },
] as unknown as ResourceBinding[];

/** Cash and bank: registers and bank accounts, income and expense types, and the registers' movements. */
export function registerCashRoutes(app: FastifyInstance): void {
  for (const binding of bindings) registerResourceRoutes(app, binding);
  registerCashEntryRoutes(app);
  registerIncomeExpenseRoutes(app);
}
