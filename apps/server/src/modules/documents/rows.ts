import type { DocumentInput } from '@kibo/contracts/resources';
import { type Big, type DocumentTotals, toLocal } from '@kibo/domain';
import type { HeaderRow, LineRow } from './posting.ts';

// A document as the rows `createPosting` / `changePosting` write: named as the table's columns, amounts as
// `documentTotals` computed them.

export function headerRow(input: DocumentInput, totals: DocumentTotals, rate: string): HeaderRow {
  return {
    doc_type: input.docType,
    date: input.date,
    time: input.time,
    due_date: input.dueDate,
    account_id: input.accountId,
    warehouse_id: input.warehouseId,
    target_warehouse_id: input.targetWarehouseId,
    currency: input.currency,
    exchange_rate: rate,
    price_list: input.priceList,
    prices_include_vat: input.pricesIncludeVat,
    counterparty_no: input.counterpartyNo,
    shipping_address: input.shippingAddress,
    description: input.description,
    discount_kind: input.documentDiscount?.kind ?? null,
    discount_value: input.documentDiscount?.value ?? '0',
    amount_total: totals.amountTotal,
    discount_total: totals.discountTotal,
    net_total: totals.netTotal,
    otv_total: totals.otvTotal,
    vat_total: totals.vatTotal,
    withholding_total: totals.withholdingTotal,
    grand_total: totals.grandTotal,
    payable: totals.payable,
    grand_total_local: toLocal(totals.grandTotal, rate),
  };
}

/** The lines numbered from 1, with their units resolved against the stock cards. */
export function lineRows(
  input: DocumentInput,
  resolved: { unitId: number | null; factor: Big }[],
  totals: DocumentTotals,
): LineRow[] {
  return input.lines.map((line, index) => {
    const amounts = totals.lines[index]!;
    return {
      line_no: index + 1,
      item_id: line.itemId,
      description: line.description,
      quantity: line.quantity,
      unit_id: resolved[index]!.unitId,
      unit_factor: resolved[index]!.factor.toString(),
      unit_price: line.unitPrice,
      discount1: line.discounts[0] ?? '0',
      discount2: line.discounts[1] ?? '0',
      discount3: line.discounts[2] ?? '0',
      vat_rate: line.vatRate,
      otv_rate: line.otvRate,
      withholding: line.withholding,
      withholding_code: line.withholdingCode,
      exemption_code: line.exemptionCode,
      special_base: line.specialBase,
      amount: amounts.amount,
      line_discount: amounts.lineDiscount,
      document_discount: amounts.documentDiscount,
      net: amounts.net,
      otv: amounts.otv,
      vat: amounts.vat,
      withholding_amount: amounts.withholding,
      total: amounts.total,
      source_line_id: line.sourceLineId,
    };
  });
}
