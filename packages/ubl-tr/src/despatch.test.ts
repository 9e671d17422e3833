import { describe, expect, it } from 'vitest';
import { buildDespatch } from './despatch.ts';
import { parseDespatch } from './parse-despatch.ts';
import { buildReceipt } from './receipt.ts';
import { SAMPLE_COMPANY_BUYER, SAMPLE_SELLER, sampleDespatch } from './samples.ts';
import { validateDocuments } from './validate/index.ts';

// e-Despatch variants and the receipt advice that answers one, through GİB's XSD and schematron.

const receipt = buildReceipt({
  number: 'KBY2026000000001',
  uuid: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
  issueDate: '2026-11-21',
  issueTime: '11:15',
  despatch: { id: 'OZT2026000000042', date: '2026-11-20' },
  receiver: SAMPLE_SELLER,
  sender: SAMPLE_COMPANY_BUYER,
  receivedDate: '2026-11-21',
  lines: [
    {
      name: 'Defter A4 çizgili',
      unitCode: 'C62',
      received: '38',
      rejected: '2',
      rejectReason: 'Islak geldi',
      despatchLineId: '1',
    },
    { name: 'Fotokopi kâğıdı', unitCode: 'KGM', received: '12.5', despatchLineId: '2' },
  ],
});

describe('UBL-TR despatch and receipt advice', () => {
  it('passes GİB’s rules: SEVK with a driver and plates, SEVK by a carrier, MATBUDAN, and the receipt advice', async () => {
    const documents: [string, string][] = [
      ['SEVK, driver and plates', buildDespatch(sampleDespatch(1))],
      [
        'SEVK by a carrier firm to another address',
        buildDespatch(
          sampleDespatch(2, {
            drivers: [],
            plates: [],
            carrier: { scheme: 'VKN', id: '1111111114', name: 'Hızlı Kargo A.Ş.' },
            deliveryAddress: {
              street: 'Sanayi Sitesi 4. Blok',
              district: 'Bornova',
              city: 'İzmir',
              postalZone: '35040',
            },
          }),
        ),
      ],
      [
        'MATBUDAN',
        buildDespatch(
          sampleDespatch(3, { type: 'MATBUDAN', printedDespatch: { id: 'A-004512', date: '2026-11-19' } }),
        ),
      ],
      ['receipt advice', receipt],
    ];
    const results = await validateDocuments(documents.map(([, xml]) => xml));
    const failures = results.flatMap((result, index) =>
      [...result.errors, ...result.warnings].map(
        (problem) => `${documents[index]![0]}: ${problem.rule} ${problem.message}`,
      ),
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses a despatch with no driver and no carrier, pointing at the driver', async () => {
    const [result] = await validateDocuments([buildDespatch(sampleDespatch(4, { drivers: [], plates: [] }))]);
    expect(result!.valid).toBe(false);
    expect(result!.errors.map((problem) => problem.message).join(' ')).toContain('DriverPerson');
  });

  it('says per line what arrived and what was refused', () => {
    expect(receipt).toContain('<cbc:RejectedQuantity unitCode="C62">2</cbc:RejectedQuantity>');
    expect(receipt).toContain('<cbc:RejectReason>Islak geldi</cbc:RejectReason>');
    expect(receipt).toContain('<cbc:ReceivedQuantity unitCode="KGM">12.5</cbc:ReceivedQuantity>');
  });

  it('reads an incoming despatch back: sender, lines by their ids, order and shipment date', () => {
    const parsed = parseDespatch(
      buildDespatch(
        sampleDespatch(5, { order: { id: 'SIP-77', date: '2026-11-18' }, shipmentDate: '2026-11-21' }),
      ),
    );
    expect(parsed).toMatchObject({
      number: 'KBI2026000000005',
      type: 'SEVK',
      issueDate: '2026-11-20',
      shipmentDate: '2026-11-21',
      supplier: { taxId: SAMPLE_SELLER.id },
      customer: { taxId: SAMPLE_COMPANY_BUYER.id },
      order: { id: 'SIP-77', date: '2026-11-18' },
    });
    expect(parsed.lines).toEqual([
      expect.objectContaining({
        id: '1',
        name: 'Defter A4 çizgili',
        quantity: '40',
        unitCode: 'C62',
        sellersItemId: 'STK-00001',
      }),
      expect.objectContaining({ id: '2', quantity: '12.5', unitCode: 'KGM' }),
    ]);
    expect(() => parseDespatch('<Invoice/>')).toThrow();
  });
});
