import { expect } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

// What the printing test files share: a company with a warehouse, an item and a customer, another
// company beside it, and the calls that make and print an invoice.

export let t: TestApp;
export let acme: CompanyFixture;
export let other: CompanyFixture;
export let admin: string;
export const ids = {} as Record<'store' | 'piece' | 'item' | 'customer', number>;

export const create = async (path: string, body: object, token = admin) => {
  const answer = await t.call('POST', path, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

export const invoiceBody = (lines = 2, extra: object = {}) => ({
  docType: 'salesInvoice',
  date: '2026-11-23',
  dueDate: '2026-12-23',
  warehouseId: ids.store,
  accountId: ids.customer,
  counterpartyNo: 'SİP-77',
  description: 'Öğleden sonra teslim edilecek',
  lines: Array.from({ length: lines }, () => ({
    itemId: ids.item,
    quantity: '2',
    unitPrice: '617.28',
    vatRate: '20',
  })),
  ...extra,
});

export const createInvoice = async (lines = 2) => {
  const answer = await t.call('POST', '/api/documents', { token: admin, body: invoiceBody(lines) });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record as { id: number; number: string; version: number };
};

export const print = (id: number, query = '', token = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/pdf${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'tr' },
  });

/** A company with a warehouse, an item and a customer, and another company beside it. */
export async function setUpPrintingWorld() {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  other = await createCompany(t.database, 'Other');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.item = await create('/api/items', {
    code: 'ÇAY-01',
    name: 'Çay Bardağı İnce Belli',
    unitId: ids.piece,
  });
  ids.customer = await create('/api/accounts', {
    title: 'Işık Kırtasiye Ltd. Şti.',
    taxId: '1234567890',
    taxOffice: 'Kadıköy',
  });
  await t.database.pool.query(
    `UPDATE companies SET title = 'Güneş Ticaret A.Ş.', vkn = '9876543210', tax_office = 'Üsküdar',
       bank_accounts = '[{"bank":"Ziraat Bankası","iban":"TR330006100519786457841326","currency":"TRY"}]'
     WHERE id = $1`,
    [acme.id],
  );
}

export const closePrintingWorld = () => t.close();
