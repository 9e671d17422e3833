import type { ReportPage } from '@kibo/contracts/resources';
import { Big, openItemsFifo } from '@kibo/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import { type StockWorld, stockWorld } from './stock-world.ts';

// `/rapor/cariislem`, `/rapor/caribakiye` and `/rapor/kasaislem` against the entries themselves:
// opening, debit, credit and closing per account and register; balances at a date aged by the same
// first-in-first-out rule the account's open items use.

let world: StockWorld;
let t: TestApp;
const accounts: number[] = [];
const registers: number[] = [];
let item = 0;

const report = async (name: string, query: Record<string, string>) => {
  const answer = await t.call(
    'GET',
    `/api/reports/${name}?${new URLSearchParams({ pageSize: '500', ...query })}`,
    {
      token: world.admin,
    },
  );
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data as ReportPage;
};
const day = (n: number) =>
  `2026-0${6 + Math.floor((n - 1) / 28)}-${String(((n - 1) % 28) + 1).padStart(2, '0')}`;
const sum = (rows: Record<string, unknown>[], key: string) =>
  rows.reduce((total, row) => total.plus((row[key] as string) ?? '0'), new Big(0));

beforeAll(async () => {
  world = await stockWorld();
  t = world.t;
  for (const title of ['Işıklı Kırtasiye', 'Çınar Büro', 'Ödemiş Kitabevi'])
    accounts.push((await world.create('/api/accounts', { title, riskLimit: '5000' })).id);
  registers.push(
    (await world.create('/api/cash-accounts', { code: 'K1', name: 'Merkez Kasa', kind: 'cash' })).id,
  );
  registers.push(
    (
      await world.create('/api/cash-accounts', {
        code: 'B1',
        name: 'İş Bankası TL',
        kind: 'bank',
        bankName: 'Türkiye İş Bankası',
        iban: 'TR33 0006 1005 1978 6457 8413 26',
      })
    ).id,
  );
  item = (await world.create('/api/items', { code: 'L1', name: 'Defter', unitId: world.ids.unit })).id;
});
afterAll(() => t.close());

