import type { EDespatch, EInvoice, InvoiceLine, Party } from './model.ts';

// Fictitious parties and documents for tests and the bench: deterministic, so a failure points at
// the same document every run.

export const SAMPLE_SELLER: Party = {
  scheme: 'VKN',
  id: '1234567890',
  name: 'Işıklı Kırtasiye ve Kitap A.Ş.',
  taxOffice: 'Çankaya',
  address: {
    street: 'Atatürk Bulvarı',
    buildingNumber: '101',
    district: 'Çankaya',
    city: 'Ankara',
    postalZone: '06100',
  },
  phone: '0312 555 01 01',
  email: 'muhasebe@isikli.example',
};

export const SAMPLE_COMPANY_BUYER: Party = {
  scheme: 'VKN',
  id: '9876543217',
  name: 'Öztürk Gıda Ltd. Şti.',
  taxOffice: 'Konak',
  address: {
    street: 'Liman Yolu',
    buildingNumber: '7',
    district: 'Konak',
    city: 'İzmir',
    postalZone: '35250',
  },
};

export const SAMPLE_PERSON_BUYER: Party = {
  scheme: 'TCKN',
  id: '10000000146',
  firstName: 'Ayşe',
  familyName: 'Çağlayan',
  address: {
    street: 'Deneme Sokak',
    buildingNumber: '3',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalZone: '34710',
  },
};

const ITEMS = ['Defter A4 çizgili', 'Kurşun kalem HB', 'Silgi', 'Dosya klasör', 'Boya kalemi 12 renk'];
const RATES = ['20', '10', '1', '20', '10'];

/** Line `index` of a deterministic sales invoice: varied quantities, prices, rates and discounts. */
export function sampleLine(index: number): InvoiceLine {
  return {
    name: `${ITEMS[index % ITEMS.length]} ${index + 1}`,
    quantity: String(1 + (index % 7)),
    unitCode: index % 9 === 4 ? 'KGM' : 'C62',
    unitPrice: (((index * 37) % 900) + 12.35).toFixed(2),
    vatRate: RATES[index % RATES.length]!,
    discounts: index % 4 === 1 ? ['5'] : [],
    sellersItemId: `STK-${String(index + 1).padStart(5, '0')}`,
  };
}

const uuidOf = (sequence: number): string => {
  const hex = sequence.toString(16).padStart(12, '0');
  return `6f1e2d3c-4b5a-4978-8a6b-${hex}`;
};

/** A TEMELFATURA sale of `lines` lines, numbered `sequence` in the KBO series. */
/** A 22-carat bracelet for 45,000 whose workmanship of 3,000 bears 20 % KDV: özel matrah, code 805. */
export const SAMPLE_SPECIAL_BASE_LINE: InvoiceLine = {
  name: '22 ayar bilezik',
  quantity: '1',
  unitCode: 'C62',
  unitPrice: '45000',
  vatRate: '20',
  exemptionCode: '805',
  specialBase: '3000',
};

export function sampleInvoice(sequence: number, lines = 10, overrides: Partial<EInvoice> = {}): EInvoice {
  return {
    profile: 'TEMELFATURA',
    type: 'SATIS',
    number: `KBO2026${String(sequence).padStart(9, '0')}`,
    uuid: uuidOf(sequence),
    issueDate: '2026-11-20',
    issueTime: '14:05',
    currency: 'TRY',
    pricesIncludeVat: false,
    supplier: SAMPLE_SELLER,
    customer: SAMPLE_COMPANY_BUYER,
    lines: Array.from({ length: lines }, (_, index) => sampleLine(index + sequence)),
    ...overrides,
  };
}

export function sampleDespatch(sequence: number, overrides: Partial<EDespatch> = {}): EDespatch {
  return {
    number: `KBI2026${String(sequence).padStart(9, '0')}`,
    uuid: uuidOf(900_000 + sequence),
    type: 'SEVK',
    issueDate: '2026-11-20',
    issueTime: '09:30',
    supplier: SAMPLE_SELLER,
    customer: SAMPLE_COMPANY_BUYER,
    drivers: [{ firstName: 'Mehmet', familyName: 'Şahin', tckn: '10000000146' }],
    plates: ['06ABC123'],
    lines: [
      {
        name: 'Defter A4 çizgili',
        quantity: '40',
        unitCode: 'C62',
        sellersItemId: 'STK-00001',
        unitPrice: '45.50',
      },
      { name: 'Fotokopi kâğıdı', quantity: '12.5', unitCode: 'KGM', sellersItemId: 'STK-00002' },
    ],
    ...overrides,
  };
}

/**
 * A supplier's TICARIFATURA to us (VKN 1234567890): ten books under our code KTP-1 and fifty
 * bookmarks under the supplier's own code, as an integrator's inbox would hold it.
 */
export function sampleSupplierInvoice(input: {
  uuid: string;
  number: string;
  date: string;
  supplierTaxId: string;
  bookmarkCode: string;
}): EInvoice {
  return {
    profile: 'TICARIFATURA',
    type: 'SATIS',
    number: input.number,
    uuid: input.uuid,
    issueDate: input.date,
    currency: 'TRY',
    pricesIncludeVat: false,
    supplier: {
      scheme: 'VKN',
      id: input.supplierTaxId,
      name: 'Kağıt Tedarik A.Ş.',
      taxOffice: 'Konak',
      address: { street: 'Sanayi Cd. 5', district: 'Bornova', city: 'İzmir' },
    },
    customer: {
      scheme: 'VKN',
      id: '1234567890',
      name: 'Işıklı',
      address: { district: 'Çankaya', city: 'Ankara' },
    },
    lines: [
      {
        name: 'Çalıkuşu',
        quantity: '10',
        unitCode: 'C62',
        unitPrice: '80',
        vatRate: '10',
        sellersItemId: 'KTP-1',
      },
      {
        name: 'Ayraç',
        quantity: '50',
        unitCode: 'C62',
        unitPrice: '2.5',
        vatRate: '20',
        sellersItemId: input.bookmarkCode,
        discounts: ['10'],
      },
    ],
  };
}
