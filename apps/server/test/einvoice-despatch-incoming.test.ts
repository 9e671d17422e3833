import { randomUUID } from 'node:crypto';
import { MenuId } from '@kibo/contracts';
import { todayInTurkey } from '@kibo/domain';
import { buildDespatch } from '@kibo/ubl-tr';
import { SAMPLE_COMPANY_BUYER, SAMPLE_SELLER, sampleDespatch } from '@kibo/ubl-tr/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../src/modules/einvoice/index.ts';
import {
  base,
  byVan,
  closeDespatchWorld,
  fake,
  receiverId,
  row,
  setUpDespatchWorld,
  world,
} from './einvoice-despatch-world.ts';

// A waybill sent to us through MySoft, against a local service speaking its protocol: fetched,
// answered line by line with a receipt advice within the seven days (again, when GİB refuses the
// answer), and made our purchase waybill in the sender's units.

beforeAll(setUpDespatchWorld);
afterAll(closeDespatchWorld);

/** The waybill sent to us, once fetched, and our answer to it. */
let incomingId: number;
const answer = (lines: object[]) =>
  world.call('POST', `${base}/incoming/${incomingId}/receipt`, { receivedDate: todayInTurkey(), lines });

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
