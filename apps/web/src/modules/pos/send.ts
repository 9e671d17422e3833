import type { PosReceiptInput, PosRefundInput, posEventInput } from '@kibo/contracts/resources';
import type { z } from 'zod';
import { ApiError, presentApiError } from '../../platform/api/client.ts';
import { settingsStore } from '../../platform/settings.ts';
import { currentGate, deviceRefused } from './device/contact.ts';
import type { OfflineRefusal } from './device/gating.ts';
import { deviceCopy } from './device/local-catalogue.ts';
import { addEntry, countUnsent, deleteEntries, getEntry, putEntry, unsentEntries } from './outbox/db.ts';
import {
  attempted,
  failureOf,
  localNumberOf,
  type OfflinePaymentProblem,
  type OutboxEntry,
  offlinePaymentProblem,
  savedAs,
} from './outbox/logic.ts';
import { inFlight, postEntry, startOutboxSync, syncOutbox } from './outbox/sync.ts';

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

export type TillDocument =
  | { kind: 'sale'; body: PosReceiptInput }
  | { kind: 'refund'; body: PosRefundInput }
  | { kind: 'event'; body: z.input<typeof posEventInput> & { clientId: string } };

/**
 * The line is down and this receipt cannot wait for it: the device may not sell offline (why), or
 * the receipt asks what only the server can check (points, on account past what the copy allows).
 * Nothing was kept; the till keeps its basket, and the cashier tells the customer.
 */
export class TillRefusal extends Error {
  constructor(readonly reason: OfflineRefusal | OfflinePaymentProblem) {
    super(`offline.refusals.${reason}`);
  }
}

function signedIn() {
  const settings = settingsStore.get().settings;
  if (!settings) throw new Error('The till sends receipts for a signed-in user only');
  const { id, name } = settings.authorizedUser;
  return { companyId: settings.app.company_id, user: { id, name } };
}

/** The outbox's entry for this receipt: the one already written (the till tried before), else a new one. */
async function entryFor(
  companyId: number,
  document: TillDocument,
  madeBy: OutboxEntry['madeBy'],
  deviceId: number | null,
): Promise<OutboxEntry> {
  const found = await getEntry(companyId, document.body.clientId);
  if (found) return found;
  return addEntry(companyId, (sequence) => ({
    clientId: document.body.clientId,
    kind: document.kind,
    body: document.body,
    localNumber: deviceId === null ? null : localNumberOf(deviceId, sequence),
    sequence,
    state: 'sending',
    madeAt: new Date().toISOString(),
    madeBy,
    attempts: 0,
    // Sending from now: a sync round in another tab leaves it to this one (it is not stale).
    lastTryAt: new Date().toISOString(),
    saved: null,
    error: null,
  }));
}

/**
 * Sends a finished receipt. It is written to this device's outbox first, then sent. Online: the
 * server's answer (`saved`). With the line down (no answer, a timeout, 502–504): `queued` with the
 * local number to print, if this user may sell offline on this device and the payments are ones an
 * offline till may take; otherwise a `TillRefusal`. A refusal by the server (400, 422, …) is shown
 * and thrown as the `ApiError`, as before, and the receipt leaves the outbox: the cashier fixes it.
 */
export async function sendReceipt(document: TillDocument): Promise<SentReceipt> {
  const { companyId, user } = signedIn();
  const gate = currentGate(companyId, user.id);
  if (gate.revoked) throw new TillRefusal('revoked');
  startOutboxSync();
  const entry = await entryFor(companyId, document, user, gate.deviceId);
  if (entry.state === 'queued') return { state: 'queued', localNumber: entry.localNumber ?? '' };
  const tried = attempted(entry);
  // Tried again by the till (after a refusal at sync, say): marked as on its way before it goes.
  if (entry.state !== 'sending') await putEntry(companyId, tried);
  inFlight.add(entry.clientId);
  try {
    // A browser that knows it has no network does not wait for a timeout.
    if (!navigator.onLine) return await queueOffline(companyId, tried, gate);
    const answer = await postEntry(companyId, entry, { madeOffline: false });
    await putEntry(companyId, savedAs(tried, answer.record));
    // After each sale whatever waited goes too.
    void syncOutbox().catch(() => undefined);
    return { state: 'saved', record: answer.record as unknown as SavedReceipt, warnings: answer.warnings };
  } catch (error) {
    if (error instanceof TillRefusal) throw error;
    if (failureOf(error) === 'lineDown') return await queueOffline(companyId, tried, gate);
    await deleteEntries(companyId, [entry.clientId]);
    if (error instanceof ApiError) {
      if (failureOf(error) === 'deviceRefused') deviceRefused(companyId, user.id, error.errorCode);
      presentApiError(error);
    }
    throw error;
  } finally {
    inFlight.delete(entry.clientId);
  }
}

/** Keeps the receipt for the line to come back, where an offline till may take it. */
async function queueOffline(
  companyId: number,
  entry: OutboxEntry,
  gate: ReturnType<typeof currentGate>,
): Promise<SentReceipt> {
  const problem =
    gate.reason ??
    offlinePaymentProblem(
      entry.body,
      entry.body.accountId ? await deviceCopy(companyId).account(entry.body.accountId) : undefined,
      await unsentEntries(companyId),
    );
  if (problem || !entry.localNumber) {
    await deleteEntries(companyId, [entry.clientId]);
    throw new TillRefusal(problem ?? 'notRegistered');
  }
  await putEntry(companyId, { ...entry, state: 'queued', body: { ...entry.body, madeOffline: true } });
  return { state: 'queued', localNumber: entry.localNumber };
}

/** Receipts made on this device that the server has not taken yet: a session cannot close over them. */
export async function unsentCount(): Promise<number> {
  const settings = settingsStore.get().settings;
  if (!settings) return 0;
  return countUnsent(settings.app.company_id);
}
