import type { PosReceiptInput, PosSetup } from '@kibo/contracts/resources';
import type { ReceiptInput } from '@kibo/domain';
import { nowTime, type Receipt, today } from './till.ts';

/** The sale as the server takes it: VAT-included lines, the receipt discount, payments, points. */
export function saleBody(
  receipt: Receipt,
  context: { sessionId: number; warehouseId: number },
): PosReceiptInput {
  return {
    clientId: receipt.clientId,
    sessionId: context.sessionId,
    warehouseId: context.warehouseId,
    seriesId: null,
    date: today(),
    time: nowTime(),
    accountId: receipt.customer?.id ?? null,
    description: '',
    lines: receipt.lines.map((line) => ({
      itemId: line.itemId,
      description: '',
      quantity: line.quantity,
      unitId: line.unitId,
      unitPrice: line.unitPrice,
      discounts: Number(line.discount) > 0 ? [line.discount] : [],
      vatRate: line.vatRate as PosReceiptInput['lines'][number]['vatRate'],
      approval: line.approval,
      scaleLabel: line.scaleLabel,
    })),
    receiptDiscount: receipt.discount,
    discountApproval: receipt.discountApproval,
    payments: receipt.payments.map(({ method, amount }) => ({ method, amount })),
    pointsSpent: receipt.pointsSpent,
    cashTendered: receipt.tendered,
    basketId: receipt.basketId,
    tableOrderId: receipt.tableOrderId,
    deletedLines: receipt.deleted.map((line) => ({ ...line, approval: line.approval ?? undefined })),
    madeOffline: false,
    localNumber: null,
  };
}

/** The paper receipt of a sale just made, from what the till sold (it prints the same with the line down). */
export function printedSale(
  receipt: Receipt,
  setup: PosSetup,
  made: { number: string; cashier: string; pointsEarned?: number },
): ReceiptInput {
  return {
    kind: 'sale',
    // The printer puts the company's head (title, address, tax number, logo) on it.
    company: { title: '' },
    number: made.number,
    issuedAt: `${today()}T${nowTime()}`,
    cashier: made.cashier,
    customer: receipt.customer?.title,
    lines: receipt.lines.map((line) => ({
      name: line.name,
      unit: line.unitName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discounts: Number(line.discount) > 0 ? [line.discount] : [],
      vatRate: line.vatRate,
    })),
    pricesIncludeVat: true,
    discount: receipt.discount,
    payments: receipt.payments.map(({ method, amount }) => ({ method, amount })),
    cashTendered: receipt.tendered,
    points:
      receipt.customer && (made.pointsEarned || receipt.pointsSpent)
        ? { earned: made.pointsEarned, spent: receipt.pointsSpent || undefined }
        : undefined,
    footer: setup.receiptFooter ? setup.receiptFooter.split('\n') : undefined,
  };
}
