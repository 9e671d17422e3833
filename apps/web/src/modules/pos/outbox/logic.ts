import { Big } from '@kibo/domain';
import { ApiError } from '../../../platform/api/client.ts';
import { isLineDown } from '../device/line.ts';

// The outbox's decisions as plain data, apart from IndexedDB and the network: what is due to be
// sent, what a failed send means, the local number, what an offline till may not take, the export.

/**
 * What the outbox sends, one path per kind: receipts, and the till's events (a void, a no-sale
 * drawer opening), which belong in the session's Z however the line stands.
 */
export const OUTBOX_PATHS = { sale: '/pos/receipts', refund: '/pos/refunds', event: '/pos/events' } as const;
export type OutboxKind = keyof typeof OUTBOX_PATHS;

/**
 * sending: on its way (this tab or another); queued: waiting for the line; saved: the server took it;
 * failed: the server refused it when it synced — kept with its message, never dropped.
 */
export type OutboxState = 'sending' | 'queued' | 'saved' | 'failed';

export interface OutboxEntry {
  /** The receipt's UUID: its key here and its Idempotency-Key at the server. */
  clientId: string;
  kind: OutboxKind;
  body: {
    clientId: string;
    payments?: { method: string; amount: string }[];
    accountId?: number | null;
    madeOffline?: boolean;
  };
  /** The number printed on the receipt while the server had not numbered it (`T<device>-<sequence>`). */
  localNumber: string | null;
  /** Order of making: the oldest goes first. */
  sequence: number;
  state: OutboxState;
  madeAt: string;
  madeBy: { id: number; name: string };
  attempts: number;
  lastTryAt: string | null;
  /** The server's receipt, once saved. */
  saved: { id: number; number: string } | null;
  /** Why the server refused it (failed), in the user's language. */
  error: string | null;
}

/** The entry as it leaves for the server once more. */
export const attempted = (entry: OutboxEntry): OutboxEntry => ({
  ...entry,
  state: 'sending',
  attempts: entry.attempts + 1,
  lastTryAt: new Date().toISOString(),
});

/** The entry once the server took it, with the receipt it made. */
export const savedAs = (entry: OutboxEntry, record: { id: number; number: string }): OutboxEntry => ({
  ...entry,
  state: 'saved',
  saved: { id: record.id, number: record.number },
  error: null,
});

/** A send that got no answer for this long is taken to have died with its tab, and is due again. */
export const STALE_SENDING_MS = 60_000;
/** Saved receipts stay listed on this device for a week, then leave it. */
export const SAVED_KEPT_MS = 7 * 24 * 3_600_000;

/** The receipt's printed local number: the device's number and the outbox's sequence. */
export const localNumberOf = (deviceId: number, sequence: number) =>
  `T${deviceId}-${String(sequence).padStart(6, '0')}`;

/** The entries a sync round sends, oldest first: queued ones, sends that died, and on request the failed. */
export function dueEntries(
  entries: readonly OutboxEntry[],
  now: number,
  options: { retryFailed?: boolean; inFlight?: ReadonlySet<string> } = {},
): OutboxEntry[] {
  const stale = (entry: OutboxEntry) =>
    entry.lastTryAt === null || now - Date.parse(entry.lastTryAt) > STALE_SENDING_MS;
  return entries
    .filter((entry) => !options.inFlight?.has(entry.clientId))
    .filter(
      (entry) =>
        entry.state === 'queued' ||
        (entry.state === 'sending' && stale(entry)) ||
        (entry.state === 'failed' && options.retryFailed === true),
    )
    .sort((a, b) => a.sequence - b.sequence);
}

/** What the server has not taken yet: a till session cannot close over these. */
export const isUnsent = (entry: OutboxEntry) => entry.state !== 'saved';

/** Saved entries old enough to leave the device. */
export const expiredEntries = (entries: readonly OutboxEntry[], now: number) =>
  entries.filter((entry) => entry.state === 'saved' && now - Date.parse(entry.madeAt) > SAVED_KEPT_MS);

