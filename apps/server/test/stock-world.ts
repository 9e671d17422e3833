import type { DocumentKindName } from '@kibo/contracts';
import { expect } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

/**
 * A shop for stock and cost tests: two warehouses (Merkez, Depo), a unit, a customer and a supplier,
 * and documents posted as the editor posts them, one line each.
 */
export interface StockWorld {
  t: TestApp;
  acme: CompanyFixture;
  admin: string;
  ids: { store: number; depot: number; unit: number; customer: number; supplier: number };
  create(path: string, body: object): Promise<{ id: number; version: number }>;
  /** A document's body: the party its type needs, a transfer to the other warehouse. */
  documentOf(
    docType: DocumentKindName,
    date: string,
    lines: [item: number, quantity: string, price: string][],
    warehouseId?: number,
  ): { docType: DocumentKindName; date: string; lines: object[] } & Record<string, unknown>;
  post(body: object): Promise<{ id: number; version: number }>;
}

export async function stockWorld(): Promise<StockWorld> {
  const t = await createTestApp();
  const acme = await createCompany(t.database, 'Acme');
  const admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  const create = async (path: string, body: object) => {
    const answer = await t.call('POST', path, { token: admin, body });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    return answer.envelope.data.record as { id: number; version: number };
  };
  const ids = {
    store: (await create('/api/warehouses', { code: 'MRK', name: 'Merkez' })).id,
    depot: (await create('/api/warehouses', { code: 'DEP', name: 'Depo' })).id,
    unit: (await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 })).id,
    customer: (await create('/api/accounts', { title: 'Işıklı Kırtasiye' })).id,
    supplier: (await create('/api/accounts', { title: 'Çınar Dağıtım' })).id,
  };
  const documentOf: StockWorld['documentOf'] = (docType, date, lines, warehouseId = ids.store) => ({
    docType,
    date,
    warehouseId,
    accountId: docType.startsWith('stock')
      ? null
      : docType.startsWith('purchase') || docType === 'despatchIn'
        ? ids.supplier
        : ids.customer,
    ...(docType === 'stockTransfer'
      ? { targetWarehouseId: warehouseId === ids.store ? ids.depot : ids.store }
      : {}),
    lines: lines.map(([itemId, quantity, unitPrice]) => ({ itemId, quantity, unitPrice, vatRate: '20' })),
  });
  return { t, acme, admin, ids, create, documentOf, post: (body) => create('/api/documents', body) };
}
