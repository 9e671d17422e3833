import { randomUUID } from 'node:crypto';
import { MenuId } from '@kibo/contracts';
import { todayInTurkey } from '@kibo/domain';
import { buildDespatch } from '@kibo/ubl-tr';
import { SAMPLE_COMPANY_BUYER, SAMPLE_SELLER, sampleDespatch } from '@kibo/ubl-tr/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../src/modules/einvoice/index.ts';
import { GIB_DESPATCH_MAILBOX } from '../src/modules/einvoice/queue-despatch.ts';
import { type EinvoiceWorld, makeEinvoiceWorld } from './einvoice-world.ts';
import type { FakeIntegrator } from './fakes/common.ts';
import { startFakeMysoft } from './fakes/mysoft.ts';

// e-Despatch through MySoft, against a local service speaking its protocol: sales waybills sent
// with who carries them (checked in the clerk's words first, then by GİB's rules), to a registered
// receiver's mailbox or GİB's, followed to approved; a waybill sent to us fetched and answered line
// by line with a receipt advice within the seven days.

const base = '/api/einvoice/mysoft/despatch';
const byVan = {
  date: '2026-11-20',
  time: '14:30',
  by: 'vehicle',
  drivers: [{ firstName: 'Mehmet', lastName: 'Şahin', tckn: '10000000146' }],
  plates: ['35 abc 123'],
};

let fake: FakeIntegrator;
let world: EinvoiceWorld;
let receiverId: number;
/** The waybill sent to us, once fetched, and our answer to it. */
let incomingId: number;
const answer = (lines: object[]) =>
  world.call('POST', `${base}/incoming/${incomingId}/receipt`, { receivedDate: todayInTurkey(), lines });
let personId: number;

