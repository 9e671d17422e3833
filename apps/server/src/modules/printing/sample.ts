import { Big, round } from '@kibo/domain';
import type { PrintableDocument, PrintParty } from './types.ts';

// What a design's preview prints: an invoice whose names use every Turkish letter, with a line
// discount, two VAT rates and a note, so a layout's weak spots show before real paper does.

export const SAMPLE_PARTY: PrintParty = {
  code: 'C000000001',
  title: 'Örnek Gıda Ticaret ve Sanayi Ltd. Şti.',
  taxId: '1234567890',
  taxOffice: 'Kadıköy',
  address: 'Çağlayan Mah. Işıklar Cad. No: 12/3',
  district: 'Kadıköy',
  province: 'İstanbul',
  phones: ['0216 555 12 34'],
  email: 'muhasebe@ornekgida.com.tr',
};

const line = (
  lineNo: number,
  itemCode: string,
  itemName: string,
  quantity: string,
  unitName: string,
  unitPrice: string,
  vatRate: string,
  discount = '0',
) => {
  const amount = round(new Big(quantity).times(unitPrice));
  return {
    lineNo,
    itemCode,
    itemName,
    description: '',
    quantity,
    unitName,
    unitPrice,
    discounts: discount === '0' ? [] : [discount],
    vatRate,
    otvRate: '0',
    withholding: '',
    amount,
    lineDiscount: round(new Big(amount).times(discount).div(100)),
  };
};

export const SAMPLE_DOCUMENT: PrintableDocument = {
  docType: 'salesInvoice',
  number: 'SF2026000042',
  date: '2026-11-23',
  time: '14:30',
  dueDate: '2026-12-23',
  currency: 'TRY',
  exchangeRate: '1',
  pricesIncludeVat: false,
  counterpartyNo: 'SİP-2026-118',
  shippingAddress: 'Şişli Şubesi, Ergenekon Cad. No: 7, Şişli / İstanbul',
  description: 'Ödeme vadesi 30 gündür. Geç ödemelerde yasal faiz uygulanır.',
  status: 'saved',
  documentDiscount: null,
  refs: { warehouse: 'Merkez Depo', targetWarehouse: '' },
  lines: [
    line(1, 'STK-0001', 'Çay Bardağı İnce Belli (6’lı)', '12', 'Paket', '84.5000', '20', '10'),
    line(2, 'STK-0002', 'Küp Şeker 1 kg', '40', 'Adet', '62.9000', '1'),
    line(3, 'STK-0003', 'Öğütülmüş Türk Kahvesi 250 g', '24', 'Adet', '139.0000', '1'),
    line(
      4,
      'HZM-0001',
      'Işıklı Tabela Montajı (Ğ, Ü, Ş, İ, Ö, Ç harfleri)',
      '1',
      'Hizmet',
      '1250.0000',
      '20',
    ),
  ],
};
