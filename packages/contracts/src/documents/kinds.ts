import { MenuId } from '../menus/catalogue.ts';

/**
 * What each document type does when it is saved. `stock`: +1 brings goods in, -1 takes them out,
 * 'transfer' moves them from the warehouse to the target one, 0 moves nothing. `account`: +1 puts
 * the total on the account's debit (the customer owes it), -1 on its credit, 0 touches no account.
 */
export interface DocumentKind {
  /** The editor's path under `/fis/`. */
  route: string;
  menu: number;
  stock: 1 | -1 | 0 | 'transfer';
  account: 1 | -1 | 0;
  /** Whose prices and which side: sales take the account's price list, purchases the buying price. */
  side: 'sales' | 'purchase' | 'stock';
  /** The account is required (invoices, returns, orders); optional on waybills; none on stock slips. */
  party: 'required' | 'optional' | 'none';
  /** Orders reserve and are supplied later instead of moving stock. */
  order?: true;
  /** Invoices carry withholding (tevkifat). */
  invoice?: true;
  /**
   * Point-of-sale receipts: saved, paid and refunded only through `/api/pos` (the till), which posts
   * their payments with them; the document editor and its generic save, edit and cancel leave them be.
   * Their account entry is the part paid on account, not the total.
   */
  pos?: true;
}

export const DOCUMENT_KINDS = {
  salesInvoice: {
    route: 'fatura/satis',
    menu: MenuId.salesInvoice,
    stock: -1,
    account: 1,
    side: 'sales',
    party: 'required',
    invoice: true,
  },
  salesReturn: {
    route: 'iade/satis',
    menu: MenuId.salesReturn,
    stock: 1,
    account: -1,
    side: 'sales',
    party: 'required',
    invoice: true,
  },
  purchaseInvoice: {
    route: 'fatura/alis',
    menu: MenuId.purchaseInvoice,
    stock: 1,
    account: -1,
    side: 'purchase',
    party: 'required',
    invoice: true,
  },
  purchaseReturn: {
    route: 'iade/alis',
    menu: MenuId.purchaseReturn,
    stock: -1,
    account: 1,
    side: 'purchase',
    party: 'required',
    invoice: true,
  },
  salesOrder: {
    route: 'siparis/satis',
    menu: MenuId.salesOrder,
    stock: 0,
    account: 0,
    side: 'sales',
    party: 'required',
    order: true,
  },
  purchaseOrder: {
    route: 'siparis/satinalma',
    menu: MenuId.purchaseOrder,
    stock: 0,
    account: 0,
    side: 'purchase',
    party: 'required',
    order: true,
  },
  despatchOut: {
    route: 'irsaliye/cikis',
    menu: MenuId.waybillOut,
    stock: -1,
    account: 0,
    side: 'sales',
    party: 'required',
  },
  despatchIn: {
    route: 'irsaliye/giris',
    menu: MenuId.waybillIn,
    stock: 1,
    account: 0,
    side: 'purchase',
    party: 'required',
  },
  stockIn: { route: 'stok/giris', menu: MenuId.stockIn, stock: 1, account: 0, side: 'stock', party: 'none' },
  stockOut: {
    route: 'stok/cikis',
    menu: MenuId.stockOut,
    stock: -1,
    account: 0,
    side: 'stock',
    party: 'none',
  },
  stockTransfer: {
    route: 'stok/virman',
    menu: MenuId.stockTransfer,
    stock: 'transfer',
    account: 0,
    side: 'stock',
    party: 'none',
  },
  // A job or service slip (`/is/takip` lists them): goods and work noted for an account, priced
  // and printed, moving no stock and no balance until it is invoiced.
  trackingSlip: {
    route: 'takip',
    menu: MenuId.trackingSlip,
    stock: 0,
    account: 0,
    side: 'sales',
    party: 'optional',
  },
  // A retail sale at the till (perakende satış fişi): goods out, the customer optional, paid at once
  // in cash, card, transfer or on the customer's account.
  posReceipt: {
    route: 'pos',
    menu: MenuId.pos,
    stock: -1,
    account: 1,
    side: 'sales',
    party: 'optional',
    pos: true,
  },
  // Goods brought back against a receipt, money paid back by its method or in cash. Saved, it opens on
  // the same read-only screen as a receipt (`/fis/pos/duzen/:id`); a refund is started at the till.
  posRefund: {
    route: 'pos',
    menu: MenuId.pos,
    stock: 1,
    account: -1,
    side: 'sales',
    party: 'optional',
    pos: true,
  },
} as const satisfies Record<string, DocumentKind>;

/** Whether a type is saved only at the till (`/api/pos`). */
export const isPosKind = (name: string): boolean =>
  Boolean((DOCUMENT_KINDS as Record<string, DocumentKind>)[name]?.pos);

export type DocumentKindName = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as [DocumentKindName, ...DocumentKindName[]];

export const kindOf = (name: DocumentKindName): DocumentKind => DOCUMENT_KINDS[name];

/** The spec's limit on the lines of one document. */
export const MAX_DOCUMENT_LINES = 1250;

/** Tevkifat ratios the tax authority defines (x/10 of the VAT is withheld by the buyer). */
export const WITHHOLDING_RATIOS = ['2/10', '3/10', '4/10', '5/10', '7/10', '9/10', '10/10'] as const;
