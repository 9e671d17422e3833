import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  acme,
  admin,
  closeVoucherWorld,
  ids,
  ledgerSum,
  owed,
  points,
  post,
  saved,
  setUpVoucherWorld,
  t,
  voucher,
} from './voucher-world.ts';

beforeAll(setUpVoucherWorld);
afterAll(closeVoucherWorld);

describe('account vouchers', () => {
  it('a debit voucher raises what the account owes, a credit voucher lowers it; both numbered from their series', async () => {
    const debit = await saved(
      voucher('accountDebit', [
        { accountId: ids.customer, debit: '1000', dueDate: '2026-12-23', description: 'Açılış' },
      ]),
    );
    expect(debit).toMatchObject({ number: 'BD000001', status: 'saved', total: '1000.0000', version: 1 });
    expect(await owed(ids.customer)).toBe('1000.0000');
    const credit = await saved(voucher('accountCredit', [{ accountId: ids.customer, credit: '250.50' }]));
    expect(credit.number).toBe('AD000001');
    expect(await owed(ids.customer)).toBe('749.5000');
    expect(await ledgerSum(ids.customer)).toBe('749.5000');
    // The editor shows the account's balance beside its line.
    expect(credit.standing).toEqual([
      { accountId: ids.customer, balances: [{ currency: 'TRY', balance: '749.5000' }], points: 0 },
    ]);
    // The statement names the voucher and links to it.
    const statement = await t.call('GET', `/api/accounts/${ids.customer}/statement`, { token: admin });
    expect(
      statement.envelope.data.entries.map((row: Record<string, unknown>) => [
        row.number,
        row.docType,
        row.voucherId,
      ]),
    ).toEqual([
      ['BD000001', 'accountDebit', debit.id],
      ['AD000001', 'accountCredit', credit.id],
    ]);
    expect(statement.envelope.data.entries[0].description).toBe('Açılış');
  });

  it('a transfer debits one account and credits the other, across currencies at their rates', async () => {
    const transfer = await saved(
      voucher('accountTransfer', [
        { accountId: ids.supplier, debit: '4000' },
        { accountId: ids.dollar, credit: '100', currency: 'USD', exchangeRate: '40' },
      ]),
    );
    expect(transfer).toMatchObject({ number: 'CV000001', total: '4000.0000', totalLocal: '4000.0000' });
    expect(await owed(ids.supplier)).toBe('4000.0000');
    expect(await owed(ids.dollar, 'USD')).toBe('-100.0000');
    const unbalanced = await post(
      voucher('accountTransfer', [
        { accountId: ids.supplier, debit: '4000' },
        { accountId: ids.dollar, credit: '100', currency: 'USD', exchangeRate: '39' },
      ]),
    );
    expect(fieldErrors(unbalanced)).toEqual({
      lines: 'Borç ve alacak toplamları (TL karşılığı) eşit olmalıdır',
    });
    const oneSided = await post(voucher('accountTransfer', [{ accountId: ids.supplier, debit: '10' }]));
    expect(fieldErrors(oneSided)).toEqual({
      lines: 'Virman fişinde en az bir borçlu ve bir alacaklı cari olmalıdır',
    });
  });

  it('an edit reverses the old postings and posts again; a stale edit is refused with 409', async () => {
    const first = await saved(voucher('accountDebit', [{ accountId: ids.supplier, debit: '300' }]));
    expect(await owed(ids.supplier)).toBe('4300.0000');
    const body = voucher('accountDebit', [
      { accountId: ids.supplier, debit: '100' },
      { accountId: ids.customer, debit: '50' },
    ]);
    const changed = await t.call('PUT', `/api/vouchers/${first.id}`, {
      token: admin,
      body: { ...body, version: 1 },
    });
    expect(changed.statusCode, JSON.stringify(changed.envelope)).toBe(200);
    expect(changed.envelope.data.record).toMatchObject({
      number: first.number,
      version: 2,
      total: '150.0000',
    });
    expect(await owed(ids.supplier)).toBe('4100.0000');
    expect(await owed(ids.customer)).toBe('799.5000');
    expect(await ledgerSum(ids.supplier)).toBe('4100.0000');
    const stale = await t.call('PUT', `/api/vouchers/${first.id}`, {
      token: admin,
      body: { ...body, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.kiboMessage).toContain('başka biri tarafından değiştirildi');
  });

  it('cancelling keeps the voucher and its number and takes its postings back', async () => {
    const made = await saved(voucher('accountCredit', [{ accountId: ids.customer, credit: '99.5' }]));
    expect(await owed(ids.customer)).toBe('700.0000');
    const cancelled = await t.call('POST', `/api/vouchers/${made.id}/cancel`, { token: admin });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.envelope.kiboMessage).toBe('Fiş iptal edildi');
    expect(await owed(ids.customer)).toBe('799.5000');
    const read = await t.call('GET', `/api/vouchers/${made.id}`, { token: admin });
    expect(read.envelope.data).toMatchObject({ status: 'cancelled', number: made.number });
    const again = await t.call('PUT', `/api/vouchers/${made.id}`, {
      token: admin,
      body: voucher('accountCredit', [{ accountId: ids.customer, credit: '1' }]),
    });
    expect(again.statusCode).toBe(400);
  });

  it('a retry with the same Idempotency-Key answers the first voucher, even two at once', async () => {
    const key = randomUUID();
    const body = voucher('accountDebit', [{ accountId: ids.member, debit: '10' }]);
    const [one, two] = await Promise.all([
      post(body, { 'idempotency-key': key }),
      post(body, { 'idempotency-key': key }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.envelope.data.record.id).toBe(two.envelope.data.record.id);
    const three = await post(body, { 'idempotency-key': key });
    expect(three.envelope.data).toMatchObject({
      replayed: true,
      record: { id: one.envelope.data.record.id },
    });
    expect(await owed(ids.member)).toBe('10.0000');
  });

  it('refuses wrong lines with Turkish messages', async () => {
    const both = await post(voucher('accountDebit', [{ accountId: ids.customer, debit: '5', credit: '5' }]));
    expect(fieldErrors(both)).toEqual({
      'lines.0.debit': 'Bir satıra borç veya alacak tutarından yalnızca biri girilebilir',
    });
    const wrongSide = await post(voucher('accountDebit', [{ accountId: ids.customer, credit: '5' }]));
    expect(fieldErrors(wrongSide)).toEqual({ 'lines.0.credit': 'Bu fişte yalnızca borç tutarı girilebilir' });
    const empty = await post(voucher('accountCredit', [{ accountId: ids.customer }]));
    expect(fieldErrors(empty)).toEqual({ 'lines.0.credit': 'Sıfırdan büyük olmalıdır' });
    const noLines = await post(voucher('accountCredit', []));
    expect(fieldErrors(noLines)).toEqual({ lines: 'Fişte en az bir satır olmalıdır' });
    const noAccount = await post(voucher('accountCredit', [{ credit: '5' }]));
    expect(fieldErrors(noAccount)).toEqual({ 'lines.0.accountId': 'Bu alan boş bırakılamaz' });
    const early = await post(
      voucher('accountDebit', [{ accountId: ids.customer, debit: '5', dueDate: '2026-01-01' }]),
    );
    expect(fieldErrors(early)).toEqual({ 'lines.0.dueDate': 'Vade tarihi evrak tarihinden küçük olamaz' });
    const noRate = await post(
      voucher('accountDebit', [{ accountId: ids.customer, debit: '5' }], {
        currency: 'EUR',
        exchangeRate: '0',
      }),
    );
    expect(fieldErrors(noRate)).toMatchObject({ exchangeRate: 'Sıfırdan büyük olmalıdır' });
  });
});

describe('loyalty points', () => {
  it('are refused while the company has no points scheme', async () => {
    const answer = await post(voucher('pointsIn', [{ accountId: ids.member, credit: '50' }]));
    expect(answer.statusCode).toBe(400);
    expect(answer.envelope.kiboMessage).toBe('Puan sistemi kapalı; önce Sistem > Puan Ayarlarından açınız');
  });

  it('go in and out by hand in whole points, never below zero', async () => {
    await t.database.pool.query('UPDATE companies SET points_enabled = true WHERE id = $1', [acme.id]);
    const given = await saved(voucher('pointsIn', [{ accountId: ids.member, credit: '120' }]));
    expect(given.number).toBe('PG000001');
    expect(await points(ids.member)).toBe(120);
    // Points touch no money balance.
    expect(await owed(ids.member)).toBe('10.0000');
    await saved(voucher('pointsOut', [{ accountId: ids.member, debit: '20' }]));
    expect(await points(ids.member)).toBe(100);
    const over = await post(voucher('pointsOut', [{ accountId: ids.member, debit: '101' }]));
    expect(over.statusCode).toBe(400);
    expect(over.envelope.kiboMessage).toBe('Şule İnce carisinin puan bakiyesi yetersiz (bakiye: 100 puan)');
    expect(await points(ids.member)).toBe(100);
    const half = await post(voucher('pointsIn', [{ accountId: ids.member, credit: '1.5' }]));
    expect(fieldErrors(half)).toEqual({ 'lines.0.credit': 'Bu alan tam sayı olmalıdır' });
    // Beyond what points columns hold: a field message, never a database error.
    const huge = await post(voucher('pointsIn', [{ accountId: ids.member, credit: '99999999999' }]));
    expect(fieldErrors(huge)).toEqual({ 'lines.0.credit': 'Bir satırda en fazla 1000000 puan girilebilir' });
    // Taking back points already spent is refused like spending them.
    const spend = await saved(voucher('pointsOut', [{ accountId: ids.member, debit: '90' }]));
    const cancelGiven = await t.call('POST', `/api/vouchers/${given.id}/cancel`, { token: admin });
    expect(cancelGiven.statusCode).toBe(400);
    expect((await t.call('POST', `/api/vouchers/${spend.id}/cancel`, { token: admin })).statusCode).toBe(200);
    expect(await points(ids.member)).toBe(100);
    const standing = await t.call('GET', `/api/vouchers/standing?accountIds=${ids.member}`, { token: admin });
    expect(standing.envelope.data[0].points).toBe(100);
  });
});

describe('concurrency', () => {
  it('parallel vouchers on the same accounts lose no update, and points are never spent twice', async () => {
    const before = [await owed(ids.customer), await owed(ids.supplier)];
    const debits = Array.from({ length: 20 }, (_, index) =>
      post(
        voucher('accountTransfer', [
          { accountId: index % 2 ? ids.customer : ids.supplier, debit: '5' },
          { accountId: index % 2 ? ids.supplier : ids.customer, credit: '5' },
        ]),
      ),
    );
    expect((await Promise.all(debits)).map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect([await owed(ids.customer), await owed(ids.supplier)]).toEqual(before);
    expect(await ledgerSum(ids.customer)).toBe(await owed(ids.customer));
    expect(await ledgerSum(ids.supplier)).toBe(await owed(ids.supplier));
    // 100 points, ten parallel spends of 30: three pass.
    const spends = await Promise.all(
      Array.from({ length: 10 }, () => post(voucher('pointsOut', [{ accountId: ids.member, debit: '30' }]))),
    );
    expect(spends.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(await points(ids.member)).toBe(10);
  });
});

describe('access', () => {
  it('keeps vouchers to their company and their editors’ menus', async () => {
    const made = await saved(voucher('accountDebit', [{ accountId: ids.customer, debit: '1' }]));
    const other = await createCompany(t.database, 'Other');
    const otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', `/api/vouchers/${made.id}`, { token: otherAdmin })).statusCode).toBe(404);
    const borrowed = await t.call('POST', '/api/vouchers', {
      token: otherAdmin,
      body: voucher('accountDebit', [{ accountId: ids.customer, debit: '1' }]),
    });
    expect(borrowed.statusCode).toBe(422);
    expect(fieldErrors(borrowed)).toEqual({ 'lines.0.accountId': 'Seçilen kayıt bulunamadı' });
    expect(await owed(ids.customer)).toBe('800.5000');
    // A cashier has none of the voucher menus.
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    const body = voucher('accountDebit', [{ accountId: ids.customer, debit: '1' }]);
    expect((await t.call('POST', '/api/vouchers', { token: cashier, body })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/vouchers/${made.id}`, { token: cashier })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/account-entries', { token: cashier })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/open-items', { token: cashier })).statusCode).toBe(403);
  });
});
