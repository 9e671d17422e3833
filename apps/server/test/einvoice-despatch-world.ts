import { expect } from 'vitest';
import { type EinvoiceWorld, makeEinvoiceWorld } from './einvoice-world.ts';
import type { FakeIntegrator } from './fakes/common.ts';
import { startFakeMysoft } from './fakes/mysoft.ts';

// What the e-despatch test files share: a company on a local MySoft with e-despatch set up, its
// receivers, and the calls they make.

export const base = '/api/einvoice/mysoft/despatch';
export const byVan = {
  date: '2026-11-20',
  time: '14:30',
  by: 'vehicle',
  drivers: [{ firstName: 'Mehmet', lastName: 'Şahin', tckn: '10000000146' }],
  plates: ['35 abc 123'],
};

export let fake: FakeIntegrator;
export let world: EinvoiceWorld;
export let receiverId: number;
export let personId: number;

export const waybill = async (accountId: number, extra: object = {}) => {
  const answer = await world.call('POST', '/api/documents', {
    docType: 'despatchOut',
    date: '2026-11-20',
    warehouseId: world.ids.store,
    accountId,
    lines: [{ itemId: world.ids.book, quantity: '4', unitPrice: '150', vatRate: '10' }],
    ...extra,
  });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
export const send = (documentIds: number[], shipment: object = byVan) =>
  world.call('POST', `${base}/send`, { documentIds, shipment });
export const row = async (id: number) =>
  (
    await world.database.pool.query(
      'SELECT status, party_alias, kind, xml, response, details FROM edocuments WHERE id = $1',
      [id],
    )
  ).rows[0];

/** A company on a local MySoft with e-despatch set up, a registered receiver and a person. */
export async function setUpDespatchWorld() {
  fake = await startFakeMysoft();
  world = await makeEinvoiceWorld('mysoft');
  fake.users.set(world.buyerTaxId, 'Öztürk Gıda Ltd. Şti.');
  const saved = await world.call('PUT', '/api/einvoice/mysoft/settings', {
    active: true,
    serviceUrl: fake.url,
    username: fake.username,
    password: fake.password,
    invoicePrefix: 'KBO',
    despatchPrefix: 'kbi',
    receiptPrefix: 'KBY',
  });
  expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
  expect(saved.envelope.data).toMatchObject({ despatchPrefix: 'KBI', receiptPrefix: 'KBY' });
  const account = async (body: object) => {
    const answer = await world.call('POST', '/api/accounts', body);
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    return answer.envelope.data.record.id as number;
  };
  receiverId = await account({
    title: 'Öztürk Gıda Depo',
    taxId: world.buyerTaxId,
    billingProvince: 'İzmir',
    billingDistrict: 'Konak',
    billingPostalCode: '35210',
    shippingProvince: 'İzmir',
    shippingDistrict: 'Bornova',
    shippingPostalCode: '35040',
    shippingAddress: 'Sanayi Sitesi 4. Blok',
  });
  personId = await account({
    title: 'Ali Veli',
    kind: 'person',
    taxId: '10000000146',
    firstName: 'Ali',
    lastName: 'Veli',
    billingProvince: 'Ankara',
    billingDistrict: 'Çankaya',
    billingPostalCode: '06100',
  });
}

export async function closeDespatchWorld() {
  await world?.close();
  await fake?.close();
}
