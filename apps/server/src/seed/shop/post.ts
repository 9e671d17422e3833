import { documentInput, voucherInput } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { getDocument, saveDocument } from '../../modules/documents/index.ts';
import { saveVoucher } from '../../modules/vouchers/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import type { Registers, SavedAccount, SavedItem } from './master.ts';
import type { Random } from './random.ts';

// Everything the month does goes through the product's own posting: the API's input schemas, then
// `saveDocument` and `saveVoucher` (totals from `documentTotals`, numbers from the series, stock and
// account balances with their ledgers, settlements, cheques), as a user saving the editors would.

/** A document with an account, as later returns see it. */
export interface PostedDocument {
  id: number;
  docType: string;
  accountId: number;
  date: string;
  lines: { itemId: number; unitPrice: string; vatRate: string }[];
}

/** An invoice or return still (partly) unpaid, as the month's collections and payments see it. */
export interface OpenDocument extends PostedDocument {
  /** What is still open. */
  open: Big;
}

export interface Shop {
  tx: Db;
  session: Session;
  random: Random;
  registers: Registers;
  items: SavedItem[];
  customers: SavedAccount[];
  suppliers: SavedAccount[];
  /** Every document with an account, oldest first. */
  posted: PostedDocument[];
  /** Documents with money still open, oldest first. */
  open: OpenDocument[];
  /** Balances brought from the old books and not yet paid, by account. */
  carried: Map<number, Big>;
  /** Cash in the till, followed to decide the evening's deposit. */
  tillCash: Big;
  counts: { documents: number; vouchers: number };
  /** Statistics for the tables as they grow, so plans stay fit for their size. */
  refreshStatistics(): Promise<void>;
}

/** Saves a document as the editor sends it and remembers it while money is open on it. */
export async function postDocument(shop: Shop, raw: Record<string, unknown>) {
  const input = documentInput.parse(raw);
  const saved = await saveDocument(shop.tx, shop.session, input);
  shop.counts.documents += 1;
  const summary = saved.document;
  const payable = new Big(summary.payable);
  if (!input.accountId) return { id: summary.id, payable };
  const posted: PostedDocument = {
    id: summary.id,
    docType: input.docType,
    accountId: input.accountId,
    date: input.date,
    lines: input.lines.map((line) => ({
      itemId: line.itemId,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
    })),
  };
  shop.posted.push(posted);
  if (payable.gt(0) && /Invoice|Return/.test(input.docType)) shop.open.push({ ...posted, open: payable });
  return { id: summary.id, payable };
}

/** The saved lines of a document (a waybill's, for the invoice made from it). */
export async function linesOf(shop: Shop, documentId: number) {
  return (await getDocument(shop.tx, documentId)).lines;
}

/** Saves a voucher; what its lines settle is taken off the documents' open amounts. */
export async function postVoucher(shop: Shop, raw: Record<string, unknown>) {
  const input = voucherInput.parse(raw);
  const saved = await saveVoucher(shop.tx, shop.session, input);
  shop.counts.vouchers += 1;
  for (const line of input.lines)
    for (const settlement of line.settlements) {
      const document = shop.open.find((entry) => entry.id === settlement.documentId)!;
      document.open = document.open.minus(settlement.amount);
    }
  shop.open = shop.open.filter((entry) => entry.open.gt(0));
  return saved.voucher;
}

/** The account's open documents of the given types, oldest first. */
export const openOf = (shop: Shop, accountId: number, docTypes: string[]) =>
  shop.open.filter((entry) => entry.accountId === accountId && docTypes.includes(entry.docType));

/** A settlement of each document's whole open amount (kuruş, as `documentTotals` rounds), and their sum. */
export function settleWhole(documents: OpenDocument[]) {
  const settlements = documents.map((entry) => ({ documentId: entry.id, amount: entry.open.toFixed(2) }));
  const total = documents.reduce((sum, entry) => sum.plus(entry.open), new Big(0));
  return { settlements, total: total.toFixed(2) };
}
