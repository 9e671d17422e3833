import { DOCUMENT_KINDS } from '@kibo/contracts';
import { documentTotals } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import { type BasketSource, basketStart } from './basket.ts';
import type { Header } from './document.ts';
import { countedLine, type ItemRow } from './lines.ts';

const card: ItemRow = {
  id: 7,
  code: 'DFT-1',
  name: 'Çizgili Defter',
  unitId: 1,
  units: [{ unitId: 2, factor: '12' }],
  vatRate: '20',
  salePrice: '80',
  vatIncluded: false,
  purchasePrice: '50',
  prices: [],
  barcodes: [],
  categoryId: 3,
  refs: { unitId: 'Adet', 'units.0.unitId': 'Koli' },
};
const basket: BasketSource = {
  docType: 'posBasket',
  id: 4,
  accountId: null,
  note: 'Cuma alacak',
  content: {
    lines: [
      {
        itemId: 7,
        description: '',
        quantity: '2',
        unitId: null,
        unitPrice: '120',
        discounts: ['10'],
        vatRate: '20',
        approval: null,
        scaleLabel: null,
      },
      {
        itemId: 7,
        description: 'Hediye paketi',
        quantity: '1',
        unitId: 2,
        unitPrice: '1200',
        discounts: [],
        vatRate: '20',
        approval: null,
        scaleLabel: null,
      },
    ],
    receiptDiscount: { kind: 'amount', value: '36' },
  },
  cards: new Map([[7, card]]),
};
// A company keeping euro documents and VAT-excluded prices by default.
const fresh: Header = {
  seriesId: null,
  date: '2026-11-25',
  time: '10:00',
  dueDate: null,
  accountId: null,
  warehouseId: 5,
  targetWarehouseId: null,
  currency: 'EUR',
  exchangeRate: '1',
  priceList: 'sale1',
  pricesIncludeVat: false,
  counterpartyNo: '',
  shippingAddress: '',
  description: '',
  discountKind: 'percent',
  discountValue: '0',
};

describe('basketStart', () => {
  it('opens the basket as a lira document on the company’s basis at the basket’s total', () => {
    const { header, lines } = basketStart(basket, fresh, DOCUMENT_KINDS.salesInvoice);
    expect(header).toMatchObject({
      accountId: null,
      warehouseId: 5,
      date: '2026-11-25',
      currency: 'TRY',
      description: 'Cuma alacak',
      pricesIncludeVat: false,
      discountKind: 'amount',
      discountValue: '30.00',
    });
    expect(
      lines.map((line) => [line.itemName, line.quantity, line.unitId, line.unitPrice, line.discounts]),
    ).toEqual([
      ['Çizgili Defter', '2', 1, '100.0000', ['10', '0', '0']],
      ['Çizgili Defter', '1', 2, '1000.0000', ['0', '0', '0']],
    ]);
    expect(lines[1]!.units).toEqual([
      { id: 1, name: 'Adet', factor: '1' },
      { id: 2, name: 'Koli', factor: '12' },
    ]);
    expect(lines[1]!.description).toBe('Hediye paketi');
    // 216 + 1200 − 36, as the till stored it.
    const totals = documentTotals({
      pricesIncludeVat: header.pricesIncludeVat,
      documentDiscount: { kind: header.discountKind, value: header.discountValue },
      lines: lines.map((line) => ({ ...countedLine(line), withholding: null })),
    });
    expect(totals.payable).toBe('1380.00');
  });

  it('charges the VAT rate on the card now, for the same total', () => {
    const reduced = { ...basket, cards: new Map([[7, { ...card, vatRate: '10' }]]) };
    const { header, lines } = basketStart(
      reduced,
      { ...fresh, pricesIncludeVat: true },
      DOCUMENT_KINDS.salesInvoice,
    );
    expect(lines.map((line) => [line.vatRate, line.unitPrice])).toEqual([
      ['10', '120'],
      ['10', '1200'],
    ]);
    const totals = documentTotals({
      pricesIncludeVat: header.pricesIncludeVat,
      documentDiscount: { kind: header.discountKind, value: header.discountValue },
      lines: lines.map((line) => ({ ...countedLine(line), withholding: null })),
    });
    expect(totals).toMatchObject({
      payable: '1380.00',
      vatByRate: [{ rate: '10', base: '1254.55', vat: '125.45' }],
    });
  });

  it('keeps the till’s prices on a VAT-included company', () => {
    const { header, lines } = basketStart(
      basket,
      { ...fresh, pricesIncludeVat: true },
      DOCUMENT_KINDS.salesOrder,
    );
    expect(header).toMatchObject({ pricesIncludeVat: true, discountKind: 'amount', discountValue: '36' });
    expect(lines.map((line) => line.unitPrice)).toEqual(['120', '1200']);
  });
});
