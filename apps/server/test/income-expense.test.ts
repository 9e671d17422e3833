import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './harness.ts';
import {
  admin,
  closeVoucherWorld,
  held,
  ids,
  ledgerSum,
  owed,
  post,
  saved,
  setUpVoucherWorld,
  t,
  voucher,
} from './voucher-world.ts';

// Income and expense entries: a type's VAT taken out of the amount, through a register.

let till = 0;

beforeAll(async () => {
  await setUpVoucherWorld();
  const made = await t.call('POST', '/api/cash-accounts', {
    token: admin,
    body: { kind: 'cash', code: 'KASA', name: 'Merkez Kasa' },
  });
  till = made.envelope.data.record.id;
});
afterAll(closeVoucherWorld);

describe('income and expense entries (/kasa/gelirgiderhareket)', () => {
  it('take the VAT out of the amount at the type’s rate, move the register, and list with totals', async () => {
    const type = async (body: object) =>
      (await t.call('POST', '/api/income-expense-types', { token: admin, body })).envelope.data.record
        .id as number;
    const rent = await type({ kind: 'expense', code: 'KIRA', name: 'İşyeri Kirası', vatRate: '20' });
    const interest = await type({ kind: 'income', code: 'FAIZ', name: 'Faiz Geliri', vatRate: '0' });
    const before = await held(till);
    const paid = await saved(
      voucher('expense', [{ incomeExpenseTypeId: rent, debit: '1200' }], { cashAccountId: till }),
    );
    expect(paid.number).toBe('GDR000001');
    expect(paid.lines[0]).toMatchObject({
      vatRate: '20',
      vatAmount: '200.0000',
      description: 'İşyeri Kirası',
      accountId: null,
    });
    await saved(
      voucher('income', [{ incomeExpenseTypeId: interest, credit: '55.40', description: 'Vadeli hesap' }], {
        cashAccountId: till,
      }),
    );
    // A rate chosen on the line wins over the type's.
    await saved(
      voucher('expense', [{ incomeExpenseTypeId: rent, debit: '110', vatRate: '10' }], {
        cashAccountId: till,
      }),
    );
    expect(await held(till)).toBe((Number(before) - 1200 + 55.4 - 110).toFixed(4));
    expect(await owed(ids.customer)).toBe(await ledgerSum(ids.customer));

    const list = await t.call('GET', '/api/income-expense-entries?kind=expense', { token: admin });
    expect(
      list.envelope.data.list.map((row: { net: string; vat: string; typeName: string }) => [
        row.typeName,
        row.net,
        row.vat,
      ]),
    ).toEqual([
      ['İşyeri Kirası', '100.0000', '10.0000'],
      ['İşyeri Kirası', '1000.0000', '200.0000'],
    ]);
    expect(list.envelope.data.totals).toEqual([
      { kind: 'expense', currency: 'TRY', count: 2, net: '1100.0000', vat: '210.0000', total: '1310.0000' },
    ]);

    // An edit works the VAT out again; a cancelled entry leaves the list and the register.
    const edited = await t.call('PUT', `/api/vouchers/${paid.id}`, {
      token: admin,
      body: voucher('expense', [{ incomeExpenseTypeId: rent, debit: '600' }], {
        cashAccountId: till,
        version: paid.version,
      }),
    });
    expect(edited.envelope.data.record.lines[0].vatAmount).toBe('100.0000');
    await t.call('POST', `/api/vouchers/${paid.id}/cancel`, { token: admin });
    expect(await held(till)).toBe((Number(before) + 55.4 - 110).toFixed(4));
    const searched = await t.call('GET', '/api/income-expense-entries?search=vadeli', { token: admin });
    expect(searched.envelope.data.list).toEqual([
      expect.objectContaining({ kind: 'income', net: '55.4000' }),
    ]);
  });

  it('refuses an income type on an expense, an account, and a missing type', async () => {
    const { envelope } = await t.call('GET', '/api/income-expense-types?search=faiz', { token: admin });
    const interest = envelope.data.list[0].id;
    const refused = async (body: object) => fieldErrors(await post(body));
    expect(
      await refused(
        voucher('expense', [{ incomeExpenseTypeId: interest, debit: '10' }], {
          cashAccountId: till,
        }),
      ),
    ).toEqual({
      'lines.0.incomeExpenseTypeId':
        'Seçilen gelir/gider türü bu fişe uymuyor: Faiz Geliri (gelir fişine gelir, gider fişine gider türü seçilmelidir)',
    });
    expect(
      await refused(
        voucher('income', [{ incomeExpenseTypeId: interest, accountId: ids.customer, credit: '10' }], {
          cashAccountId: till,
        }),
      ),
    ).toEqual({ 'lines.0.accountId': expect.any(String) });
    expect(await refused(voucher('income', [{ credit: '10' }], { cashAccountId: till }))).toEqual({
      'lines.0.incomeExpenseTypeId': 'Bu alan boş bırakılamaz',
    });
    // A type belongs to income and expense entries only.
    expect(
      await refused(
        voucher('cashDebit', [{ incomeExpenseTypeId: interest, credit: '10' }], {
          cashAccountId: till,
        }),
      ),
    ).toEqual({ 'lines.0.incomeExpenseTypeId': expect.any(String) });
  });
});
