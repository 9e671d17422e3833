import { accountServices, accounts } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ResourceBinding } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import * as tables from './accounts.tables.ts';
import { accountHooks } from './accounts.ts';

const bindings = [
  { def: accounts, table: tables.accounts, hooks: accountHooks },
  { def: accountServices, table: tables.accountServices },
] as unknown as ResourceBinding[];

/** Current accounts (cari): the account card and the services sold to accounts. */
export function registerAccountRoutes(app: FastifyInstance): void {
  for (const binding of bindings) registerResourceRoutes(app, binding);
}
export { accountBalances, accountEntries, pointBalances, pointEntries } from './ledger.tables.ts';
export {
  type AccountDelta,
  accountBalancesJson,
  accountBalancesSql,
  applyAccounts,
  applyPoints,
  netAccountDeltas,
} from './ledger.ts';
