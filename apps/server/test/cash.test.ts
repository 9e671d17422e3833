import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  acme,
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

// Cash registers and bank accounts, and the vouchers that move money in and out of them.

const registers = {} as Record<'till' | 'bank' | 'euroBank', number>;

const register = async (body: object) => {
  const answer = await t.call('POST', '/api/cash-accounts', { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
beforeAll(async () => {
  await setUpVoucherWorld();
  registers.till = await register({ kind: 'cash', code: 'KASA', name: 'Merkez Kasa' });
  registers.bank = await register({
    kind: 'bank',
    code: 'ISB',
    name: 'İş Bankası TL',
    bankName: 'Türkiye İş Bankası',
    branch: 'Kadıköy',
    iban: 'tr33 0006 1005 1978 6457 8413 26',
  });
  registers.euroBank = await register({
    kind: 'bank',
    code: 'ISB-EUR',
    name: 'İş Bankası EUR',
    currency: 'EUR',
    bankName: 'Türkiye İş Bankası',
    iban: 'TR330006100519786457841326',
  });
});
afterAll(closeVoucherWorld);

describe('registers and banks', () => {
  it('a bank account needs its bank and a valid IBAN; the IBAN is kept in its bare form', async () => {
    const refused = await t.call('POST', '/api/cash-accounts', {
      token: admin,
      body: { kind: 'bank', code: 'YKB', name: 'Yapı Kredi' },
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual({
      bankName: 'Bu alan boş bırakılamaz',
      iban: 'Bu alan boş bırakılamaz',
    });
    const read = await t.call('GET', `/api/cash-accounts/${registers.bank}`, { token: admin });
    expect(read.envelope.data.iban).toBe('TR330006100519786457841326');
  });
});

describe('cash vouchers', () => {
  it('a collection credits the payers and brings the money into the register; a payment takes it out', async () => {
    const collected = await saved(
      voucher(
        'cashCollection',
        [
          { accountId: ids.customer, credit: '1500.25' },
          { accountId: ids.member, credit: '99.75', description: 'Elden' },
        ],
        { cashAccountId: registers.till },
      ),
    );
    expect(collected).toMatchObject({
      number: 'TM000001',
      cashAccountId: registers.till,
      cashAccount: 'KASA Merkez Kasa',
      total: '1600.0000',
    });
    expect(await owed(ids.customer)).toBe('-1500.2500');
    expect(await owed(ids.member)).toBe('-99.7500');
    expect(await held(registers.till)).toBe('1600.0000');

    const paid = await saved(
      voucher('cashPayment', [{ accountId: ids.supplier, debit: '600' }], { cashAccountId: registers.bank }),
    );
    expect(paid.number).toBe('TD000001');
    expect(await owed(ids.supplier)).toBe('600.0000');
    expect(await held(registers.bank)).toBe('-600.0000');
    for (const account of [ids.customer, ids.member, ids.supplier])
      expect(await ledgerSum(account)).toBe(await owed(account));
  });

  it('money in or out with no account moves the register alone; foreign cash is held in its currency', async () => {
    await saved(
      voucher('cashDebit', [{ credit: '250', description: 'Sermaye' }], { cashAccountId: registers.till }),
    );
    await saved(
      voucher('cashDebit', [{ credit: '100' }], {
        cashAccountId: registers.till,
        currency: 'USD',
        exchangeRate: '42.5',
      }),
    );
    await saved(
      voucher('cashCredit', [{ debit: '50', description: 'Kırtasiye gideri' }], {
        cashAccountId: registers.till,
      }),
    );
    expect(await held(registers.till)).toBe('1800.0000');
    expect(await held(registers.till, 'USD')).toBe('100.0000');
    const list = await t.call('GET', '/api/cash-accounts?search=merkez', { token: admin });
    expect(list.envelope.data.list).toEqual([
      expect.objectContaining({ code: 'KASA', balances: { TRY: '1800.0000', USD: '100.0000' } }),
    ]);
    const { rows } = await t.database.pool.query(
      `SELECT amount_local::text FROM cash_entries WHERE company_id = $1 AND currency = 'USD'`,
      [acme.id],
    );
    expect(rows).toEqual([{ amount_local: '4250.0000' }]);
  });

  it('an edit may move the money to another register; cancelling takes it back out', async () => {
    const made = await saved(
      voucher('cashCollection', [{ accountId: ids.customer, credit: '200' }], {
        cashAccountId: registers.till,
      }),
    );
    const tillBefore = await held(registers.till);
    const bankBefore = await held(registers.bank);
    const moved = await t.call('PUT', `/api/vouchers/${made.id}`, {
      token: admin,
      body: voucher('cashCollection', [{ accountId: ids.customer, credit: '300' }], {
        cashAccountId: registers.bank,
        version: made.version,
      }),
    });
    expect(moved.statusCode, JSON.stringify(moved.envelope)).toBe(200);
    expect(await held(registers.till)).toBe((Number(tillBefore) - 200).toFixed(4));
    expect(await held(registers.bank)).toBe((Number(bankBefore) + 300).toFixed(4));
    expect(await owed(ids.customer)).toBe('-1800.2500');
    await t.call('POST', `/api/vouchers/${made.id}/cancel`, { token: admin });
    expect(await held(registers.bank)).toBe(bankBefore);
    expect(await owed(ids.customer)).toBe('-1500.2500');
  });

  it('a retry with the same Idempotency-Key brings the money in once', async () => {
    const before = await held(registers.bank);
    const key = randomUUID();
    const body = voucher('cashCollection', [{ accountId: ids.dollar, credit: '10' }], {
      cashAccountId: registers.bank,
    });
    const [one, two] = await Promise.all([
      post(body, { 'idempotency-key': key }),
      post(body, { 'idempotency-key': key }),
    ]);
    expect(one.envelope.data.record.id).toBe(two.envelope.data.record.id);
    expect(await held(registers.bank)).toBe((Number(before) + 10).toFixed(4));
  });

  it('a transfer moves money between registers, across currencies at their rates', async () => {
    const tillBefore = await held(registers.till);
    const made = await saved(
      voucher('cashTransfer', [
        { cashAccountId: registers.euroBank, debit: '100', currency: 'EUR', exchangeRate: '45' },
        { cashAccountId: registers.till, credit: '4500', currency: 'TRY', exchangeRate: '1' },
      ]),
    );
    expect(made).toMatchObject({
      number: 'KV000001',
      cashAccountId: null,
      total: '100.0000',
      totalLocal: '4500.0000',
    });
    expect(made.lines.map((line: { cashAccount: string }) => line.cashAccount)).toEqual([
      'ISB-EUR İş Bankası EUR',
      'KASA Merkez Kasa',
    ]);
    expect(await held(registers.euroBank, 'EUR')).toBe('100.0000');
    expect(await held(registers.till)).toBe((Number(tillBefore) - 4500).toFixed(4));
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM account_entries WHERE company_id = $1 AND voucher_id = $2',
      [acme.id, made.id],
    );
    expect(rows[0].n).toBe(0);

    const refusal = async (lines: object[]) => {
      const answer = await post(voucher('cashTransfer', lines));
      expect(answer.statusCode).toBe(422);
      return fieldErrors(answer);
    };
    expect(
      await refusal([
        { cashAccountId: registers.till, debit: '10', currency: 'TRY', exchangeRate: '1' },
        { cashAccountId: registers.till, credit: '10', currency: 'TRY', exchangeRate: '1' },
      ]),
    ).toEqual({ lines: 'Aynı kasa/banka virmanın iki tarafında olamaz' });
    expect(
      await refusal([
        { debit: '10', currency: 'TRY', exchangeRate: '1' },
        { cashAccountId: registers.till, credit: '11', currency: 'TRY', exchangeRate: '1' },
      ]),
    ).toEqual({
      'lines.0.cashAccountId': 'Bu alan boş bırakılamaz',
      lines: 'Borç ve alacak toplamları (TL karşılığı) eşit olmalıdır',
    });
    expect(
      await refusal([
        { cashAccountId: registers.euroBank, debit: '10', currency: 'TRY', exchangeRate: '1' },
        { cashAccountId: registers.till, credit: '10', currency: 'TRY', exchangeRate: '1' },
      ]),
    ).toEqual({ 'lines.0.currency': 'İş Bankası EUR hesabı EUR cinsindendir; fiş bu dövizde olmalıdır' });
    expect(await held(registers.euroBank, 'EUR')).toBe('100.0000');
  });

  it('refuses what cannot be, with Turkish messages', async () => {
    const refusal = async (body: object) => {
      const answer = await post(body);
      expect(answer.statusCode).toBe(422);
      return fieldErrors(answer);
    };
    expect(await refusal(voucher('cashCollection', [{ credit: '5' }]))).toEqual({
      cashAccountId: 'Bu alan boş bırakılamaz',
      'lines.0.accountId': 'Bu alan boş bırakılamaz',
    });
    expect(
      await refusal(
        voucher(
          'cashCollection',
          [{ accountId: ids.customer, credit: '5', currency: 'USD', exchangeRate: '40' }],
          {
            cashAccountId: registers.till,
          },
        ),
      ),
    ).toEqual({ 'lines.0.currency': 'Kasa fişinin satırları fişin dövizinde olmalıdır' });
    expect(
      await refusal(
        voucher('cashPayment', [{ accountId: ids.supplier, debit: '5' }], {
          cashAccountId: registers.euroBank,
        }),
      ),
    ).toEqual({ currency: 'İş Bankası EUR hesabı EUR cinsindendir; fiş bu dövizde olmalıdır' });
    const closed = await register({ kind: 'cash', code: 'ESKI', name: 'Eski Kasa' });
    await t.call('PUT', `/api/cash-accounts/${closed}/active`, { token: admin, body: { active: false } });
    expect(await refusal(voucher('cashDebit', [{ credit: '5' }], { cashAccountId: closed }))).toEqual({
      cashAccountId: 'Seçilen kasa/banka kullanım dışı',
    });
    expect(await held(closed)).toBe('0.0000');
  });
});

describe('/kasa/islem', () => {
  it("lists a register's movements with a running balance from what it held before, totals and Excel", async () => {
    const page = await t.call('GET', `/api/cash-entries?cashAccountId=${registers.till}&currency=TRY`, {
      token: admin,
    });
    expect(page.statusCode, JSON.stringify(page.envelope)).toBe(200);
    const { list, totals, total } = page.envelope.data;
    expect(list.length).toBe(total);
    // The running balance ends at what the register holds, entry by entry.
    let running = 0;
    for (const row of list) {
      running += Number(row.debit) - Number(row.credit);
      expect(Number(row.balance)).toBeCloseTo(running, 4);
    }
    expect(list.at(-1).balance).toBe(await held(registers.till));
    expect(list[0]).toMatchObject({ source: 'cashCollection', number: 'TM000001', registerCode: 'KASA' });
    expect(totals).toEqual([{ currency: 'TRY', debit: expect.any(String), credit: expect.any(String) }]);
    // From a later day on, the balance starts from what was held before it.
    const later = await t.call(
      'GET',
      `/api/cash-entries?cashAccountId=${registers.till}&dateFrom=2026-11-24`,
      {
        token: admin,
      },
    );
    expect(later.envelope.data).toMatchObject({ list: [], openings: { TRY: await held(registers.till) } });

    const transfers = await t.call('GET', '/api/cash-entries?source=cashTransfer&search=eur', {
      token: admin,
    });
    expect(transfers.envelope.data.list).toEqual([
      expect.objectContaining({ registerName: 'İş Bankası EUR', currency: 'EUR', debit: '100.0000' }),
    ]);
    const wrong = await t.call('GET', '/api/cash-entries?source=salesInvoice', { token: admin });
    expect(wrong.statusCode).toBe(422);

    const file = await t.call('GET', `/api/cash-entries/export?cashAccountId=${registers.till}`, {
      token: admin,
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Kasa Hareketleri');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Tarih',
      'Evrak No',
      'Evrak Türü',
      'Kasa/Banka',
      'Cari',
      'Açıklama',
      'Döviz',
      'Giren',
      'Çıkan',
      'Bakiye',
    ]);
    expect(sheet.getRow(2).values).toEqual(
      expect.arrayContaining(['TM000001', 'Tahsilat Makbuzu', 'KASA Merkez Kasa', 'Işık Kırtasiye']),
    );
  });
});

describe('access', () => {
  it('keeps registers to their company and cash vouchers to their menus', async () => {
    const other = await createCompany(t.database, 'Other');
    const otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
    expect(
      (await t.call('GET', `/api/cash-accounts/${registers.till}`, { token: otherAdmin })).statusCode,
    ).toBe(404);
    const borrowed = await t.call('POST', '/api/vouchers', {
      token: otherAdmin,
      body: voucher('cashDebit', [{ credit: '1' }], { cashAccountId: registers.till }),
    });
    expect(borrowed.statusCode).toBe(422);
    expect(fieldErrors(borrowed)).toEqual({ cashAccountId: 'Seçilen kayıt bulunamadı' });
    // A cashier takes collections into a register he picks, but pays nothing out and sets up no register.
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    const collection = voucher('cashCollection', [{ accountId: ids.customer, credit: '1' }], {
      cashAccountId: registers.till,
    });
    expect((await t.call('POST', '/api/vouchers', { token: cashier, body: collection })).statusCode).toBe(
      200,
    );
    const payment = voucher('cashPayment', [{ accountId: ids.supplier, debit: '1' }], {
      cashAccountId: registers.till,
    });
    expect((await t.call('POST', '/api/vouchers', { token: cashier, body: payment })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/cash-accounts', { token: cashier })).statusCode).toBe(200);
    const made = await t.call('POST', '/api/cash-accounts', {
      token: cashier,
      body: { kind: 'cash', code: 'K2', name: 'Kasiyer Kasası' },
    });
    expect(made.statusCode).toBe(403);
  });
});
