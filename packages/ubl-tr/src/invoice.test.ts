import { describe, expect, it } from 'vitest';
import { buildInvoice } from './invoice.ts';
import type { EInvoice } from './model.ts';
import {
  SAMPLE_COMPANY_BUYER,
  SAMPLE_PERSON_BUYER,
  SAMPLE_SPECIAL_BASE_LINE,
  sampleInvoice,
} from './samples.ts';
import { validateDocuments } from './validate/index.ts';

// Every variant the product issues goes through GİB's XSD and schematron and the kit's sums, with
// no error and no warning.

const pick = (xml: string, element: string): string[] =>
  [...xml.matchAll(new RegExp(`<${element}[^>]*>([^<]*)</${element}>`, 'g'))].map((match) => match[1]!);

const variants: [string, EInvoice][] = [
  ['TEMELFATURA SATIS, three rates, discounts', sampleInvoice(1, 10)],
  [
    'TEMELFATURA SATIS, VAT-included prices and a document discount',
    sampleInvoice(2, 6, { pricesIncludeVat: true, documentDiscount: { kind: 'percent', value: '7.5' } }),
  ],
  ['TICARIFATURA SATIS', sampleInvoice(3, 4, { profile: 'TICARIFATURA' })],
  [
    'EARSIVFATURA SATIS to a person',
    sampleInvoice(4, 3, { profile: 'EARSIVFATURA', customer: SAMPLE_PERSON_BUYER }),
  ],
  [
    'TEMELFATURA IADE of an earlier invoice',
    sampleInvoice(5, 2, { type: 'IADE', returnedInvoice: { id: 'KBO2026000000001', date: '2026-11-02' } }),
  ],
  [
    'TEMELFATURA TEVKIFAT 603 at 7/10',
    sampleInvoice(6, 1, {
      type: 'TEVKIFAT',
      lines: [
        {
          name: 'Forklift bakım ve onarımı',
          quantity: '1',
          unitCode: 'C62',
          unitPrice: '1000',
          vatRate: '20',
          withholding: { code: '603', percent: 70 },
        },
      ],
    }),
  ],
  [
    'TEMELFATURA TEVKIFATIADE',
    sampleInvoice(7, 1, {
      type: 'TEVKIFATIADE',
      returnedInvoice: { id: 'KBO2026000000006', date: '2026-11-10' },
      lines: [
        {
          name: 'Temizlik hizmeti iadesi',
          quantity: '1',
          unitCode: 'C62',
          unitPrice: '500',
          vatRate: '20',
          withholding: { code: '612', percent: 90 },
        },
      ],
    }),
  ],
  [
    'TEMELFATURA ISTISNA 301 (0 % KDV)',
    sampleInvoice(8, 1, {
      type: 'ISTISNA',
      lines: [
        {
          name: 'Kitap',
          quantity: '3',
          unitCode: 'C62',
          unitPrice: '250',
          vatRate: '0',
          exemptionCode: '301',
        },
      ],
    }),
  ],
  [
    'TEMELFATURA OZELMATRAH 805 on a special base',
    sampleInvoice(9, 1, { type: 'OZELMATRAH', lines: [SAMPLE_SPECIAL_BASE_LINE] }),
  ],
  [
    'TEMELFATURA IHRACKAYITLI 701',
    sampleInvoice(10, 2, {
      type: 'IHRACKAYITLI',
      lines: [
        {
          name: 'Pamuklu kumaş',
          quantity: '120',
          unitCode: 'MTR',
          unitPrice: '85',
          vatRate: '0',
          exemptionCode: '701',
        },
        {
          name: 'Keten kumaş',
          quantity: '40',
          unitCode: 'MTR',
          unitPrice: '140',
          vatRate: '0',
          exemptionCode: '701',
        },
      ],
    }),
  ],
  [
    'IHRACAT ISTISNA 301 in euro',
    sampleInvoice(11, 2, {
      profile: 'IHRACAT',
      type: 'ISTISNA',
      currency: 'EUR',
      exchangeRate: '48.1234',
      export: {
        buyer: {
          name: 'Müller Papier GmbH',
          country: 'Almanya',
          city: 'Köln',
          address: 'Domstraße 5',
          taxId: 'DE123456789',
        },
        deliveryTerms: 'FOB',
        transportMode: '3',
      },
      lines: [
        {
          name: 'Defter',
          quantity: '500',
          unitCode: 'C62',
          unitPrice: '1.20',
          vatRate: '0',
          exemptionCode: '301',
          gtip: '482020000000',
        },
        {
          name: 'Ajanda',
          quantity: '200',
          unitCode: 'C62',
          unitPrice: '4.75',
          vatRate: '0',
          exemptionCode: '301',
          gtip: '482010000000',
        },
      ],
    }),
  ],
  ['TEMELFATURA SATIS in US dollars', sampleInvoice(12, 5, { currency: 'USD', exchangeRate: '42.35' })],
  [
    'TEMELFATURA SATIS with ÖTV, a 0 % line (351), order and despatch references and notes',
    sampleInvoice(13, 2, {
      order: { id: 'SP-2026-118', date: '2026-11-15' },
      despatches: [{ id: 'KBI2026000000004', date: '2026-11-18' }],
      notes: ['Teslimat: depo girişi', 'Ödeme 30 gün vadeli'],
      dueDate: '2026-12-20',
      lines: [
        {
          name: 'Motorin',
          quantity: '100',
          unitCode: 'LTR',
          unitPrice: '21.5',
          vatRate: '20',
          otvRate: '25',
        },
        {
          name: 'Bağış kutusu',
          quantity: '1',
          unitCode: 'C62',
          unitPrice: '10',
          vatRate: '0',
          exemptionCode: '351',
        },
      ],
    }),
  ],
  ['TEMELFATURA SATIS of 1,250 lines', sampleInvoice(14, 1250)],
  [
    'EARSIVFATURA to a company, 1,250 VAT-included lines',
    sampleInvoice(15, 1250, { profile: 'EARSIVFATURA', pricesIncludeVat: true }),
  ],
];

