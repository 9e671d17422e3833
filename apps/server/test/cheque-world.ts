import { expect } from 'vitest';
import { fieldErrors } from './harness.ts';
import {
  acme,
  admin,
  held,
  ids,
  ledgerSum,
  owed,
  post,
  setUpVoucherWorld,
  t,
  voucher,
} from './voucher-world.ts';

// The cheque tests' company: the voucher world with a bank, a till and one sales invoice of 1,200,
// and the helpers that make and read cheques.

export const world = { bank: 0, till: 0, warehouse: 0, item: 0, invoice: 0 };

export const idOf = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
export const cheque = (serialNo: string, extra: object = {}) => ({
  kind: 'cheque',
  serialNo,
  drawer: 'Işık Kırtasiye Ltd.',
  bankName: 'Ziraat Bankası',
  branch: 'Çankaya',
  accountNo: '1234567',
  ...extra,
});
/** A receipt of instruments from the customer: each `[details, amount, due]`. */
export const receive = (items: [object, string, string][], extra: object = {}) =>
  voucher(
    'chequeIn',
    items.map(([instrument, credit, dueDate]) => ({ accountId: ids.customer, credit, dueDate, instrument })),
    extra,
  );
export const instrumentOf = async (serialNo: string) =>
  (
    await t.database.pool.query(
      `SELECT id, state, holder_account_id AS holder, cash_account_id AS "cashAccountId"
         FROM instruments WHERE company_id = $1 AND serial_no = $2 ORDER BY id DESC LIMIT 1`,
      [acme.id, serialNo],
    )
  ).rows[0] as { id: number; state: string; holder: number | null; cashAccountId: number | null };
export const entriesOf = async (voucherId: number) =>
  (
    await t.database.pool.query(
      `SELECT account_id AS "accountId", debit::text, credit::text, due_date::text AS "dueDate"
         FROM account_entries WHERE company_id = $1 AND voucher_id = $2 ORDER BY id`,
      [acme.id, voucherId],
    )
  ).rows;
export const refusedWith = async (body: object, expected: Record<string, string>) => {
  const answer = await post(body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(422);
  expect(fieldErrors(answer)).toEqual(expected);
};
export const balancesMatchLedgers = async () => {
  for (const account of [ids.customer, ids.supplier, ids.member])
    expect(await ledgerSum(account)).toBe(await owed(account));
  await held(world.bank);
  await held(world.till);
};

export async function setUpChequeWorld() {
  await setUpVoucherWorld();
  world.bank = await idOf('/api/cash-accounts', {
    kind: 'bank',
    code: 'ZRT',
    name: 'Ziraat TL',
    bankName: 'Ziraat Bankası',
    iban: 'TR330006100519786457841326',
  });
  world.till = await idOf('/api/cash-accounts', { kind: 'cash', code: 'KASA', name: 'Merkez Kasa' });
  world.warehouse = await idOf('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  const unit = await idOf('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  world.item = await idOf('/api/items', { code: 'K1', name: 'Kalem', unitId: unit });
  world.invoice = await idOf('/api/documents', {
    docType: 'salesInvoice',
    date: '2026-11-20',
    warehouseId: world.warehouse,
    accountId: ids.customer,
    lines: [{ itemId: world.item, quantity: '1', unitPrice: '1000', vatRate: '20' }],
  });
}
