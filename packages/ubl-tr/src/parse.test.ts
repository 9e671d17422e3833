import { describe, expect, it } from 'vitest';
import { buildInvoice } from './invoice.ts';
import { parseInvoice } from './parse.ts';
import { SAMPLE_PERSON_BUYER, SAMPLE_SELLER, SAMPLE_SPECIAL_BASE_LINE, sampleInvoice } from './samples.ts';

describe('an incoming invoice read back', () => {
  it('gives the sender, the lines with their codes and the totals as written', () => {
    const invoice = sampleInvoice(31, 3, {
      type: 'TEVKIFAT',
      lines: [
        {
          name: 'Defter',
          quantity: '12',
          unitCode: 'C62',
          unitPrice: '45.5',
          vatRate: '20',
          discounts: ['10'],
          sellersItemId: 'DFT-1',
          barcode: '8690000000011',
        },
        {
          name: 'Taşıma',
          quantity: '1',
          unitCode: 'C62',
          unitPrice: '1000',
          vatRate: '20',
          withholding: { code: '624', percent: 20 },
        },
        {
          name: 'Kitap',
          quantity: '2',
          unitCode: 'C62',
          unitPrice: '90',
          vatRate: '0',
          exemptionCode: '351',
        },
      ],
    });
    const parsed = parseInvoice(buildInvoice(invoice));
    expect(parsed).toMatchObject({
      uuid: invoice.uuid,
      number: invoice.number,
      profile: 'TEMELFATURA',
      type: 'TEVKIFAT',
      issueDate: '2026-11-20',
      issueTime: '14:05',
      currency: 'TRY',
      supplier: {
        taxId: SAMPLE_SELLER.id,
        scheme: 'VKN',
        name: SAMPLE_SELLER.name,
        taxOffice: 'Çankaya',
        city: 'Ankara',
      },
    });
    expect(parsed.lines).toEqual([
      expect.objectContaining({
        name: 'Defter',
        quantity: '12',
        unitPrice: '45.5',
        discountPercent: '10',
        vatRate: '20',
        sellersItemId: 'DFT-1',
        barcode: '8690000000011',
        net: '491.40',
      }),
      expect.objectContaining({ name: 'Taşıma', withholdingCode: '624', withholdingPercent: 20 }),
      expect.objectContaining({ name: 'Kitap', vatRate: '0', exemptionCode: '351', specialBase: '' }),
    ]);
    expect(Number(parsed.payable)).toBeGreaterThan(0);
  });

  it('reads an özel matrah line’s special base, so the purchase books the VAT the seller charged', () => {
    const invoice = sampleInvoice(33, 1, { type: 'OZELMATRAH', lines: [SAMPLE_SPECIAL_BASE_LINE] });
    expect(parseInvoice(buildInvoice(invoice)).lines[0]).toMatchObject({
      exemptionCode: '805',
      specialBase: '3000.00',
      net: '45000.00',
    });
  });

  it('names a person sender by first and family name', () => {
    const parsed = parseInvoice(buildInvoice(sampleInvoice(32, 1, { supplier: SAMPLE_PERSON_BUYER })));
    expect(parsed.supplier).toMatchObject({ taxId: '10000000146', scheme: 'TCKN', name: 'Ayşe Çağlayan' });
  });

  it('refuses what is not an invoice', () => {
    expect(() => parseInvoice('<DespatchAdvice/>')).toThrow('UBL-TR faturası değil');
  });
});
