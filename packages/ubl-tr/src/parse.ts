import { isSpecialBaseCode } from '@kibo/domain';
import { XMLParser } from 'fast-xml-parser';

// An incoming e-invoice read back into our words: who sent it, its lines with their codes and
// barcodes, and its totals as the sender wrote them, so a purchase invoice can be drafted from it.

export interface ParsedParty {
  taxId: string;
  scheme: string;
  name: string;
  taxOffice: string;
  street: string;
  district: string;
  city: string;
  email: string;
  phone: string;
}

export interface ParsedLine {
  name: string;
  quantity: string;
  unitCode: string;
  /** Without taxes, as the sender priced it. */
  unitPrice: string;
  /** Discount on the line as a percent of its gross, when the sender gave one. */
  discountPercent: string;
  vatRate: string;
  otvRate: string;
  withholdingCode: string;
  withholdingPercent: number;
  exemptionCode: string;
  /** Özel matrah: the KDV's taxable amount under a code 801–812; '' for the line's net. */
  specialBase: string;
  sellersItemId: string;
  buyersItemId: string;
  barcode: string;
  net: string;
}

export interface ParsedInvoice {
  uuid: string;
  number: string;
  profile: string;
  type: string;
  issueDate: string;
  issueTime: string;
  currency: string;
  exchangeRate: string;
  notes: string[];
  supplier: ParsedParty;
  customer: ParsedParty;
  lines: ParsedLine[];
  payable: string;
  taxInclusive: string;
  dueDate: string;
}

export const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  textNodeName: '#text',
  isArray: (name) =>
    [
      'InvoiceLine',
      'DespatchLine',
      'TaxSubtotal',
      'Note',
      'PartyIdentification',
      'AllowanceCharge',
      'AdditionalItemIdentification',
    ].includes(name),
});

export type Node = Record<string, unknown>;
export const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
export const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value ? [node(value)] : [];
export const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return String((value as Node)['#text'] ?? '');
  return String(value);
};

/** An item's barcode, among its additional ids (schemes BARKOD, GTIN, EAN as senders write them). */
export const barcodeOf = (item: Node): string =>
  text(
    list(item.AdditionalItemIdentification)
      .map((entry) => node(entry.ID))
      .find((id) => /BARKOD|GTIN|EAN/i.test(text(id['@schemeID']))),
  );

export function party(value: unknown): ParsedParty {
  const found = node(node(value).Party);
  const ids = list(found.PartyIdentification).map((entry) => node(entry.ID));
  const taxId = ids.find((id) => ['VKN', 'TCKN'].includes(text(id['@schemeID'])));
  const person = node(found.Person);
  const address = node(found.PostalAddress);
  const contact = node(found.Contact);
  const personName = [text(person.FirstName), text(person.FamilyName)].filter(Boolean).join(' ');
  return {
    taxId: text(taxId),
    scheme: text(taxId?.['@schemeID']),
    name: text(node(found.PartyName).Name) || personName,
    taxOffice: text(node(node(found.PartyTaxScheme).TaxScheme).Name),
    street: [text(address.StreetName), text(address.BuildingNumber)].filter(Boolean).join(' '),
    district: text(address.CitySubdivisionName),
    city: text(address.CityName),
    email: text(contact.ElectronicMail),
    phone: text(contact.Telephone),
  };
}

function line(value: Node): ParsedLine {
  const item = node(value.Item);
  const taxes = list(node(value.TaxTotal).TaxSubtotal);
  const tax = (pick: (code: string) => boolean) =>
    taxes.find((entry) => pick(text(node(node(entry.TaxCategory).TaxScheme).TaxTypeCode)));
  const vat = tax((code) => code === '0015');
  const otv = tax((code) => code.startsWith('007'));
  const withheld = list(node(value.WithholdingTaxTotal).TaxSubtotal)[0];
  const discount = list(value.AllowanceCharge).find((entry) => text(entry.ChargeIndicator) === 'false');
  const barcode = barcodeOf(item);
  const multiplier = discount ? Number(text(discount.MultiplierFactorNumeric) || '0') : 0;
  return {
    name: text(item.Name),
    quantity: text(value.InvoicedQuantity),
    unitCode: text(node(value.InvoicedQuantity)['@unitCode']),
    unitPrice: text(node(value.Price).PriceAmount),
    discountPercent: multiplier ? String(Math.round(multiplier * 10_000) / 100) : '0',
    vatRate: text(vat?.Percent) || '0',
    otvRate: text(otv?.Percent) || '0',
    withholdingCode: withheld ? text(node(node(withheld.TaxCategory).TaxScheme).TaxTypeCode) : '',
    withholdingPercent: withheld ? Number(text(withheld.Percent) || '0') : 0,
    exemptionCode: text(node(vat?.TaxCategory).TaxExemptionReasonCode),
    specialBase: isSpecialBaseCode(text(node(vat?.TaxCategory).TaxExemptionReasonCode))
      ? text(vat?.TaxableAmount)
      : '',
    sellersItemId: text(node(item.SellersItemIdentification).ID),
    buyersItemId: text(node(item.BuyersItemIdentification).ID),
    barcode,
    net: text(value.LineExtensionAmount),
  };
}

/** An incoming UBL-TR invoice; throws when the text is not an invoice at all. */
export function parseInvoice(xml: string): ParsedInvoice {
  const root = node(parser.parse(xml).Invoice);
  if (!root.ID) throw new Error('Belge bir UBL-TR faturası değil');
  const totals = node(root.LegalMonetaryTotal);
  return {
    uuid: text(root.UUID),
    number: text(root.ID),
    profile: text(root.ProfileID),
    type: text(root.InvoiceTypeCode),
    issueDate: text(root.IssueDate),
    issueTime: text(root.IssueTime).slice(0, 5),
    currency: text(root.DocumentCurrencyCode) || 'TRY',
    exchangeRate: text(node(root.PricingExchangeRate).CalculationRate) || '1',
    notes: list(root.Note).map(text).filter(Boolean),
    supplier: party(root.AccountingSupplierParty),
    customer: party(root.AccountingCustomerParty),
    lines: list(root.InvoiceLine).map(line),
    payable: text(totals.PayableAmount),
    taxInclusive: text(totals.TaxInclusiveAmount),
    dueDate: text(node(root.PaymentMeans).PaymentDueDate),
  };
}
