import { expect } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

// One company with a customer, two suppliers (one in dollars) and a loyalty member, for the voucher
// and account-view tests.
export let t: TestApp;
export let acme: CompanyFixture;
export let admin: string;
export const ids = {} as Record<'customer' | 'supplier' | 'dollar' | 'member', number>;
export const today = '2026-11-23';

export const post = (body: object, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/vouchers', { token: admin, body, headers });
export const saved = async (body: object) => {
  const answer = await post(body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record;
};
export const voucher = (voucherType: string, lines: object[], extra: object = {}) => ({
  voucherType,
  date: today,
  lines,
  ...extra,
});
export const owed = async (accountId: number, currency = 'TRY') =>
  (
    await t.database.pool.query(
      'SELECT balance::text FROM account_balances WHERE company_id = $1 AND account_id = $2 AND currency = $3',
      [acme.id, accountId, currency],
    )
  ).rows[0]?.balance ?? '0.0000';
export const points = async (accountId: number) =>
  (
    await t.database.pool.query(
      'SELECT points FROM point_balances WHERE company_id = $1 AND account_id = $2',
      [acme.id, accountId],
    )
  ).rows[0]?.points ?? 0;
/** The balance must always equal the sum of its ledger. */
export const ledgerSum = async (accountId: number, currency = 'TRY') =>
  (
    await t.database.pool.query(
      `SELECT coalesce(sum(debit - credit), 0)::numeric(19,4)::text AS s FROM account_entries
        WHERE company_id = $1 AND account_id = $2 AND currency = $3`,
      [acme.id, accountId, currency],
    )
  ).rows[0].s;

/** What a register holds in a currency, and what its ledger adds up to: always the same. */
export const held = async (cashAccountId: number, currency = 'TRY') => {
  const { rows } = await t.database.pool.query(
    `SELECT (SELECT balance::text FROM cash_balances WHERE company_id = $1 AND cash_account_id = $2 AND currency = $3) AS balance,
            (SELECT coalesce(sum(debit - credit), 0)::numeric(19,4)::text FROM cash_entries
              WHERE company_id = $1 AND cash_account_id = $2 AND currency = $3) AS ledger`,
    [acme.id, cashAccountId, currency],
  );
  const balance = rows[0].balance ?? '0.0000';
  expect(rows[0].ledger).toBe(balance);
  return balance;
};

export async function setUpVoucherWorld() {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  const account = async (body: object) => {
    const answer = await t.call('POST', '/api/accounts', { token: admin, body });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    return answer.envelope.data.record.id as number;
  };
  ids.customer = await account({ title: 'Işık Kırtasiye' });
  ids.supplier = await account({ title: 'Kağıt Tedarik', role: 'supplier' });
  ids.dollar = await account({ title: 'Global Paper Inc.', role: 'supplier' });
  ids.member = await account({ title: 'Şule İnce' });
}
export const closeVoucherWorld = () => t.close();
