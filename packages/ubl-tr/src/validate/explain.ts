import type { Finding } from './types.ts';

// GİB's rules point at an XPath; a clerk needs the field on the invoice or the card to fix. Each
// finding is given the field (a message key, so it reads in the user's language) and, on lines,
// the line number, beside GİB's own sentence.

export const PROBLEM_FIELDS = [
  'document',
  'number',
  'uuid',
  'date',
  'profile',
  'invoiceType',
  'currency',
  'notes',
  'order',
  'despatchReference',
  'returnedInvoice',
  'supplier',
  'supplierTaxId',
  'supplierAddress',
  'supplierTaxOffice',
  'customer',
  'customerTaxId',
  'customerName',
  'customerPerson',
  'customerAddress',
  'customerTaxOffice',
  'exportBuyer',
  'taxes',
  'exemption',
  'withholding',
  'totals',
  'line',
  'lineItem',
  'lineQuantity',
  'lineUnit',
  'linePrice',
  'lineDiscount',
  'lineVat',
  'lineExemption',
  'lineWithholding',
  'lineExport',
  'shipment',
  'carrier',
  'driver',
  'plates',
  'despatch',
] as const;
export type ProblemField = (typeof PROBLEM_FIELDS)[number];

export interface Problem extends Finding {
  field: ProblemField;
  /** 1-based line of the invoice or despatch the problem is on. */
  lineNo?: number;
}

const party = (prefix: 'supplier' | 'customer', rest: string): ProblemField => {
  if (prefix === 'customer' && rest.includes('cac:Person')) return 'customerPerson';
  if (rest.includes('cac:PartyIdentification')) return `${prefix}TaxId`;
  if (rest.includes('cac:PostalAddress')) return `${prefix}Address`;
  if (rest.includes('cac:PartyTaxScheme')) return `${prefix}TaxOffice`;
  if (prefix === 'customer' && rest.includes('cac:PartyName')) return 'customerName';
  return prefix;
};

function lineField(rest: string): ProblemField {
  if (rest.includes('TaxExemption')) return 'lineExemption';
  if (rest.includes('cac:WithholdingTaxTotal')) return 'lineWithholding';
  if (rest.includes('cac:TaxTotal')) return 'lineVat';
  if (rest.includes('cac:Delivery')) return 'lineExport';
  if (rest.includes('cac:AllowanceCharge')) return 'lineDiscount';
  if (rest.includes('@unitCode')) return 'lineUnit';
  if (/Quantity/.test(rest)) return 'lineQuantity';
  if (rest.includes('cac:Price')) return 'linePrice';
  if (rest.includes('cac:Item')) return 'lineItem';
  return 'line';
}

/** The field a path ("/Invoice[1]/cac:InvoiceLine[3]/cac:TaxTotal[1]/…") is about. */
export function fieldOfPath(path: string): { field: ProblemField; lineNo?: number } {
  const line = /cac:(?:Invoice|Despatch|Receipt)Line\[(\d+)\](.*)$/.exec(path);
  if (line) return { field: lineField(line[2] ?? ''), lineNo: Number(line[1]) };
  const plain = path.replace(/\[\d+\]/g, '');
  const after = (name: string) => plain.slice(plain.indexOf(name) + name.length);
  if (/cac:(AccountingSupplierParty|DespatchSupplierParty|Signature)/.test(plain))
    return { field: party('supplier', after('Party')) };
  if (plain.includes('cac:BuyerCustomerParty')) return { field: 'exportBuyer' };
  if (/cac:(AccountingCustomerParty|DeliveryCustomerParty)/.test(plain))
    return { field: party('customer', after('CustomerParty')) };
  if (plain.includes('TaxExemption')) return { field: 'exemption' };
  if (plain.includes('cac:WithholdingTaxTotal')) return { field: 'withholding' };
  if (plain.includes('cac:TaxTotal')) return { field: 'taxes' };
  if (plain.includes('cac:LegalMonetaryTotal')) return { field: 'totals' };
  if (plain.includes('cac:OrderReference')) return { field: 'order' };
  if (plain.includes('cac:BillingReference')) return { field: 'returnedInvoice' };
  if (plain.includes('cac:DespatchDocumentReference')) return { field: 'despatchReference' };
  if (plain.includes('cac:PricingExchangeRate') || plain.includes('CurrencyCode'))
    return { field: 'currency' };
  if (plain.includes('cac:DriverPerson')) return { field: 'driver' };
  if (plain.includes('LicensePlateID') || plain.includes('cac:TransportMeans')) return { field: 'plates' };
  if (plain.includes('cac:CarrierParty')) return { field: 'carrier' };
  if (plain.includes('cac:Shipment')) return { field: 'shipment' };
  const last = /([\w]+)(?:\/@\w+)?$/.exec(plain)?.[1];
  switch (last) {
    case 'ID':
      return { field: plain.split('/').length <= 3 ? 'number' : 'document' };
    case 'UUID':
      return { field: 'uuid' };
    case 'IssueDate':
    case 'IssueTime':
      return { field: 'date' };
    case 'ProfileID':
      return { field: 'profile' };
    case 'InvoiceTypeCode':
      return { field: 'invoiceType' };
    case 'DespatchAdviceTypeCode':
      return { field: 'despatch' };
    case 'Note':
      return { field: 'notes' };
    default:
      return { field: 'document' };
  }
}

/** Start-tag paths by line ("/Invoice[1]/cac:Signature[1]"), for schema errors that give a line. */
export function pathsByLine(xml: string): Map<number, string> {
  const paths = new Map<number, string>();
  const tags = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)[^>]*?(\/?)>/g;
  const stack: { path: string; counts: Map<string, number> }[] = [{ path: '', counts: new Map() }];
  let line = 1;
  let position = 0;
  for (let match = tags.exec(xml); match; match = tags.exec(xml)) {
    for (let at = xml.indexOf('\n', position); at !== -1 && at < match.index; at = xml.indexOf('\n', at + 1))
      line++;
    position = match.index;
    if (match[1]) {
      if (stack.length > 1) stack.pop();
    } else if (match[2]) {
      const parent = stack[stack.length - 1]!;
      const count = (parent.counts.get(match[2]) ?? 0) + 1;
      parent.counts.set(match[2], count);
      const path = `${parent.path}/${match[2]}[${count}]`;
      if (!paths.has(line)) paths.set(line, path);
      if (!match[3]) stack.push({ path, counts: new Map() });
    }
  }
  return paths;
}

export function describeFinding(finding: Finding, xml: string, lines?: Map<number, string>): Problem {
  const path = finding.xpath || (finding.line ? (lines ?? pathsByLine(xml)).get(finding.line) : undefined);
  const located = path ? fieldOfPath(path) : { field: 'document' as const };
  // GİB checks exemption reasons on the invoice's tax summary; the fix is on the 0 % lines.
  if (located.field === 'taxes' && /Exemption/.test(finding.rule)) return { ...finding, field: 'exemption' };
  return { ...finding, ...located };
}
