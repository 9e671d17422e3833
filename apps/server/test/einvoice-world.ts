import type { IntegratorCode } from '@kibo/contracts';
import { expect } from 'vitest';
import type { Database } from '../src/platform/db/client.ts';
import { createCompany, createTestApp, FIXTURE_PASSWORD, type TestApp } from './harness.ts';

// A company ready to send e-invoices through one integrator, as a user would set it up through the
// API: the company card with its VKN and aliases, the e-invoice module on, a warehouse, a unit, a
// book, a registered company buyer and a person. Integrator calls time out after 800 ms here.

export interface EinvoiceWorld {
  database: Database;
  buyerTaxId: string;
  ids: { store: number; piece: number; book: number; company: number; person: number };
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): ReturnType<TestApp['call']>;
  /** A user of the company with only these menus, and calls made as that user. */
  userWith(menuIds: number[]): Promise<EinvoiceWorld['call']>;
  /** A saved sales invoice of one book to the account (dated 20 November unless told). */
  invoice(accountId: number, lines?: object[], date?: string): Promise<number>;
  edocument(id: number): Promise<Record<string, unknown> & { minutes_left: number }>;
  /** Every waiting e-document falls due now (time passing, for the worker). */
  due(): Promise<void>;
  /** As if "sent" had never been written: the row is queued again. */
  requeue(id: number): Promise<void>;
  seriesPrefixes(): Promise<string[]>;
  close(): Promise<void>;
}

export async function makeEinvoiceWorld(integrator: IntegratorCode): Promise<EinvoiceWorld> {
  process.env.EINVOICE_TIMEOUT_MS = '800';
  const t = await createTestApp();
  const company = await createCompany(t.database, `E-belge ${integrator}`, { maxUsers: 10 });
  const token = await t.login(company.admin.email, FIXTURE_PASSWORD);
  const call: EinvoiceWorld['call'] = (method, path, body) =>
    t.call(method, path, { token, ...(body ? { body } : {}) });
  const create = async (path: string, body: object) => {
    const answer = await call('POST', path, body);
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    return answer.envelope.data.record.id as number;
  };
  const { refs: _refs, ...profile } = (await call('GET', '/api/settings/company-profile')).envelope.data;
  const saved = await call('PUT', '/api/settings/company-profile', {
    ...profile,
    vkn: '1234567890',
    taxOffice: 'Çankaya',
    address: 'Atatürk Bulvarı No: 101',
    city: 'Ankara',
    district: 'Çankaya',
    postalCode: '06100',
    eDocumentType: 'eInvoice',
    eInvoiceAlias: 'urn:mail:defaultgb@isikli.example',
    eDespatchAlias: 'urn:mail:irsaliyegb@isikli.example',
  });
  expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
  expect((await call('PUT', '/api/settings/company-modules', { einvoice: true })).statusCode).toBe(200);

  const buyerTaxId = '9876543217';
  const ids = {} as EinvoiceWorld['ids'];
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.book = await create('/api/items', { code: 'KTP-1', name: 'Çalıkuşu', unitId: ids.piece });
  ids.company = await create('/api/accounts', {
    title: 'Öztürk Gıda Ltd. Şti.',
    taxId: buyerTaxId,
    taxOffice: 'Konak',
    billingProvince: 'İzmir',
    billingDistrict: 'Konak',
    billingAddress: 'Liman Yolu No: 7',
  });
  ids.person = await create('/api/accounts', {
    title: 'Ayşe Çağlayan',
    kind: 'person',
    taxId: '10000000146',
    firstName: 'Ayşe',
    lastName: 'Çağlayan',
    billingProvince: 'İstanbul',
    billingDistrict: 'Kadıköy',
  });
  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    t.database.pool.query<T>(text, values);

  return {
    database: t.database,
    buyerTaxId,
    ids,
    call,
    userWith: async (menuIds) => {
      const email = `kisitli${menuIds.join('-')}@efatura.test`;
      const made = await call('POST', '/api/users', {
        name: 'Kısıtlı',
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
    invoice: (
      accountId,
      lines = [{ itemId: ids.book, quantity: '2', unitPrice: '150', vatRate: '10' }],
      date = '2026-11-20',
    ) =>
      create('/api/documents', {
        docType: 'salesInvoice',
        date,
        warehouseId: ids.store,
        accountId,
        lines,
      }),
    edocument: async (id) =>
      (
        await query<Record<string, unknown> & { minutes_left: number }>(
          `SELECT status, status_code, status_text, attempts, next_attempt_at, number, uuid::text, profile,
                  (extract(epoch FROM next_attempt_at - now()) / 60)::float8 AS minutes_left
             FROM edocuments WHERE company_id = $1 AND id = $2`,
          [company.id, id],
        )
      ).rows[0]!,
    due: async () => {
      await query(
        `UPDATE edocuments SET next_attempt_at = now() - interval '1 second'
          WHERE company_id = $1 AND next_attempt_at IS NOT NULL`,
        [company.id],
      );
    },
    requeue: async (id) => {
      await query(
        `UPDATE edocuments SET status = 'queued', next_attempt_at = NULL WHERE company_id = $1 AND id = $2`,
        [company.id, id],
      );
    },
    seriesPrefixes: async () =>
      (
        await query<{ prefix: string }>('SELECT prefix FROM document_series WHERE company_id = $1', [
          company.id,
        ])
      ).rows.map((row) => row.prefix),
    close: () => t.close(),
  };
}
