import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  closeVoucherWorld,
  ids,
  owed,
  saved,
  setUpVoucherWorld,
  t,
  voucher,
} from './voucher-world.ts';

beforeAll(setUpVoucherWorld);
afterAll(closeVoucherWorld);

// What the voucher tests make first: the customer's opening debit and a credit, and a transfer
// from a lira supplier to a dollar one.
beforeAll(async () => {
  await saved(voucher('accountDebit', [{ accountId: ids.customer, debit: '1000', dueDate: '2026-12-23' }]));
  await saved(voucher('accountCredit', [{ accountId: ids.customer, credit: '250.50' }]));
  await saved(
    voucher('accountTransfer', [
      { accountId: ids.supplier, debit: '4000' },
      { accountId: ids.dollar, credit: '100', currency: 'USD', exchangeRate: '40' },
    ]),
  );
});

describe('account views', () => {
  it('/cari/islem lists every account’s entries with filters, running balances and totals', async () => {
    const all = await t.call('GET', '/api/account-entries?pageSize=500', { token: admin });
    expect(all.statusCode).toBe(200);
    const { list, totals, total } = all.envelope.data;
    expect(total).toBe(list.length);
    const sumOf = (field: 'debit' | 'credit', currency: string) =>
      list
        .filter((row: { currency: string }) => row.currency === currency)
        .reduce((sum: number, row: Record<string, string>) => sum + Number(row[field]), 0);
    for (const row of totals) {
      expect(Number(row.debit)).toBeCloseTo(sumOf('debit', row.currency), 4);
      expect(Number(row.credit)).toBeCloseTo(sumOf('credit', row.currency), 4);
    }
    const lastTry = list.filter((row: { currency: string }) => row.currency === 'TRY').at(-1);
    const tryTotals = totals.find((row: { currency: string }) => row.currency === 'TRY');
    expect(Number(lastTry.balance)).toBeCloseTo(Number(tryTotals.debit) - Number(tryTotals.credit), 4);

    const search = await t.call('GET', `/api/account-entries?search=${encodeURIComponent('IŞIK')}`, {
      token: admin,
    });
    expect(
      new Set(search.envelope.data.list.map((row: { accountTitle: string }) => row.accountTitle)),
    ).toEqual(new Set(['Işık Kırtasiye']));
    const credits = await t.call('GET', '/api/account-entries?source=accountCredit', { token: admin });
    expect(credits.envelope.data.list.map((row: { number: string }) => row.number)).toEqual(['AD000001']);
    const dollars = await t.call('GET', `/api/account-entries?currency=USD&accountId=${ids.dollar}`, {
      token: admin,
    });
    expect(dollars.envelope.data.list).toHaveLength(1);
    expect(dollars.envelope.data.list[0]).toMatchObject({
      source: 'accountTransfer',
      credit: '100.0000',
      balance: '-100.0000',
    });
    // One account from a date on: its ledger, the balance carried from before that day.
    const ledgerOf = (
      await t.call('POST', '/api/accounts', { token: admin, body: { title: 'Devreden Müşteri' } })
    ).envelope.data.record.id;
    await saved(voucher('accountDebit', [{ accountId: ledgerOf, debit: '300' }], { date: '2026-11-01' }));
    await saved(voucher('accountDebit', [{ accountId: ledgerOf, debit: '500' }], { date: '2026-11-20' }));
    const carried = await t.call('GET', `/api/account-entries?accountId=${ledgerOf}&dateFrom=2026-11-10`, {
      token: admin,
    });
    expect(carried.envelope.data.openings).toEqual({ TRY: '300.0000' });
    expect(carried.envelope.data.list.map((row: { balance: string }) => row.balance)).toEqual(['800.0000']);
    const none = await t.call('GET', '/api/account-entries?dateFrom=2027-01-01', { token: admin });
    expect(none.envelope.data).toMatchObject({ total: 0, list: [] });
    const bad = await t.call('GET', '/api/account-entries?source=nothing', { token: admin });
    expect(bad.statusCode).toBe(422);
    const file = await t.call('GET', '/api/account-entries/export?currency=USD', { token: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('/cari/acik shows what is still open by due date, payments closing the oldest first', async () => {
    const buyer = (await t.call('POST', '/api/accounts', { token: admin, body: { title: 'Vadeli Müşteri' } }))
      .envelope.data.record.id;
    const big = await saved(
      voucher('accountDebit', [{ accountId: buyer, debit: '1000', dueDate: '2026-12-10' }]),
    );
    await saved(voucher('accountDebit', [{ accountId: buyer, debit: '500', dueDate: '2026-11-30' }]));
    await saved(voucher('accountDebit', [{ accountId: buyer, debit: '300' }], { date: '2026-11-01' }));
    await saved(voucher('accountCredit', [{ accountId: buyer, credit: '600' }]));
    const open = await t.call('GET', `/api/open-items?accountId=${buyer}&asOf=2026-12-05`, { token: admin });
    expect(open.statusCode).toBe(200);
    // 600 closes the 300 due 1 November and 300 of the 500 due 30 November.
    expect(
      open.envelope.data.list.map((item: Record<string, unknown>) => [
        item.due,
        item.remaining,
        item.daysOverdue,
      ]),
    ).toEqual([
      ['2026-11-30', '200.0000', 5],
      ['2026-12-10', '1000.0000', 0],
    ]);
    expect(open.envelope.data.accounts).toEqual([
      expect.objectContaining({ accountId: buyer, side: 'debit', open: '1200.0000', overdue: '200.0000' }),
    ]);
    expect(await owed(buyer)).toBe('1200.0000');
    const overdue = await t.call('GET', `/api/open-items?accountId=${buyer}&asOf=2026-12-05&overdue=true`, {
      token: admin,
    });
    expect(overdue.envelope.data.list.map((item: { remaining: string }) => item.remaining)).toEqual([
      '200.0000',
    ]);
    const later = await t.call('GET', `/api/open-items?accountId=${buyer}&dueFrom=2026-12-01`, {
      token: admin,
    });
    expect(later.envelope.data.list.map((item: { number: string }) => item.number)).toEqual([big.number]);
    // Every open account: suppliers we owe show their credits.
    const every = await t.call('GET', '/api/open-items?currency=USD', { token: admin });
    expect(every.envelope.data.accounts).toEqual([
      expect.objectContaining({ accountId: ids.dollar, side: 'credit', open: '100.0000' }),
    ]);
    // Pages walk accounts, each with all of its items: never every entry of every account at once.
    const all = await t.call('GET', '/api/open-items?pageSize=200', { token: admin });
    const first = await t.call('GET', '/api/open-items?pageSize=1', { token: admin });
    expect(first.envelope.data.total).toBe(all.envelope.data.total);
    expect(all.envelope.data.total).toBeGreaterThan(1);
    expect(first.envelope.data.accounts).toEqual([all.envelope.data.accounts[0]]);
    const second = await t.call('GET', '/api/open-items?pageSize=1&page=2', { token: admin });
    expect(second.envelope.data.accounts).toEqual([all.envelope.data.accounts[1]]);
  });

  it('/cari/list gives balances in Turkish title order, searched and filtered as asked', async () => {
    // A member whose balance came back to zero keeps a row of zero.
    await saved(voucher('accountDebit', [{ accountId: ids.member, debit: '10' }]));
    await saved(voucher('accountCredit', [{ accountId: ids.member, credit: '10' }]));
    const list = async (query: string) => {
      const answer = await t.call('GET', `/api/account-balances?${query}`, { token: admin });
      expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
      return answer.envelope.data.list.map((row: Record<string, string>) => [
        row.title,
        row.currency,
        row.balance,
      ]);
    };
    const known = ['Global Paper Inc.', 'Işık Kırtasiye', 'Kağıt Tedarik', 'Şule İnce'];
    const all = await list('pageSize=100');
    expect(all.filter((row: string[]) => known.includes(row[0]!))).toEqual([
      ['Global Paper Inc.', 'USD', '-100.0000'],
      ['Işık Kırtasiye', 'TRY', '749.5000'],
      ['Kağıt Tedarik', 'TRY', '4000.0000'],
      ['Şule İnce', 'TRY', '0.0000'],
    ]);
    expect(await list('search=IŞIK')).toEqual([['Işık Kırtasiye', 'TRY', '749.5000']]);
    expect(await list('search=ince')).toEqual([['Şule İnce', 'TRY', '0.0000']]);
    expect(await list('currency=USD')).toEqual([['Global Paper Inc.', 'USD', '-100.0000']]);
    expect((await list('nonZero=true')).map((row: string[]) => row[0])).not.toContain('Şule İnce');
    expect(await list('pageSize=1&page=2')).toEqual([all[1]]);
    const bad = await t.call('GET', '/api/account-balances?pageSize=5001', { token: admin });
    expect(bad.statusCode).toBe(422);
  });
});