const waybill = async (accountId: number, extra: object = {}) => {
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
const send = (documentIds: number[], shipment: object = byVan) =>
  world.call('POST', `${base}/send`, { documentIds, shipment });
const row = async (id: number) =>
  (
    await world.database.pool.query(
      'SELECT status, party_alias, kind, xml, response, details FROM edocuments WHERE id = $1',
      [id],
    )
  ).rows[0];

beforeAll(async () => {
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
});
afterAll(async () => {
  await world?.close();
  await fake?.close();
});

describe('sending e-despatches', () => {
  it('refuses a postal code that is not one, on the account card', async () => {
    const answer = await world.call('POST', '/api/accounts', {
      title: 'Posta Deneme',
      billingPostalCode: '99000',
    });
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.envelope)).toContain('il plaka koduyla');
  });

  it('says what is missing in the clerk’s words: a driver, a plate, the receiver’s postal code', async () => {
    const noPlate = await send([await waybill(receiverId)], { ...byVan, plates: [] });
    expect(noPlate.statusCode).toBe(422);
    expect(JSON.stringify(noPlate.envelope)).toContain('araç plakasını giriniz');
    const badDriver = await send([await waybill(receiverId)], {
      ...byVan,
      drivers: [{ firstName: 'Mehmet', lastName: 'Şahin', tckn: '12345678901' }],
    });
    expect(badDriver.statusCode).toBe(422);
    expect(JSON.stringify(badDriver.envelope)).toContain('T.C. kimlik numarası geçerli değil');
    // The world's company buyer has no postal code on its card.
    const answer = await send([await waybill(world.ids.company)]);
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const [result] = answer.envelope.data;
    expect(result.ok).toBe(false);
    expect(result.problems.map((problem: { message: string }) => problem.message).join(' ')).toContain(
      'posta kodunu giriniz',
    );
  });

  it('sends a waybill to a registered receiver’s mailbox with the driver and plate, and follows it to approved', async () => {
    const documentId = await waybill(receiverId, { shippingAddress: 'Kapı 3, rampa' });
    const answer = await send([documentId]);
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const [result] = answer.envelope.data;
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(result.edocument.number).toMatch(/^KBI2026\d{9}$/);
    const queued = await row(result.edocument.id);
    expect(queued).toMatchObject({ status: 'queued', kind: 'despatch' });
    expect(queued.party_alias).toBe(`urn:mail:irsaliyepk@${world.buyerTaxId}.example`);
    expect(queued.xml).toContain('<cbc:LicensePlateID schemeID="PLAKA">35ABC123</cbc:LicensePlateID>');
    expect(queued.xml).toContain('<cbc:PostalZone>35040</cbc:PostalZone>');
    expect(queued.xml).toContain('Kapı 3, rampa');

    await drainOutbox(world.database);
    const sent = fake.received.get(result.edocument.uuid);
    expect(sent).toMatchObject({ kind: 'despatch', number: result.edocument.number });
    fake.setStatus(result.edocument.uuid, 'approved');
    await world.due();
    await drainOutbox(world.database);
    expect((await row(result.edocument.id)).status).toBe('approved');

    // Sent once: again answers the same e-despatch; the lists show it where it belongs.
    const again = (await send([documentId])).envelope.data[0];
    expect(again.edocument.id).toBe(result.edocument.id);
    const outgoing = (await world.call('GET', `${base}/outgoing`)).envelope.data.rows;
    expect(outgoing.map((entry: { number: string }) => entry.number)).toContain(result.edocument.number);
    const invoices = (await world.call('GET', '/api/einvoice/mysoft/outgoing')).envelope.data.rows;
    expect(invoices.map((entry: { number: string }) => entry.number)).not.toContain(result.edocument.number);
    const candidates = (await world.call('GET', `${base}/candidates`)).envelope.data;
    expect(candidates.rows.map((entry: { id: number }) => entry.id)).not.toContain(documentId);
    expect(candidates.lastShipment).toMatchObject({ by: 'vehicle', plates: ['35ABC123'] });
  });

  it('sends to GİB’s mailbox for a receiver outside e-despatch, carried by a carrier firm', async () => {
    const answer = await send([await waybill(personId)], {
      date: '2026-11-21',
      time: '09:00',
      by: 'carrier',
      carrierTaxId: '1111111114',
      carrierName: 'Hızlı Nakliyat A.Ş.',
    });
    const [result] = answer.envelope.data;
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const queued = await row(result.edocument.id);
    expect(queued.party_alias).toBe(GIB_DESPATCH_MAILBOX);
    expect(queued.xml).toContain('Hızlı Nakliyat A.Ş.');
    expect(queued.xml).toContain('<cbc:ActualDespatchDate>2026-11-21</cbc:ActualDespatchDate>');
  });

  it('records waybills that went on paper as MATBUDAN, naming each printed number, with two drivers', async () => {
    const documentId = await waybill(receiverId);
    const number = (await world.call('GET', `/api/documents/${documentId}`)).envelope.data.number as string;
    const [result] = (
      await send([documentId], {
        ...byVan,
        printed: true,
        drivers: [...byVan.drivers, { firstName: 'Ali', lastName: 'Veli', tckn: '10000000146' }],
      })
    ).envelope.data;
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const queued = await row(result.edocument.id);
    expect(queued.xml).toContain('<cbc:DespatchAdviceTypeCode>MATBUDAN</cbc:DespatchAdviceTypeCode>');
    expect(queued.xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(queued.xml.match(/<cac:DriverPerson>/g)).toHaveLength(2);
  });

  it('refuses an invoice on the despatch screen and a carrier without its tax number', async () => {
    const [result] = (await send([await world.invoice(receiverId)])).envelope.data;
    expect(result.ok).toBe(false);
    expect(result.problems[0].message).toContain('satış irsaliyeleri');
    const noTaxId = await send([await waybill(receiverId)], {
      ...byVan,
      by: 'carrier',
      carrierName: 'Nakliyeci',
    });
    expect(noTaxId.statusCode).toBe(422);
    expect(JSON.stringify(noTaxId.envelope)).toContain('Taşıyıcı firmanın');
  });
});