describe('UBL-TR invoices', () => {
  it('passes GİB XSD, GİB schematron and the kit sums for every profile and type', async () => {
    const results = await validateDocuments(variants.map(([, invoice]) => buildInvoice(invoice)));
    const failures = results.flatMap((result, index) =>
      [...result.errors, ...result.warnings].map(
        (problem) => `${variants[index]![0]}: ${problem.rule} ${problem.message}`,
      ),
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('withholds 7/10 of the VAT under code 603: 1,000 net, 200 VAT, 140 withheld, 1,060 payable', () => {
    const xml = buildInvoice(variants[5]![1]);
    expect(pick(xml, 'cbc:PayableAmount')).toEqual(['1060.00']);
    expect(pick(xml, 'cbc:TaxInclusiveAmount')).toEqual(['1200.00']);
    expect(xml).toContain('<cbc:TaxTypeCode>603</cbc:TaxTypeCode>');
    const withheld = xml.slice(xml.indexOf('<cac:WithholdingTaxTotal>'));
    expect(pick(withheld, 'cbc:TaxAmount')[0]).toBe('140.00');
  });

  it('names a person by first and family name and a company by its title', () => {
    const person = buildInvoice(variants[3]![1]);
    expect(person).toContain('<cbc:ID schemeID="TCKN">10000000146</cbc:ID>');
    expect(pick(person, 'cbc:FirstName')).toEqual([SAMPLE_PERSON_BUYER.firstName]);
    expect(pick(person, 'cbc:FamilyName')).toEqual([SAMPLE_PERSON_BUYER.familyName]);
    expect(buildInvoice(variants[0]![1])).toContain(`<cbc:Name>${SAMPLE_COMPANY_BUYER.name}</cbc:Name>`);
  });

  it('writes the payable amount in words and the exchange rate of a foreign-currency invoice', () => {
    const xml = buildInvoice(variants[11]![1]);
    expect(pick(xml, 'cbc:Note').at(-1)).toMatch(/^Yalnız .+ USD/);
    expect(pick(xml, 'cbc:CalculationRate')).toEqual(['42.35']);
    expect(xml).toContain('<cbc:SourceCurrencyCode>USD</cbc:SourceCurrencyCode>');
  });

  it('charges VAT on net + ÖTV', () => {
    const xml = buildInvoice(variants[12]![1]);
    // 100 × 21.50 = 2,150 net; ÖTV 25 % = 537.50; KDV 20 % of 2,687.50 = 537.50.
    expect(xml).toContain('<cbc:TaxableAmount currencyID="TRY">2687.50</cbc:TaxableAmount>');
    expect(pick(xml, 'cbc:TaxInclusiveAmount')).toEqual(['3235.00']);
  });

  it('charges the VAT of an özel matrah line on its special base, the line at its whole price', () => {
    const xml = buildInvoice(variants.find(([name]) => name.includes('OZELMATRAH'))![1]);
    // A 45,000 bracelet whose workmanship of 3,000 bears 20 % KDV: 600 VAT, 45,600 to pay.
    expect(pick(xml, 'cbc:TaxableAmount')).toEqual(['3000.00', '3000.00']);
    expect(pick(xml, 'cbc:TaxAmount')).toEqual(['600.00', '600.00', '600.00', '600.00']);
    expect(pick(xml, 'cbc:TaxExemptionReasonCode')).toEqual(['805', '805']);
    expect(pick(xml, 'cbc:LineExtensionAmount')).toEqual(['45000.00', '45000.00']);
    expect(pick(xml, 'cbc:PayableAmount')).toEqual(['45600.00']);
  });

  it('adds up a 1,250-line invoice to the kuruş, each line VAT within a kuruş of its rate', () => {
    const xml = buildInvoice(variants[14]![1]);
    expect(pick(xml, 'cbc:LineCountNumeric')).toEqual(['1250']);
    expect(xml.match(/<cac:InvoiceLine>/g)).toHaveLength(1250);
  });
});

describe('a broken invoice', () => {
  it('is refused with GİB’s Turkish explanation and the field to fix', async () => {
    const broken = sampleInvoice(20, 2, { customer: { ...SAMPLE_COMPANY_BUYER, id: '987654321' } });
    const [result] = await validateDocuments([buildInvoice(broken)]);
    expect(result!.valid).toBe(false);
    expect(result!.errors).toContainEqual(
      expect.objectContaining({
        source: 'GIB',
        field: 'customerTaxId',
        message: expect.stringContaining('10 haneli'),
      }),
    );
  });

  it('asks for the exemption reason of a 0 % line', async () => {
    const broken = sampleInvoice(21, 2, {
      lines: [
        { name: 'Kalem', quantity: '1', unitCode: 'C62', unitPrice: '10', vatRate: '20' },
        { name: 'Kitap', quantity: '1', unitCode: 'C62', unitPrice: '10', vatRate: '0' },
      ],
    });
    const [result] = await validateDocuments([buildInvoice(broken)]);
    expect(result!.errors).toContainEqual(
      expect.objectContaining({ field: 'exemption', rule: 'GIB:TaxExemptionReasonCheck' }),
    );
  });

  it('refuses a text that is not XML at all without running the rules on it', async () => {
    const [result] = await validateDocuments([
      buildInvoice(sampleInvoice(23, 1)).replace('</Invoice>', '</Invoic>'),
    ]);
    expect(result!.valid).toBe(false);
    expect(result!.errors.map((problem) => problem.source)).toEqual(expect.arrayContaining(['XML']));
    expect(result!.errors.some((problem) => problem.source === 'GIB')).toBe(false);
  });

  it("judges the issue date by Turkey's calendar, not the server's clock in UTC", async () => {
    // 22:30 UTC on 30 November is 01:30 on 1 December in Turkey: an invoice dated 1 December is
    // today's, one dated 2 December is not.
    const now = new Date('2026-11-30T22:30:00Z');
    const dated = (day: string) => ({ ...sampleInvoice(24, 1), issueDate: day });
    const [today, tomorrow] = await validateDocuments(
      [buildInvoice(dated('2026-12-01')), buildInvoice(dated('2026-12-02'))],
      { now },
    );
    expect(today!.errors).toEqual([]);
    expect(tomorrow!.errors).toContainEqual(expect.objectContaining({ source: 'GIB', field: 'date' }));
  });

  it('reports a schema error at the element it is about', async () => {
    const xml = buildInvoice(sampleInvoice(22, 1)).replace(
      '<cbc:IssueDate>2026-11-20</cbc:IssueDate>',
      '<cbc:IssueDate>20.11.2026</cbc:IssueDate>',
    );
    const [result] = await validateDocuments([xml]);
    expect(result!.errors).toContainEqual(expect.objectContaining({ source: 'XSD', field: 'date' }));
  });
});
