import { amountInWords, Big, round } from '@kibo/domain';
import { type InvoiceAmounts, invoiceAmounts, type TaxGroup, totalOf } from './invoice-taxes.ts';
import type { EInvoice, InvoiceLine } from './model.ts';
import { documentReference, notes, opening, party, signature } from './parts.ts';
import { group, text } from './xml.ts';

// An invoice (e-Fatura or e-Arşiv) as UBL-TR 1.2.1, element order as GİB's XSD fixes it.

/** GİB's customs office receives every IHRACAT invoice; the foreign buyer is named beside it. */
export const CUSTOMS_PARTY = {
  scheme: 'VKN',
  id: '1460415308',
  name: 'Gümrük ve Ticaret Bakanlığı Gümrükler Genel Müdürlüğü- Bilgi İşlem Dairesi Başkanlığı',
  address: { district: 'Ulus', city: 'Ankara', country: 'Türkiye' },
} as const;

const money = (currency: string) => (name: string, value: string | Big) =>
  text(name, round(value), { currencyID: currency });

/** A quantity or price without trailing zeros: 2, 1.5, 12.3456. */
const plain = (value: string | Big): string => new Big(value).toString();

function taxSubtotal(entry: TaxGroup, amount: ReturnType<typeof money>): string {
  return group(
    'cac:TaxSubtotal',
    amount('cbc:TaxableAmount', entry.taxable),
    amount('cbc:TaxAmount', entry.amount),
    text('cbc:Percent', entry.percent),
    group(
      'cac:TaxCategory',
      text('cbc:TaxExemptionReasonCode', entry.exemptionCode),
      text('cbc:TaxExemptionReason', entry.exemptionReason),
      group('cac:TaxScheme', text('cbc:Name', entry.name), text('cbc:TaxTypeCode', entry.typeCode)),
    ),
  );
}

const taxTotal = (name: string, groups: TaxGroup[], amount: ReturnType<typeof money>): string =>
  groups.length
    ? group(
        name,
        amount('cbc:TaxAmount', totalOf(groups)),
        ...groups.map((entry) => taxSubtotal(entry, amount)),
      )
    : '';

/** The unit price without taxes, as GİB prints it beside the quantity. */
function untaxedPrice(invoice: EInvoice, line: InvoiceLine): string {
  if (!invoice.pricesIncludeVat) return plain(line.unitPrice);
  const divisor = new Big(100)
    .plus(line.vatRate || 0)
    .times(new Big(100).plus(line.otvRate || 0))
    .div(10_000);
  return plain(new Big(line.unitPrice).div(divisor).round(4));
}

function exportDelivery(invoice: EInvoice, line: InvoiceLine): string {
  const details = invoice.export;
  if (!details) return '';
  return group(
    'cac:Delivery',
    group(
      'cac:DeliveryAddress',
      text('cbc:StreetName', details.buyer.address),
      text('cbc:CitySubdivisionName', details.buyer.city),
      text('cbc:CityName', details.buyer.city),
      group('cac:Country', text('cbc:Name', details.buyer.country)),
    ),
    group('cac:DeliveryTerms', text('cbc:ID', details.deliveryTerms, { schemeID: 'INCOTERMS' })),
    group(
      'cac:Shipment',
      text('cbc:ID', '1'),
      group('cac:GoodsItem', text('cbc:RequiredCustomsID', line.gtip)),
      group('cac:ShipmentStage', text('cbc:TransportModeCode', details.transportMode)),
    ),
  );
}

function invoiceLine(invoice: EInvoice, amounts: InvoiceAmounts, line: InvoiceLine, index: number): string {
  const amount = money(invoice.currency);
  const figures = amounts.lines[index]!;
  const discount = new Big(figures.discount);
  return group(
    'cac:InvoiceLine',
    text('cbc:ID', index + 1),
    text('cbc:InvoicedQuantity', plain(line.quantity), { unitCode: line.unitCode }),
    amount('cbc:LineExtensionAmount', figures.net),
    exportDelivery(invoice, line),
    discount.gt(0)
      ? group(
          'cac:AllowanceCharge',
          text('cbc:ChargeIndicator', 'false'),
          text('cbc:MultiplierFactorNumeric', plain(discount.div(figures.goods).round(4))),
          amount('cbc:Amount', discount),
          amount('cbc:BaseAmount', figures.goods),
        )
      : '',
    taxTotal('cac:TaxTotal', figures.taxes, amount),
    taxTotal('cac:WithholdingTaxTotal', figures.withholdings, amount),
    group(
      'cac:Item',
      text('cbc:Description', line.description),
      text('cbc:Name', line.name),
      line.buyersItemId ? group('cac:BuyersItemIdentification', text('cbc:ID', line.buyersItemId)) : '',
      line.sellersItemId ? group('cac:SellersItemIdentification', text('cbc:ID', line.sellersItemId)) : '',
      line.barcode
        ? group('cac:AdditionalItemIdentification', text('cbc:ID', line.barcode, { schemeID: 'BARKOD' }))
        : '',
    ),
    group(
      'cac:Price',
      text('cbc:PriceAmount', untaxedPrice(invoice, line), { currencyID: invoice.currency }),
    ),
  );
}

