import { MenuId } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CargoWorld, makeCargoWorld } from './cargo-world.ts';
import type { FakeCarrier } from './fakes/cargo-common.ts';
import { startFakeYurtici } from './fakes/cargo-yurtici.ts';
import { createCompany, FIXTURE_PASSWORD } from './harness.ts';

// What the cargo screens refuse, and to whom: each document's problem in the clerk's words, typed
// values checked, a carrier's screens only for the holders of its menus, another company's
// shipments out of sight.

let world: CargoWorld;
let fake: FakeCarrier;
beforeAll(async () => {
  [world, fake] = await Promise.all([makeCargoWorld(), startFakeYurtici()]);
  await world.connect('yurtici', fake);
});
afterAll(async () => {
  await fake.close();
  await world.close();
});

const parcel = (documentId: number, changes: object = {}) => ({
  documentId,
  parcels: 1,
  desi: '2',
  weightKg: '1',
  ...changes,
});
const account = async (body: object) => {
  const made = await world.call('POST', '/api/accounts', body);
  expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
  return made.envelope.data.record.id as number;
};

describe('sending', () => {
  it("answers each document's problem in the clerk's words, and ships the rest", async () => {
    const nowhere = await account({ title: 'Adressiz Müşteri', phones: ['0532 000 00 00'] });
    const silent = await account({
      title: 'Telefonsuz Müşteri',
      billingProvince: 'İzmir',
      billingDistrict: 'Karşıyaka',
      billingAddress: 'Cemal Gürsel Cad. 12',
    });
    const good = await world.waybill();
    const [noPlace, noPhone, shipped] = [await world.waybill(nowhere), await world.waybill(silent), good];
    const answers = await world.send('yurtici', [parcel(noPlace), parcel(noPhone), parcel(shipped)]);
    expect(answers.map((answer) => answer.documentId)).toEqual([noPlace, noPhone, shipped]);
    expect(answers[0]!.message).toMatch(/il ve ilçe eksik/);
    expect(answers[1]!.message).toMatch(/telefonu yok/);
    expect(answers[2]).toMatchObject({ ok: true });
  });

  it('finds a province and district however an older card or an import wrote them', async () => {
    const typed = await account({
      title: 'Büyük Harfli Müşteri',
      billingProvince: 'İstanbul',
      billingDistrict: 'Eyüpsultan',
      billingAddress: 'Eyüp Merkez Mah.',
      phones: ['0532 111 00 00'],
    });
    // The card screen offers the list; a card carried over from another program may not.
    await world.t.database.pool.query(
      "UPDATE accounts SET billing_province = 'ISTANBUL', billing_district = 'eyupsultan' WHERE id = $1",
      [typed],
    );
    const [answer] = await world.send('yurtici', [parcel(await world.waybill(typed))]);
    expect(answer).toMatchObject({ ok: true });
    const { rows } = await world.t.database.pool.query('SELECT receiver FROM shipments WHERE id = $1', [
      answer!.shipmentId,
    ]);
    expect(rows[0].receiver).toMatchObject({
      province: 'İstanbul',
      district: 'Eyüpsultan',
      provincePlate: 34,
    });
  });

  it('refuses cash on delivery above the payable, or where the account does not allow it', async () => {
    const invoice = await world.invoice();
    const [above] = await world.send('yurtici', [parcel(invoice, { codAmount: '1650.01' })]);
    expect(above!.message).toMatch(/ödenecek tutarını aşamaz/);
    // Two books at 750 + 10 % VAT: 1,650.00 is exactly what the customer pays.
    const [exact] = await world.send('yurtici', [parcel(invoice, { codAmount: '1650' })]);
    expect(exact).toMatchObject({ ok: true });
    const euros = await world.document('salesInvoice', { currency: 'EUR', exchangeRate: '48.5' });
    const [foreign] = await world.send('yurtici', [parcel(euros, { codAmount: '50' })]);
    expect(foreign!.message).toMatch(/döviz cinsinden belgede kapıda ödeme alınamaz/);
    await world.connect('yurtici', fake, { codAllowed: false });
    const [off] = await world.send('yurtici', [parcel(await world.invoice(), { codAmount: '10' })]);
    expect(off!.message).toMatch(/kapıda ödeme kapalı/);
    await world.connect('yurtici', fake);
  });

  it('ships only sales documents, with one carrier at a time, and not when the account is off', async () => {
    const purchase = await world.document('purchaseInvoice');
    const [bought] = await world.send('yurtici', [parcel(purchase)]);
    expect(bought!.message).toMatch(/Yalnızca satış/);
    const waybill = await world.waybill();
    await world.send('yurtici', [parcel(waybill)]);
    await world.connect('aras', fake);
    const [twice] = await world.send('aras', [parcel(waybill)]);
    expect(twice!.message).toMatch(/zaten Yurtiçi Kargo ile kargoda/);
    await world.connect('aras', fake, { active: false });
    const [off] = await world.send('aras', [parcel(await world.waybill())]);
    expect(off!.message).toMatch(/etkin değil/);
  });

  it('checks what is typed: desi, parcels, the tracking page and the barcode range', async () => {
    const waybill = await world.waybill();
    const typed = await world.call('POST', '/api/cargo/yurtici/send', {
      shipments: [{ documentId: waybill, parcels: 0, desi: '1,5', weightKg: '0' }],
    });
    expect(typed.statusCode).toBe(422);
    expect(Object.keys(typed.envelope.errors ?? {})).toEqual(
      expect.arrayContaining(['shipments.0.parcels', 'shipments.0.desi', 'shipments.0.weightKg']),
    );
    const huge = await world.call('POST', '/api/cargo/yurtici/send', {
      shipments: [{ documentId: 99_999_999_999, desi: '99999999', weightKg: '1' }],
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.envelope.errors?.['shipments.0.desi']?.[0]).toBe('En fazla 100000 olabilir');
    expect(Object.keys(huge.envelope.errors ?? {})).toContain('shipments.0.documentId');
    expect((await world.call('GET', '/api/cargo/yurtici/labels?ids=99999999999')).statusCode).toBe(422);
    const box = await world.call('POST', '/api/cargo/package-types', {
      name: 'Dev',
      lengthCm: '1000000',
      widthCm: '1',
      heightCm: '1',
    });
    expect(box.envelope.errors?.lengthCm?.[0]).toBe('En fazla 10000 olabilir');
    const settings = await world.call('PUT', '/api/cargo/ptt/settings', {
      trackingUrl: 'https://takip.example/kargo',
      barcodeFrom: '100000000000',
    });
    expect(settings.statusCode).toBe(422);
    expect(settings.envelope.errors?.trackingUrl?.[0]).toMatch(/\{code\}/);
    expect(settings.envelope.errors?.barcodeTo?.[0]).toMatch(/birlikte/);
    const letters = await world.call('PUT', '/api/cargo/ptt/settings', {
      barcodeFrom: 'KP0001',
      barcodeTo: '100000000000',
    });
    expect(letters.envelope.errors?.barcodeFrom?.[0]).toMatch(/12 ya da 13 rakam/);
    const backwards = await world.call('PUT', '/api/cargo/ptt/settings', {
      barcodeFrom: '100000000099',
      barcodeTo: '100000000000',
    });
    expect(backwards.envelope.errors?.barcodeTo?.[0]).toMatch(/başından küçük/);
  });
});

describe('the send list and the account', () => {
  it('finds documents by the customer typed without Turkish letters, and charges each parcel the least desi', async () => {
    const waybill = await world.waybill();
    const found = await world.call('GET', '/api/cargo/yurtici/candidates?search=caglayan');
    expect(found.envelope.data.rows.map((row: { id: number }) => row.id)).toContain(waybill);
    await world.connect('yurtici', fake, { minDesi: '1.5' });
    const [sent] = await world.send('yurtici', [parcel(waybill, { parcels: 3, desi: '2' })]);
    const { rows } = await world.t.database.pool.query('SELECT desi::text FROM shipments WHERE id = $1', [
      sent!.shipmentId,
    ]);
    expect(rows[0].desi).toBe('4.50');
    await world.connect('yurtici', fake);
  });

  it('lists for sending only the document types the clerk may open', async () => {
    await world.document('salesOrder');
    const types = async (as: typeof world.call) =>
      new Set(
        ((await as('GET', '/api/cargo/yurtici/candidates')).envelope.data.rows as { docType: string }[]).map(
          (row) => row.docType,
        ),
      );
    expect(await types(world.call)).toContain('salesOrder');
    // A warehouse clerk (a cashier's role, with waybills) holds no orders menu: no orders to send.
    const clerk = await world.userWith([MenuId.yurticiCargoSend, MenuId.waybillOut]);
    const theirs = await types(clerk);
    expect(theirs).toContain('despatchOut');
    expect(theirs).not.toContain('salesOrder');
  });

  it('sends the stored password only to the address it was typed for', async () => {
    const moved = await world.call('PUT', '/api/cargo/yurtici/settings', {
      active: true,
      serviceUrl: 'https://baska-bir-sunucu.example/ws',
      username: fake.account.username,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.envelope.errors?.password?.[0]).toMatch(/şifreyi yeniden girin/);
    const kept = await world.call('PUT', '/api/cargo/yurtici/settings', {
      active: true,
      testMode: true,
      serviceUrl: fake.url,
      username: fake.account.username,
      customerCode: fake.account.customerCode,
      apiKey: fake.account.apiKey,
      codAllowed: true,
    });
    expect(kept.statusCode, JSON.stringify(kept.envelope)).toBe(200);
    expect((await world.call('POST', '/api/cargo/yurtici/settings/test')).statusCode).toBe(200);
  });
});

describe('a shipment the carrier is being asked about', () => {
  it('is asked by one at a time: "ask now" leaves it to the worker that holds it', async () => {
    await world.work();
    const [sent] = await world.send('yurtici', [parcel(await world.waybill())]);
    const id = sent!.shipmentId!;
    await world.t.database.pool.query(
      "UPDATE shipments SET claimed_until = now() + interval '5 minutes' WHERE id = $1",
      [id],
    );
    const held = () => [...fake.shipments.values()].length;
    const before = held();
    expect((await world.call('POST', `/api/cargo/yurtici/shipments/${id}/track`)).statusCode).toBe(200);
    expect(await world.work()).toBe(0);
    expect(held()).toBe(before);
    expect((await world.shipment(id)).state).toBe('queued');
    await world.t.database.pool.query('UPDATE shipments SET claimed_until = NULL WHERE id = $1', [id]);
    expect((await world.call('POST', `/api/cargo/yurtici/shipments/${id}/track`)).statusCode).toBe(200);
    expect((await world.shipment(id)).state).toBe('created');
    expect(held()).toBe(before + 1);
  });
});

describe('package types', () => {
  it('keeps the boxes the shop ships in, one name each', async () => {
    const box = { name: 'Orta Koli', lengthCm: '40', widthCm: '30', heightCm: '25', weightKg: '0.4' };
    const made = await world.call('POST', '/api/cargo/package-types', box);
    expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
    expect((await world.call('POST', '/api/cargo/package-types', box)).envelope.kiboMessage).toMatch(
      /Bu paket tipi/,
    );
    const listed = (await world.call('GET', '/api/cargo/package-types')).envelope.data;
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Orta Koli', lengthCm: '40.0', weightKg: '0.400' }),
    ]);
    expect((await world.call('DELETE', `/api/cargo/package-types/${made.envelope.data.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('rights and tenants', () => {
  it("opens a carrier's screens to the holders of its menus only", async () => {
    const clerk = await world.userWith([MenuId.yurticiCargoSend, MenuId.waybillOut]);
    expect((await clerk('GET', '/api/cargo/yurtici/candidates')).statusCode).toBe(200);
    expect((await clerk('GET', '/api/cargo/yurtici/shipments')).statusCode).toBe(200);
    expect((await clerk('GET', '/api/cargo/package-types')).statusCode).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/cargo/mng/candidates'],
      ['POST', '/api/cargo/mng/send'],
      ['GET', '/api/cargo/yurtici/settings'],
      ['POST', '/api/cargo/yurtici/settings/test'],
      ['GET', '/api/cargo/accounts'],
      ['POST', '/api/cargo/package-types'],
    ] as const)
      expect((await clerk(method, path, {})).statusCode, path).toBe(403);
  });

  it("keeps another company's shipments and accounts out of sight", async () => {
    const other = await createCompany(world.t.database, 'Başka', { maxUsers: 5 });
    const token = await world.t.login(other.admin.email, FIXTURE_PASSWORD);
    const as = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
      world.t.call(method, path, { token, ...(body ? { body } : {}) });
    expect((await as('PUT', '/api/settings/company-modules', { cargo: true })).statusCode).toBe(200);
    expect((await as('GET', '/api/cargo/yurtici/shipments')).envelope.data.rows).toEqual([]);
    expect((await as('GET', '/api/cargo/yurtici/settings')).envelope.data).toMatchObject({ saved: false });
    const { rows } = await world.t.database.pool.query(
      'SELECT id FROM shipments WHERE company_id = $1 LIMIT 1',
      [world.companyId],
    );
    expect((await as('POST', `/api/cargo/yurtici/shipments/${rows[0].id}/cancel`, {})).statusCode).toBe(404);
    const labels = await as('GET', `/api/cargo/yurtici/labels?ids=${rows[0].id}`);
    expect(labels.statusCode).toBe(400);
  });
});
