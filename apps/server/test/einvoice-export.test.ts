import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../src/modules/einvoice/index.ts';
import { CUSTOMS_MAILBOX } from '../src/modules/einvoice/queue.ts';
import { type EinvoiceWorld, makeEinvoiceWorld } from './einvoice-world.ts';
import type { FakeIntegrator } from './fakes/common.ts';
import { startFakeMysoft } from './fakes/mysoft.ts';

// An export invoice (IHRACAT) from a saved sales invoice, through MySoft's fake: the foreign buyer
// and the terms given on the send screen, each item's GTİP from its stock card, 0 % VAT with 301;
// what is missing said in the clerk's words first.

const base = '/api/einvoice/mysoft';
const toCologne = {
  country: 'Almanya',
  city: 'Köln',
  address: 'Domstraße 5',
  taxId: 'DE123456789',
  deliveryTerms: 'FOB',
  transportMode: '3',
};

let fake: FakeIntegrator;
let world: EinvoiceWorld;
let buyer: number;

const create = async (path: string, body: object) => {
  const answer = await world.call('POST', path, body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

beforeAll(async () => {
  fake = await startFakeMysoft();
  world = await makeEinvoiceWorld('mysoft');
  const saved = await world.call('PUT', `${base}/settings`, {
    active: true,
    serviceUrl: fake.url,
    username: fake.username,
    password: fake.password,
    invoicePrefix: 'KBO',
    archivePrefix: 'KBA',
  });
  expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
  buyer = await create('/api/accounts', { title: 'Müller Papier GmbH' });
});
afterAll(async () => {
  await world?.close();
  await fake?.close();
});

describe('export invoices', () => {
  it('keeps a GTİP on the stock card only as twelve digits', async () => {
    const bad = await world.call('POST', '/api/items', {
      code: 'DFT-X',
      name: 'Defter',
      unitId: world.ids.piece,
      gtip: '4820',
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.envelope)).toContain('GTİP 12 haneli');
  });

  it('says per line what an export invoice lacks: the item’s GTİP, 0 % VAT', async () => {
    const documentId = await world.invoice(buyer);
    const [result] = (
      await world.call('POST', `${base}/send`, { documentIds: [documentId], export: toCologne })
    ).envelope.data;
    expect(result.ok).toBe(false);
    const said = result.problems.map((problem: { message: string }) => problem.message).join(' ');
    expect(said).toContain('Çalıkuşu ürününün GTİP numarası yok');
    expect(said).toContain('%0 KDV');
  });

  it('goes to the customs office’s mailbox as IHRACAT, naming the foreign buyer and the terms', async () => {
    const notebook = await create('/api/items', {
      code: 'DFT-1',
      name: 'Defter A4',
      unitId: world.ids.piece,
      gtip: '4820.10.00.00.00',
    });
    const documentId = await world.invoice(buyer, [
      { itemId: notebook, quantity: '500', unitPrice: '12.5', vatRate: '0', exemptionCode: '301' },
    ]);
    const answer = await world.call('POST', `${base}/send`, { documentIds: [documentId], export: toCologne });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const [result] = answer.envelope.data;
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(result.edocument.profile).toBe('IHRACAT');
    const row = (
      await world.database.pool.query(
        'SELECT party_alias, party_name, party_tax_id, xml FROM edocuments WHERE id = $1',
        [result.edocument.id],
      )
    ).rows[0];
    expect(row).toMatchObject({
      party_alias: CUSTOMS_MAILBOX,
      party_name: 'Müller Papier GmbH',
      party_tax_id: '1460415308',
    });
    for (const expected of ['1460415308', 'Müller Papier GmbH', 'Köln', 'FOB', '482010000000', '>ISTISNA<'])
      expect(row.xml).toContain(expected);
    await drainOutbox(world.database);
    expect(fake.received.get(result.edocument.uuid)).toMatchObject({ profile: 'IHRACAT' });
  });

  it('keeps one export form to one buyer', async () => {
    const other = await create('/api/accounts', { title: 'Dupont Papeterie SARL' });
    const documentIds = [await world.invoice(buyer), await world.invoice(other)];
    const results = (await world.call('POST', `${base}/send`, { documentIds, export: toCologne })).envelope
      .data;
    expect(results.map((result: { ok: boolean }) => result.ok)).toEqual([false, false]);
    expect(results[0].problems[0].message).toContain('tek alıcı');
  });

  it('refuses export terms that are not GİB’s', async () => {
    const answer = await world.call('POST', `${base}/send`, {
      documentIds: [1],
      export: { ...toCologne, deliveryTerms: 'XYZ', city: '' },
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.envelope.errors ?? {})).toEqual(
      expect.arrayContaining(['export.deliveryTerms', 'export.city']),
    );
  });
});
