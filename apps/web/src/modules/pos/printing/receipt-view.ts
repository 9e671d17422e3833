import { Big, type DocumentDiscount, type ReceiptInput } from '@kibo/domain';

// A saved till receipt as the server answers it (`GET /api/pos/receipts/:id`, `…/lookup`), and the
// same receipt as the printer lays it out: the saved-receipt screen and the till's reprint share it.

export interface PosReceiptView {
  id: number;
  docType: 'posReceipt' | 'posRefund';
  number: string;
  date: string;
  time: string;
  status: string;
  currency: string;
  pricesIncludeVat: boolean;
  documentDiscount: DocumentDiscount | null;
  grandTotal: string;
  refs: { account: string; warehouse: string };
  lines: {
    id: number;
    itemCode: string;
    itemName: string;
    quantity: string;
    unitPrice: string;
    discounts: string[];
    vatRate: string;
    otvRate: string;
    unitName: string;
    unitDecimals: number;
    total: string;
  }[];
  pos: {
    sessionId: number;
    cashTendered: string | null;
    change: string | null;
    refundOf: number | null;
    refundOfNumber: string | null;
    cashier: string | null;
    customer: string | null;
    /** The parts of the total per method; a refund's are negative (money out). */
    payments: { method: string; amount: string }[];
    refundable: { lineId: number; refundable: string }[];
    refunds: { id: number; number: string; date: string; time: string; grandTotal: string; status: string }[];
    /** Points the customer earned and spent with it (a refund: took back and gave back, negative). */
    pointsEarned: number;
    pointsSpent: number;
  };
}

/**
 * The receipt as `layoutReceipt` prints it. The company's title is left empty: the printer puts this
 * company's head (and logo) on it. A refund's payments print as the amounts paid back.
 */
export function receiptFromView(
  view: PosReceiptView,
  options: { reprint?: boolean; footer?: string } = {},
): ReceiptInput {
  const refund = view.docType === 'posRefund';
  const { pointsEarned = 0, pointsSpent = 0 } = view.pos;
  return {
    kind: refund ? 'refund' : 'sale',
    company: { title: '' },
    number: view.number,
    issuedAt: view.time ? `${view.date}T${view.time}` : view.date,
    cashier: view.pos.cashier ?? undefined,
    customer: view.pos.customer ?? undefined,
    refundOf: view.pos.refundOfNumber ?? undefined,
    lines: view.lines.map((line) => ({
      name: line.itemName,
      unit: line.unitName,
      unitDecimals: line.unitDecimals,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discounts: line.discounts,
      // As typed at the till (%20), not as stored (20.00).
      vatRate: new Big(line.vatRate).toString(),
      otvRate: line.otvRate,
    })),
    pricesIncludeVat: view.pricesIncludeVat,
    discount: view.documentDiscount,
    payments: view.pos.payments.map((payment) => ({
      method: payment.method,
      amount: new Big(payment.amount).abs().toFixed(2),
    })),
    cashTendered: view.pos.cashTendered,
    currency: view.currency,
    points:
      pointsEarned || pointsSpent
        ? { earned: Math.abs(pointsEarned) || undefined, spent: Math.abs(pointsSpent) || undefined }
        : undefined,
    footer: options.footer ? options.footer.split('\n') : undefined,
    reprint: options.reprint ?? false,
  };
}
