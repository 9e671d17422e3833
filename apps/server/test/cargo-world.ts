import type { CarrierCode } from '@kibo/contracts';
import { expect } from 'vitest';
import { drainShipments } from '../src/modules/cargo/index.ts';
import type { FakeCarrier } from './fakes/cargo-common.ts';
import { createCompany, createTestApp, FIXTURE_PASSWORD, type TestApp } from './harness.ts';

// A shop that ships with the fake carriers, set up as a user would through the API: the cargo module
// on, a warehouse, a book, a customer in Kadıköy with a phone, and sales waybills to ship. The
// worker is drained by hand (`work()`), time passes by `due()`. Carrier calls time out after 800 ms.

export interface CargoWorld {
  t: TestApp;
  companyId: number;
  customer: number;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): ReturnType<TestApp['call']>;
  /** A user of the company with only these menus, and calls made as that user. */
  userWith(menuIds: number[]): Promise<CargoWorld['call']>;
  /** Saves the carrier's account pointing at the fake, cash on delivery allowed. */
  connect(carrier: CarrierCode, fake: FakeCarrier, changes?: object): Promise<void>;
  /** A saved sales waybill of `quantity` books to the customer (or another account). */
  waybill(accountId?: number, quantity?: string): Promise<number>;
  /** A saved sales invoice, whose payable caps the cash on delivery. */
  invoice(accountId?: number): Promise<number>;
  /** A saved document of any type: two books to the customer, with `changes` (currency…). */
  document(docType: string, changes?: object): Promise<number>;
  /** Sends documents with the carrier and answers the per-document results. */
  send(
    carrier: CarrierCode,
    shipments: object[],
  ): Promise<{ documentId: number; ok: boolean; shipmentId?: number; message?: string }[]>;
  /** One pass of the cargo worker. */
  work(): Promise<number>;
  /** Every waiting shipment (or only this one) falls due now. */
  due(id?: number): Promise<void>;
  shipment(
    id: number,
  ): Promise<Record<string, unknown> & { state: string; attempts: number; status_text: string }>;
  close(): Promise<void>;
}

export async function makeCargoWorld(): Promise<CargoWorld> {
  process.env.CARGO_TIMEOUT_MS = '800';
  process.env.CARGO_CALL_GAP_MS = '0';
  const t = await createTestApp();
  let users = 0;
  const company = await createCompany(t.database, 'Işıklı Kitabevi', { maxUsers: 10 });
  const token = await t.login(company.admin.email, FIXTURE_PASSWORD);
  const call: CargoWorld['call'] = (method, path, body) =>
    t.call(method, path, { token, ...(body ? { body } : {}) });
  const create = async (path: string, body: object) => {
    const answer = await call('POST', path, body);
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    return answer.envelope.data.record.id as number;
  };
  const { refs: _refs, ...profile } = (await call('GET', '/api/settings/company-profile')).envelope.data;
  await call('PUT', '/api/settings/company-profile', {
    ...profile,
    address: 'Atatürk Bulvarı No: 101',
    city: 'Ankara',
    district: 'Çankaya',
    phone: '0312 444 55 66',
  });
  expect((await call('PUT', '/api/settings/company-modules', { cargo: true })).statusCode).toBe(200);
  const store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  const piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  const book = await create('/api/items', { code: 'KTP-1', name: 'Çalıkuşu', unitId: piece });
  const customer = await create('/api/accounts', {
    title: 'Ayşe Çağlayan',
    kind: 'person',
    firstName: 'Ayşe',
    lastName: 'Çağlayan',
    billingProvince: 'İstanbul',
    billingDistrict: 'Kadıköy',
    billingAddress: 'Caferağa Mah. Moda Cad. No: 5 D: 3',
    phones: ['0532 111 22 33'],
  });
  const document = (docType: string, changes: object = {}, accountId = customer, quantity = '2') =>
    create('/api/documents', {
      docType,
      date: '2026-11-27',
      warehouseId: store,
      accountId,
      lines: [{ itemId: book, quantity, unitPrice: '750', vatRate: '10' }],
      ...changes,
    });
  return {
    t,
    companyId: company.id,
    customer,
    call,
    async userWith(menuIds) {
      const email = `kargo${++users}-${menuIds.join('-')}@kargo.test`;
      const made = await call('POST', '/api/users', {
        name: 'Depocu',
        email,
        // A cashier's own menus are the till's: the grants are what the test is about.
        role: 'cashier',
        active: true,
        menuIds,
        password: FIXTURE_PASSWORD,
        mustChangePassword: false,
      });
      expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
      await t.database.pool.query('UPDATE users SET must_change_password = false WHERE email = $1', [email]);
      const userToken = await t.login(email, FIXTURE_PASSWORD);
      return (method, path, body) => t.call(method, path, { token: userToken, ...(body ? { body } : {}) });
    },
    async connect(carrier, fake, changes = {}) {
      const saved = await call('PUT', `/api/cargo/${carrier}/settings`, {
        active: true,
        testMode: true,
        serviceUrl: fake.url,
        ...fake.account,
        codAllowed: true,
        ...(carrier === 'ptt' ? { barcodeFrom: '100000000000', barcodeTo: '100000000099' } : {}),
        ...changes,
      });
      expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    },
    waybill: (accountId, quantity) => document('despatchOut', {}, accountId, quantity),
    invoice: (accountId) => document('salesInvoice', {}, accountId),
    document: (docType, changes) => document(docType, changes),
    async send(carrier, shipments) {
      const answer = await call('POST', `/api/cargo/${carrier}/send`, { shipments });
      expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
      return answer.envelope.data;
    },
    work: () =>
      drainShipments(t.database, t.secrets, (error) => {
        throw error;
      }),
    async due(id) {
      await t.database.pool.query(
        `UPDATE shipments SET next_attempt_at = now() - interval '1 second'
          WHERE company_id = $1 AND next_attempt_at IS NOT NULL AND ($2::int IS NULL OR id = $2)`,
        [company.id, id ?? null],
      );
    },
    async shipment(id) {
      const { rows } = await t.database.pool.query(
        `SELECT state, attempts, status_code, status_text, cargo_key, tracking_no, barcodes, carrier_ref,
                cod_amount::text, parcels, events, next_attempt_at, label_format
           FROM shipments WHERE company_id = $1 AND id = $2`,
        [company.id, id],
      );
      return rows[0];
    },
    close: () => t.close(),
  };
}