/**
 * What a failed send means. lineDown: no answer, or a gateway with the server behind it down (stop
 * the round, try later); deviceRefused: the device is unknown or revoked (stop, keep everything);
 * signedOut: the session ended (stop until signed in); serverFault: the server failed on it (keep it
 * queued, go on with the next: one receipt never holds the others back); refused: the server said
 * no to this receipt (mark it failed, go on with the next).
 */
export type SendFailure = 'lineDown' | 'deviceRefused' | 'signedOut' | 'serverFault' | 'refused';

export function failureOf(error: unknown): SendFailure {
  if (!(error instanceof ApiError) || error.status === undefined || isLineDown(error)) return 'lineDown';
  if (error.status === 403 && ['PS10001', 'PS10002'].includes(error.errorCode)) return 'deviceRefused';
  if (error.status === 401) return 'signedOut';
  if (error.status >= 500 || error.status === 429) return 'serverFault';
  return 'refused';
}

/** The server's refusal as one line to keep with the receipt. */
export function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  const fields = Object.entries(error.errors).map(([field, messages]) => `${field}: ${messages[0] ?? ''}`);
  return [error.kiboMessage || error.messages[0] || error.message, ...fields].filter(Boolean).join(' — ');
}

/** Payment methods an offline till may take: points are spent against a balance only the server holds. */
export const OFFLINE_METHODS: readonly string[] = ['cash', 'card', 'transfer', 'account'];

export type OfflinePaymentProblem = 'paymentOffline' | 'overRisk';

const onAccount = (body: OutboxEntry['body']) =>
  (body.payments ?? [])
    .filter((payment) => payment.method === 'account')
    .reduce((sum, payment) => sum.plus(payment.amount), new Big(0));

/**
 * Whether an offline till may take a receipt's payments: only the methods above, and on account only
 * within the risk limit by the balance the copy holds plus what this device already sold the customer
 * on account and has not sent. The server takes such a sale as it comes (it has happened).
 */
export function offlinePaymentProblem(
  body: OutboxEntry['body'],
  account: { balance?: string | null; riskLimit: string } | undefined,
  unsent: readonly OutboxEntry[],
): OfflinePaymentProblem | null {
  if ((body.payments ?? []).some((payment) => !OFFLINE_METHODS.includes(payment.method)))
    return 'paymentOffline';
  const amount = onAccount(body);
  if (amount.eq(0)) return null;
  if (!account) return 'overRisk';
  const limit = new Big(account.riskLimit || 0);
  if (limit.lte(0)) return null;
  const pending = unsent
    .filter((entry) => entry.body.accountId === body.accountId && entry.clientId !== body.clientId)
    .reduce((sum, entry) => sum.plus(onAccount(entry.body)), new Big(0));
  return new Big(account.balance || 0).plus(pending).plus(amount).gt(limit) ? 'overRisk' : null;
}

/** The receipt's amount as the list shows it: what was paid (a refund: paid back). */
export const amountOf = (entry: OutboxEntry) =>
  (entry.body.payments ?? []).reduce((sum, payment) => sum.plus(payment.amount), new Big(0)).toFixed(2);

/**
 * The unsent receipts as a file, in the order they were made: everything needed to enter them again
 * (the bodies as the till made them, where each stands), never the device key.
 */
export function exportOf(
  entries: readonly OutboxEntry[],
  context: { companyId: number; exportedAt: string },
) {
  return {
    kind: 'kibo-pos-outbox',
    version: 1,
    companyId: context.companyId,
    exportedAt: context.exportedAt,
    receipts: entries
      .filter(isUnsent)
      .sort((a, b) => a.sequence - b.sequence)
      .map((entry) => ({
        clientId: entry.clientId,
        kind: entry.kind,
        path: `/api${OUTBOX_PATHS[entry.kind]}`,
        localNumber: entry.localNumber,
        state: entry.state,
        madeAt: entry.madeAt,
        madeBy: entry.madeBy,
        attempts: entry.attempts,
        lastTryAt: entry.lastTryAt,
        error: entry.error,
        body: entry.body,
      })),
  };
}
