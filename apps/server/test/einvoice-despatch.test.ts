import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../src/modules/einvoice/index.ts';
import { GIB_DESPATCH_MAILBOX } from '../src/modules/einvoice/queue-despatch.ts';
import {
  base,
  byVan,
  closeDespatchWorld,
  fake,
  personId,
  receiverId,
  row,
  send,
  setUpDespatchWorld,
  waybill,
  world,
} from './einvoice-despatch-world.ts';

// e-Despatch through MySoft, against a local service speaking its protocol: sales waybills sent
// with who carries them (checked in the clerk's words first, then by GİB's rules), to a registered
// receiver's mailbox or GİB's, followed to approved. Waybills sent to us: einvoice-despatch-incoming.

beforeAll(setUpDespatchWorld);
afterAll(closeDespatchWorld);

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