/** The customer an IHRACAT invoice is addressed to and the foreign buyer named beside it. */
function customerParties(invoice: EInvoice): string {
  if (invoice.profile !== 'IHRACAT' || !invoice.export) {
    return group('cac:AccountingCustomerParty', party(invoice.customer));
  }
  const buyer = invoice.export.buyer;
  return (
    group('cac:AccountingCustomerParty', party(CUSTOMS_PARTY)) +
    group(
      'cac:BuyerCustomerParty',
      group(
        'cac:Party',
        group('cac:PartyIdentification', text('cbc:ID', 'EXPORT', { schemeID: 'PARTYTYPE' })),
        group('cac:PartyName', text('cbc:Name', buyer.name)),
        group(
          'cac:PostalAddress',
          text('cbc:StreetName', buyer.address),
          text('cbc:CitySubdivisionName', buyer.city),
          text('cbc:CityName', buyer.city),
          group('cac:Country', text('cbc:Name', buyer.country)),
        ),
        group(
          'cac:PartyLegalEntity',
          text('cbc:RegistrationName', buyer.name),
          text('cbc:CompanyID', buyer.taxId),
        ),
      ),
    )
  );
}

/** The invoice's UBL-TR XML. */
export function buildInvoice(invoice: EInvoice): string {
  const amounts = invoiceAmounts(invoice);
  const { totals } = amounts;
  const amount = money(invoice.currency);
  const foreign = invoice.currency !== 'TRY';
  const words = amountInWords(totals.payable, invoice.currency);
  return [
    opening({ root: 'Invoice', customization: 'TR1.2', ...invoice }),
    text('cbc:InvoiceTypeCode', invoice.type),
    notes([...(invoice.notes ?? []), words]),
    text('cbc:DocumentCurrencyCode', invoice.currency),
    text('cbc:LineCountNumeric', invoice.lines.length),
    invoice.order ? documentReference('cac:OrderReference', invoice.order) : '',
    invoice.returnedInvoice
      ? group(
          'cac:BillingReference',
          documentReference(
            'cac:InvoiceDocumentReference',
            invoice.returnedInvoice,
            text('cbc:DocumentTypeCode', 'IADE'),
          ),
        )
      : '',
    ...(invoice.despatches ?? []).map((despatch) =>
      documentReference('cac:DespatchDocumentReference', despatch),
    ),
    signature(invoice.supplier, invoice.number),
    group('cac:AccountingSupplierParty', party(invoice.supplier)),
    customerParties(invoice),
    invoice.dueDate
      ? group(
          'cac:PaymentMeans',
          text('cbc:PaymentMeansCode', 'ZZZ'),
          text('cbc:PaymentDueDate', invoice.dueDate),
        )
      : '',
    foreign
      ? group(
          'cac:PricingExchangeRate',
          text('cbc:SourceCurrencyCode', invoice.currency),
          text('cbc:TargetCurrencyCode', 'TRY'),
          text('cbc:CalculationRate', plain(invoice.exchangeRate || '1')),
          text('cbc:Date', invoice.issueDate),
        )
      : '',
    taxTotal('cac:TaxTotal', amounts.taxes, amount),
    taxTotal('cac:WithholdingTaxTotal', amounts.withholdings, amount),
    group(
      'cac:LegalMonetaryTotal',
      amount('cbc:LineExtensionAmount', totals.netTotal),
      amount('cbc:TaxExclusiveAmount', totals.netTotal),
      amount('cbc:TaxInclusiveAmount', totals.grandTotal),
      amount('cbc:PayableAmount', totals.payable),
    ),
    ...invoice.lines.map((line, index) => invoiceLine(invoice, amounts, line, index)),
    '</Invoice>\n',
  ]
    .filter(Boolean)
    .join('\n');
}
