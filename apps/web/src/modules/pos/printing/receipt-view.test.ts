import { layoutReceipt } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import { type PosReceiptView, receiptFromView } from './receipt-view.ts';

// A saved receipt as the server answers it, laid out as the till prints it: the reprint says KOPYA,
// a refund prints the money paid back (stored negative) and the receipt it takes back.

const sale: PosReceiptView = {
  id: 41,
  docType: 'posReceipt',
  number: 'PF000007',
  date: '2026-11-25',
  time: '14:32',
  status: 'saved',
  currency: 'TRY',
  pricesIncludeVat: true,
  documentDiscount: { kind: 'amount', value: '5.0000' },
  grandTotal: '115.0000',
  refs: { account: 'C001 Şule İnce', warehouse: 'Mağaza' },
  lines: [
    {
      id: 101,
      itemCode: 'D-1',
      itemName: 'Işıklı Defter',
      quantity: '2.0000',
      unitPrice: '50.0000',
      discounts: [],
      vatRate: '20.00',
      otvRate: '0.00',
      unitName: 'Adet',
      unitDecimals: 0,
      total: '95.6522',
    },
    {
      id: 102,
      itemCode: 'K-1',
      itemName: 'Kalem',
      quantity: '1.0000',
      unitPrice: '20.0000',
      discounts: [],
      vatRate: '10.00',
      otvRate: '0.00',
      unitName: 'Adet',
      unitDecimals: 0,
      total: '19.3478',
    },
  ],
  pos: {
    sessionId: 3,
    cashTendered: '200.0000',
    change: '85.0000',
    refundOf: null,
    refundOfNumber: null,
    cashier: 'Mehmet Öztürk',
    customer: 'Şule İnce',
    payments: [{ method: 'cash', amount: '115.0000' }],
    refundable: [],
    refunds: [],
    pointsEarned: 11,
    pointsSpent: 0,
  },
};

const text = (view: PosReceiptView, reprint = false) =>
  layoutReceipt(receiptFromView(view, { reprint }), { columns: 48 })
    .map((line) => (line.kind === 'text' ? line.text : `[${line.kind}]`))
    .join('\n');

describe('a saved receipt on paper', () => {
  it('prints the sale as it was saved: lines, receipt discount, total, cash and change', () => {
    const receipt = receiptFromView(sale);
    expect(receipt).toMatchObject({
      kind: 'sale',
      number: 'PF000007',
      issuedAt: '2026-11-25T14:32',
      cashier: 'Mehmet Öztürk',
      customer: 'Şule İnce',
      reprint: false,
      company: { title: '' },
    });
    const printed = text(sale);
    expect(printed).toContain('Işıklı Defter');
    expect(printed).toMatch(/2 Adet x 50,00 %20\s+100,00/);
    expect(printed).toMatch(/FİŞ İNDİRİMİ\s+-5,00/);
    expect(printed).toMatch(/TOPLAM\s+115,00/);
    expect(printed).toMatch(/Alınan nakit\s+200,00/);
    expect(printed).toMatch(/PARA ÜSTÜ\s+85,00/);
    expect(printed).toContain('Fiş No: PF000007');
    expect(printed).toContain('[barcode]');
    expect(printed).not.toContain('KOPYA');
  });

  it('marks a reprint KOPYA at the top and the bottom', () => {
    const lines = text(sale, true).split('\n');
    expect(lines[0]).toContain('*** KOPYA ***');
    expect(lines.at(-1)).toContain('*** KOPYA ***');
  });

  it('prints a refund’s money as paid back, and the receipt it takes back', () => {
    const refund: PosReceiptView = {
      ...sale,
      docType: 'posRefund',
      number: 'PI000002',
      time: '',
      documentDiscount: null,
      lines: [sale.lines[1]!],
      pos: {
        ...sale.pos,
        cashTendered: null,
        change: null,
        refundOf: 41,
        refundOfNumber: 'PF000007',
        payments: [
          { method: 'card', amount: '-15.0000' },
          { method: 'cash', amount: '-5.0000' },
        ],
      },
    };
    const receipt = receiptFromView(refund);
    expect(receipt).toMatchObject({ kind: 'refund', issuedAt: '2026-11-25', refundOf: 'PF000007' });
    expect(receipt.payments).toEqual([
      { method: 'card', amount: '15.00' },
      { method: 'cash', amount: '5.00' },
    ]);
    const printed = text(refund);
    expect(printed).toContain('İADE FİŞİ');
    expect(printed).toContain('İade edilen fiş: PF000007');
    expect(printed).toMatch(/Geri ödenen: Kredi kartı\s+15,00/);
    expect(printed).toMatch(/İADE TOPLAMI\s+20,00/);
  });

  it("prints the points the sale earned and the company's closing words", () => {
    const receipt = receiptFromView(sale, {
      footer: 'Bizi tercih ettiğiniz için teşekkürler\nİade süresi 14 gün',
    });
    expect(receipt.points).toEqual({ earned: 11, spent: undefined });
    expect(receipt.footer).toEqual(['Bizi tercih ettiğiniz için teşekkürler', 'İade süresi 14 gün']);
    expect(receiptFromView({ ...sale, pos: { ...sale.pos, pointsEarned: 0 } }).points).toBeUndefined();
  });
});