describe('account and cash reports equal their ledgers', () => {
  it('holds for random invoices, collections and payments', async () => {
    const step = fc.record({
      kind: fc.constantFrom('salesInvoice', 'purchaseInvoice', 'cashCollection', 'cashPayment'),
      day: fc.integer({ min: 1, max: 56 }),
      due: fc.integer({ min: 0, max: 90 }),
      account: fc.integer({ min: 0, max: 2 }),
      register: fc.integer({ min: 0, max: 1 }),
      amount: fc.integer({ min: 1, max: 200_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 56 }),
        fc.integer({ min: 0, max: 40 }),
        async (steps, from, span) => {
          for (const each of steps) {
            const amount = (each.amount / 100).toFixed(2);
            const accountId = accounts[each.account]!;
            if (each.kind === 'salesInvoice' || each.kind === 'purchaseInvoice') {
              const dueDate = new Date(Date.parse(`${day(each.day)}T00:00:00Z`) + each.due * 86_400_000)
                .toISOString()
                .slice(0, 10);
              await world.post({
                ...world.documentOf(each.kind, day(each.day), [[item, '1', amount]]),
                accountId,
                dueDate,
              });
            } else {
              const answer = await t.call('POST', '/api/vouchers', {
                token: world.admin,
                body: {
                  voucherType: each.kind,
                  date: day(each.day),
                  cashAccountId: registers[each.register],
                  lines: [
                    {
                      accountId,
                      ...(each.kind === 'cashCollection' ? { credit: amount } : { debit: amount }),
                    },
                  ],
                },
              });
              expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
            }
          }
          const dateFrom = day(from);
          const dateTo = day(Math.min(56, from + span));
          const entries = (
            await t.database.pool.query(
              `SELECT id, account_id, date, due_date AS "dueDate", debit::text, credit::text FROM account_entries
                WHERE company_id = $1 AND currency = 'TRY' ORDER BY id`,
              [world.acme.id],
            )
          ).rows;

          // Opening, debit, credit, closing per account.
          const moves = await report('account-transactions', { dateFrom, dateTo });
          for (const accountId of accounts) {
            const mine = entries.filter((entry) => entry.account_id === accountId && entry.date <= dateTo);
            const before = mine.filter((entry) => entry.date < dateFrom);
            const inside = mine.filter((entry) => entry.date >= dateFrom);
            const row = moves.list.find((each) => each.accountId === accountId);
            const opening = sum(before, 'debit').minus(sum(before, 'credit'));
            if (!row) {
              expect(inside.length === 0 && opening.eq(0)).toBe(true);
              continue;
            }
            expect(new Big(row.opening as string).eq(opening)).toBe(true);
            expect(new Big(row.debit as string).eq(sum(inside, 'debit'))).toBe(true);
            expect(new Big(row.credit as string).eq(sum(inside, 'credit'))).toBe(true);
            expect(
              new Big(row.closing as string).eq(
                opening.plus(sum(inside, 'debit')).minus(sum(inside, 'credit')),
              ),
            ).toBe(true);
          }
          expect(new Big(moves.totals.closing!).eq(sum(moves.list, 'closing'))).toBe(true);

          // Balance at the end date, aged as the account's open items are.
          const aged = await report('account-balance', { date: dateTo });
          for (const accountId of accounts) {
            const mine = entries.filter((entry) => entry.account_id === accountId && entry.date <= dateTo);
            const balance = sum(mine, 'debit').minus(sum(mine, 'credit'));
            const row = aged.list.find((each) => each.accountId === accountId);
            if (balance.eq(0)) {
              expect(row).toBeUndefined();
              continue;
            }
            expect(new Big(row!.balance as string).eq(balance)).toBe(true);
            const open = openItemsFifo(mine as never);
            const overdue = (item: { dueDate: string | null; date: string }) =>
              (Date.parse(dateTo) - Date.parse(item.dueDate ?? item.date)) / 86_400_000;
            const bucket = (test: (days: number) => boolean) =>
              open.items
                .filter((each) => test(overdue(each)))
                .reduce((total, each) => total.plus(each.remaining), new Big(0))
                .times(balance.gt(0) ? 1 : -1);
            expect(new Big(row!.notDue as string).eq(bucket((days) => days < 0))).toBe(true);
            expect(new Big(row!.overdue30 as string).eq(bucket((days) => days >= 0 && days <= 30))).toBe(
              true,
            );
            expect(new Big(row!.overdue60 as string).eq(bucket((days) => days >= 31 && days <= 60))).toBe(
              true,
            );
            expect(new Big(row!.overdueMore as string).eq(bucket((days) => days > 90))).toBe(true);
            const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdueMore'].reduce(
              (total, key) => total.plus(row![key] as string),
              new Big(0),
            );
            expect(buckets.eq(balance)).toBe(true);
          }

          // Registers: opening, in, out, closing.
          const cash = (
            await t.database.pool.query(
              `SELECT cash_account_id, date, debit::text, credit::text FROM cash_entries
                WHERE company_id = $1 AND currency = 'TRY' AND date <= $2`,
              [world.acme.id, dateTo],
            )
          ).rows;
          const drawer = await report('cash-transactions', { dateFrom, dateTo });
          for (const register of registers) {
            const mine = cash.filter((entry) => entry.cash_account_id === register);
            const row = drawer.list.find((each) => each.cashAccountId === register);
            if (mine.length === 0) {
              expect(row).toBeUndefined();
              continue;
            }
            const before = mine.filter((entry) => entry.date < dateFrom);
            const inside = mine.filter((entry) => entry.date >= dateFrom);
            expect(
              new Big(row!.opening as string).eq(sum(before, 'debit').minus(sum(before, 'credit'))),
            ).toBe(true);
            expect(new Big(row!.moneyIn as string).eq(sum(inside, 'debit'))).toBe(true);
            expect(new Big(row!.moneyOut as string).eq(sum(inside, 'credit'))).toBe(true);
            expect(new Big(row!.closing as string).eq(sum(mine, 'debit').minus(sum(mine, 'credit')))).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it('shows risk use and narrows to debtors or creditors', async () => {
    const debtors = await report('account-balance', { side: 'receivable' });
    expect(debtors.list.every((row) => new Big(row.balance as string).gt(0))).toBe(true);
    const creditors = await report('account-balance', { side: 'payable' });
    expect(creditors.list.every((row) => new Big(row.balance as string).lt(0))).toBe(true);
    for (const row of debtors.list)
      expect(Number(row.riskUsed)).toBeCloseTo((Number(row.balance) * 100) / 5000, 2);
  });
});
