import {
  Big,
  type DocumentTotals,
  documentTotals,
  exemptionCodeOf,
  round,
  sum,
  withholdingCodeOf,
} from '@kibo/domain';
import type { EInvoice, InvoiceLine } from './model.ts';

// The invoice's amounts come from `documentTotals`, the function every saved document was totalled
// with, so the e-invoice says to the kuruş what the books say. Here they are only grouped the way
// UBL-TR reports them: per tax, rate and code, on each line and for the whole invoice.

export interface TaxGroup {
  /** 0015 KDV, 0071… ÖTV, or a withholding code. */
  typeCode: string;
  name: string;
  percent: string;
  taxable: Big;
  amount: Big;
  exemptionCode?: string;
  exemptionReason?: string;
}

export interface LineAmounts {
  goods: string;
  discount: string;
  net: string;
  taxes: TaxGroup[];
  withholdings: TaxGroup[];
}

export interface InvoiceAmounts {
  totals: DocumentTotals;
  lines: LineAmounts[];
  taxes: TaxGroup[];
  withholdings: TaxGroup[];
}

const OTV_DEFAULT = '0071';

const percentText = (value: string | number): string => new Big(value || 0).toString();

function lineTaxes(line: InvoiceLine, net: string, otv: string, base: string, vat: string): TaxGroup[] {
  const taxes: TaxGroup[] = [];
  if (new Big(line.otvRate || 0).gt(0)) {
    taxes.push({
      typeCode: line.otvTaxType || OTV_DEFAULT,
      name: 'ÖTV',
      percent: percentText(line.otvRate!),
      taxable: new Big(net),
      amount: new Big(otv),
    });
  }
  const exemption = line.exemptionCode ? exemptionCodeOf(line.exemptionCode) : undefined;
  taxes.push({
    typeCode: '0015',
    name: 'KDV',
    percent: percentText(line.vatRate),
    taxable: new Big(base),
    amount: new Big(vat),
    ...(line.exemptionCode
      ? { exemptionCode: line.exemptionCode, exemptionReason: exemption?.name ?? line.exemptionCode }
      : {}),
  });
  return taxes;
}

function lineWithholdings(line: InvoiceLine, vat: string, withheld: string): TaxGroup[] {
  if (!line.withholding) return [];
  const code = withholdingCodeOf(line.withholding.code);
  return [
    {
      typeCode: line.withholding.code,
      name: code?.name ?? line.withholding.code,
      percent: String(line.withholding.percent),
      taxable: new Big(vat),
      amount: new Big(withheld),
    },
  ];
}

/** Lines' groups added up per tax, rate and code, in the order they first appear. */
function merge(groups: TaxGroup[][]): TaxGroup[] {
  const merged = new Map<string, TaxGroup>();
  for (const entry of groups.flat()) {
    const key = `${entry.typeCode}|${entry.percent}|${entry.exemptionCode ?? ''}`;
    const found = merged.get(key);
    if (found) {
      found.taxable = found.taxable.plus(entry.taxable);
      found.amount = found.amount.plus(entry.amount);
    } else merged.set(key, { ...entry });
  }
  return [...merged.values()];
}

export function invoiceAmounts(invoice: EInvoice): InvoiceAmounts {
  // A TEVKIFATIADE invoice returns a withheld sale at its full VAT: GİB allows it no withholding.
  const withholds = invoice.type !== 'TEVKIFATIADE';
  const totals = documentTotals({
    pricesIncludeVat: invoice.pricesIncludeVat,
    documentDiscount: invoice.documentDiscount ?? null,
    lines: invoice.lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discounts: line.discounts ?? [],
      vatRate: line.vatRate,
      otvRate: line.otvRate ?? '0',
      specialBase: line.specialBase ?? null,
      withholding:
        withholds && line.withholding ? { numerator: line.withholding.percent, denominator: 100 } : null,
    })),
  });
  const lines = invoice.lines.map((line, index) => {
    const figures = totals.lines[index]!;
    return {
      goods: figures.goods,
      discount: round(new Big(figures.goods).minus(figures.net)),
      net: figures.net,
      taxes: lineTaxes(line, figures.net, figures.otv, figures.base, figures.vat),
      withholdings: withholds ? lineWithholdings(line, figures.vat, figures.withholding) : [],
    };
  });
  return {
    totals,
    lines,
    taxes: merge(lines.map((line) => line.taxes)),
    withholdings: merge(lines.map((line) => line.withholdings)),
  };
}

export const totalOf = (groups: TaxGroup[]): string => round(sum(groups.map((entry) => entry.amount)));
