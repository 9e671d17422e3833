import type { DocumentTotals } from './totals.ts';

/** A row of a document's foot: what it is (`vat` rows carry their rate), its amount, and whether it is a total. */
export interface FootRow {
  key:
    | 'goodsTotal'
    | 'goodsDiscount'
    | 'otvTotal'
    | 'vatBase'
    | 'vat'
    | 'withholdingTotal'
    | 'grandTotal'
    | 'payable';
  value: string;
  rate?: string;
  strong?: boolean;
}

/**
 * The foot in the order a Turkish invoice (and the GİB e-invoice layout) prints it: goods without
 * taxes, discount, ÖTV, the VAT base, VAT per rate, withholding, the total with taxes and what is
 * payable. The editor and the PDF both draw these rows, so paper and screen show the same figures.
 */
export function footRows(totals: DocumentTotals): FootRow[] {
  const some = (value: string) => Number(value) !== 0;
  return [
    { key: 'goodsTotal', value: totals.goodsTotal },
    ...(some(totals.goodsDiscount) ? [{ key: 'goodsDiscount', value: totals.goodsDiscount } as const] : []),
    ...(some(totals.otvTotal) ? [{ key: 'otvTotal', value: totals.otvTotal } as const] : []),
    { key: 'vatBase', value: totals.vatBase },
    ...totals.vatByRate.map((group) => ({ key: 'vat', value: group.vat, rate: group.rate }) as const),
    ...(some(totals.withholdingTotal)
      ? [{ key: 'withholdingTotal', value: totals.withholdingTotal } as const]
      : []),
    { key: 'grandTotal', value: totals.grandTotal, strong: true },
    { key: 'payable', value: totals.payable, strong: true },
  ];
}