describe('a waybill sent to us', () => {
  const uuid = randomUUID();
  const today = todayInTurkey();

  it('is fetched from the inbox, waiting for our answer for seven days', async () => {
    const despatch = sampleDespatch(70, {
      uuid,
      number: `OZT${today.slice(0, 4)}000000042`,
      issueDate: today,
      supplier: SAMPLE_COMPANY_BUYER,
      customer: SAMPLE_SELLER,
    });
    fake.incomingDespatches!.set(uuid, {
      uuid,
      number: despatch.number,
      date: today,
      senderTaxId: SAMPLE_COMPANY_BUYER.id,
      senderName: 'Öztürk Gıda Ltd. Şti.',
      xml: buildDespatch(despatch),
    });
    const fetched = await world.call('POST', `${base}/incoming/fetch`);
    expect(fetched.statusCode, JSON.stringify(fetched.envelope)).toBe(200);
    expect(fetched.envelope.data.added).toBe(1);
    expect(fake.incomingDespatches!.get(uuid)!.taken).toBe(true);
    const [entry] = (await world.call('GET', `${base}/incoming`)).envelope.data.rows;
    expect(entry).toMatchObject({ number: despatch.number, status: 'awaitingApproval', kind: 'despatch' });
    expect(entry.respondBy).toBe(
      new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
    );
    incomingId = entry.id;
    // Not among the invoices.
    expect((await world.call('GET', '/api/einvoice/mysoft/incoming')).envelope.data.rows).toEqual([]);
  });

  it('is answered line by line: too much or a refusal without a reason is refused, then the receipt advice goes', async () => {
    const form = (await world.call('GET', `${base}/incoming/${incomingId}/receipt`)).envelope.data;
    expect(form.lines.map((line: { id: string; quantity: string }) => [line.id, line.quantity])).toEqual([
      ['1', '40'],
      ['2', '12.5'],
    ]);
    const tooMuch = await answer([
      { lineId: '1', received: '40', rejected: '1', rejectReason: 'Islak' },
      { lineId: '2', received: '12.5' },
    ]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.envelope.kiboMessage).toContain('gönderilen miktarı (40) aşamaz');
    const noReason = await answer([
      { lineId: '1', received: '38', rejected: '2' },
      { lineId: '2', received: '12.5' },
    ]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.envelope.kiboMessage).toContain('sebebini yazınız');
    const missingLine = await answer([{ lineId: '1', received: '40' }]);
    expect(missingLine.statusCode).toBe(400);

    const good = await answer([
      { lineId: '1', received: '38', rejected: '2', rejectReason: 'Islak geldi' },
      { lineId: '2', received: '10' },
    ]);
    expect(good.statusCode, JSON.stringify(good.envelope)).toBe(200);
    const result = good.envelope.data;
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(result.edocument.number).toMatch(/^KBY\d{13}$/);
    const receipt = await row(result.edocument.id);
    expect(receipt.kind).toBe('receipt');
    expect(receipt.xml).toContain('<cbc:RejectReason>Islak geldi</cbc:RejectReason>');
    expect(receipt.xml).toContain('<cbc:ShortQuantity unitCode="KGM">2.5</cbc:ShortQuantity>');
    expect(await row(incomingId)).toMatchObject({ response: 'partial', status: 'approved' });

    await drainOutbox(world.database);
    expect(fake.received.get(result.edocument.uuid)).toMatchObject({ kind: 'receipt' });
    const twice = await answer([
      { lineId: '1', received: '40' },
      { lineId: '2', received: '12.5' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.envelope.kiboMessage).toContain('yanıt verilmiş');

    // GİB refuses that receipt advice: the list says so, and the waybill may be answered again.
    fake.setStatus(result.edocument.uuid, 'notApproved');
    await world.due();
    await drainOutbox(world.database);
    const listed = (await world.call('GET', `${base}/incoming`)).envelope.data.rows;
    expect(listed.find((entry: { id: number }) => entry.id === incomingId)).toMatchObject({
      response: 'partial',
      receiptStatus: 'notApproved',
    });
    const anew = await answer([
      { lineId: '1', received: '38', rejected: '2', rejectReason: 'Islak geldi' },
      { lineId: '2', received: '10' },
    ]);
    expect(anew.envelope.data.ok, JSON.stringify(anew.envelope)).toBe(true);
    expect(anew.envelope.data.edocument.id).not.toBe(result.edocument.id);
    expect((await row(incomingId)).details.receipt.id).toBe(anew.envelope.data.edocument.id);
  });

  it('becomes our purchase waybill: items found by code or picked, saved once, the supplier’s code learned', async () => {
    const notebook = (
      await world.call('POST', '/api/items', {
        code: 'STK-00001',
        name: 'Defter A4',
        unitId: world.ids.piece,
      })
    ).envelope.data.record.id as number;
    // Paper kept in 2 kg packets, its kilogram an extra unit: the sender's KGM comes in as kilograms.
    const kg = (await world.call('POST', '/api/units', { code: 'KGM', name: 'Kilogram', decimals: 3 }))
      .envelope.data.record.id as number;
    const packet = (await world.call('POST', '/api/units', { code: 'PA', name: 'Paket', decimals: 0 }))
      .envelope.data.record.id as number;
    const paper = (
      await world.call('POST', '/api/items', {
        code: 'KGT-2',
        name: 'Fotokopi kâğıdı',
        unitId: packet,
        units: [{ unitId: kg, factor: '0.5' }],
      })
    ).envelope.data.record.id as number;
    const draft = (await world.call('GET', `${base}/incoming/${incomingId}/waybill`)).envelope.data;
    expect(draft.supplier.found).toMatchObject({ id: world.ids.company });
    expect(
      draft.lines.map((line: { itemId: number | null; matchedBy: string | null }) => [
        line.itemId,
        line.matchedBy,
      ]),
    ).toEqual([
      [notebook, 'code'],
      [null, null],
    ]);
    const save = () =>
      world.call('POST', `${base}/incoming/${incomingId}/waybill`, {
        warehouseId: world.ids.store,
        itemIds: [notebook, paper],
      });
    const saved = await save();
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    const waybill = (await world.call('GET', `/api/documents/${saved.envelope.data.id}`)).envelope.data;
    expect(waybill).toMatchObject({
      docType: 'despatchIn',
      accountId: world.ids.company,
      counterpartyNo: `OZT${today.slice(0, 4)}000000042`,
    });
    // What our receipt advice said came in: 38 of 40 notebooks, 10 of 12,5 kg of paper.
    expect(waybill.lines.map((line: { quantity: string }) => Number(line.quantity))).toEqual([38, 10]);
    // 10 kg of paper counted in kilograms: 5 packets into stock.
    expect(waybill.lines[1]).toMatchObject({ unitId: kg, unitFactor: '0.500000' });
    expect(waybill.lines[0]).toMatchObject({ unitFactor: '1.000000' });
    const twice = await save();
    expect(twice.statusCode).toBe(400);
    expect(twice.envelope.kiboMessage).toContain('alış irsaliyesi kaydedilmiş');
    // The paper's second line is known by the supplier's code from now on.
    const again = (await world.call('GET', `${base}/incoming/${incomingId}/waybill`)).envelope.data;
    expect(again.lines[1]).toMatchObject({ itemId: paper, matchedBy: 'supplierCode' });
    // Booked now: even a refused receipt advice is not answered again, as the books hold this one.
    const { receipt } = (await row(incomingId)).details;
    await world.database.pool.query(`UPDATE edocuments SET status = 'notApproved' WHERE id = $1`, [
      receipt.id,
    ]);
    const late = await answer([
      { lineId: '1', received: '40' },
      { lineId: '2', received: '12.5' },
    ]);
    expect(late.statusCode).toBe(400);
  });

  it('is kept from a user who may answer waybills but not make purchase waybills, on the server', async () => {
    const answerOnly = await world.userWith([MenuId.mysoftWaybillIncoming]);
    expect((await answerOnly('GET', `${base}/incoming`)).statusCode).toBe(200);
    // The waybill's XML is theirs to open; an invoice's is not.
    expect((await answerOnly('GET', `/api/einvoice/mysoft/documents/${incomingId}/xml`)).statusCode).toBe(
      200,
    );
    const [invoice] = (
      await world.call('POST', '/api/einvoice/mysoft/send', {
        documentIds: [await world.invoice(receiverId)],
      })
    ).envelope.data;
    expect(invoice.ok, JSON.stringify(invoice)).toBe(true);
    expect(
      (await answerOnly('GET', `/api/einvoice/mysoft/documents/${invoice.edocument.id}/xml`)).statusCode,
    ).toBe(403);
    const refused = await answerOnly('POST', `${base}/incoming/${incomingId}/waybill`, {
      warehouseId: world.ids.store,
      itemIds: [world.ids.book, world.ids.book],
    });
    expect(refused.statusCode, JSON.stringify(refused.envelope)).toBe(403);
    const nothing = await world.userWith([MenuId.mysoftSend]);
    expect((await nothing('GET', `${base}/outgoing`)).statusCode).toBe(403);
    expect((await nothing('POST', `${base}/send`, { documentIds: [1], shipment: byVan })).statusCode).toBe(
      403,
    );
  });
});
