import { ApiError, apiSend } from '../../../platform/api/client.ts';
import { settingsStore } from '../../../platform/settings.ts';
import { storedDevice } from '../../terminals/device-key.ts';
import { contactServer, currentGate, deviceKeyFor, deviceRefused, keptContact } from '../device/contact.ts';
import { lineStore, overTheLine } from '../device/line.ts';
import { pruneSaved, putEntry, unsentEntries } from './db.ts';
import {
  attempted,
  dueEntries,
  failureOf,
  OUTBOX_PATHS,
  type OutboxEntry,
  refusalText,
  savedAs,
} from './logic.ts';

// Sending the outbox, exactly once: one receipt per request, its UUID the Idempotency-Key, so a
// receipt sent twice (a lost answer, a crash mid-send) is answered by the first. Within a tab a Set
// keeps a receipt from going out twice at once; across tabs one syncs at a time (a Web Lock) and
// reads the outbox afresh once it holds the lock.

/** How long a send waits for its answer before the line is taken as down (the receipt is then queued). */
export const SEND_TIMEOUT_MS = 8000;
/** How often an open till tries its queue while there is one. */
const SYNC_EVERY_MS = 30_000;
/**
 * How often an open till contacts the server about its device with nothing to send: each contact
 * renews its offline period, so a till that loses the line late in the day may still sell offline.
 */
const CONTACT_EVERY_MS = 5 * 60_000;

/** Receipts this tab is sending now. */
export const inFlight = new Set<string>();

export interface SavedAnswer {
  record: { id: number; number: string } & Record<string, unknown>;
  warnings: string[];
}

/** Sends one receipt: the device key with it where this browser is the company's till. */
export async function postEntry(
  companyId: number,
  entry: OutboxEntry,
  options: { madeOffline: boolean; timeout?: number },
): Promise<SavedAnswer> {
  // An offline receipt always names its device: the server takes one made offline from a till only.
  const deviceKey = options.madeOffline ? storedDevice()?.key : deviceKeyFor(companyId);
  const body = {
    ...entry.body,
    ...(entry.localNumber ? { localNumber: entry.localNumber } : {}),
    ...(options.madeOffline ? { madeOffline: true } : {}),
    ...(deviceKey ? { deviceKey } : {}),
  };
  const { data } = await overTheLine(() =>
    apiSend<SavedAnswer>('post', OUTBOX_PATHS[entry.kind], body, {
      headers: { 'Idempotency-Key': entry.clientId },
      silent: true,
      timeout: options.timeout ?? SEND_TIMEOUT_MS,
    }),
  );
  return data;
}

const signedIn = () => {
  const settings = settingsStore.get().settings;
  return settings ? { companyId: settings.app.company_id, userId: settings.authorizedUser.id } : null;
};

/** Runs `work` while holding the company's outbox lock; `wait`: queue for it, else skip if another tab has it. */
async function holdingOutbox(companyId: number, wait: boolean, work: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return work();
  await navigator.locks.request(`kibo-outbox-${companyId}`, { ifAvailable: !wait }, async (lock) => {
    if (lock) await work();
  });
}

/** One round: every due receipt in order, until the line or the device says stop. */
async function round(companyId: number, userId: number, retryFailed: boolean): Promise<void> {
  const due = dueEntries(await unsentEntries(companyId), Date.now(), { retryFailed, inFlight });
  const contactedAt = keptContact(companyId)?.contactedAt ?? 0;
  if (due.length === 0 && Date.now() - contactedAt < CONTACT_EVERY_MS) return;
  // The device must still be authorised: a revoked one keeps its receipts and sends none.
  if ((await contactServer(companyId, userId)) === 'lineDown') return;
  if (due.length === 0 || currentGate(companyId, userId).revoked) return;
  for (const entry of due) {
    if (inFlight.has(entry.clientId)) continue;
    inFlight.add(entry.clientId);
    const trying = attempted(entry);
    try {
      await putEntry(companyId, trying);
      const answer = await postEntry(companyId, entry, { madeOffline: true });
      await putEntry(companyId, savedAs(trying, answer.record));
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'refused') {
        await putEntry(companyId, { ...trying, state: 'failed', error: refusalText(error) });
        continue;
      }
      await putEntry(companyId, {
        ...trying,
        state: 'queued',
        error: failure === 'serverFault' ? refusalText(error) : null,
      });
      if (failure === 'serverFault') continue;
      if (failure === 'deviceRefused' && error instanceof ApiError)
        deviceRefused(companyId, userId, error.errorCode);
      return;
    } finally {
      inFlight.delete(entry.clientId);
    }
  }
}

let running: Promise<void> | null = null;

/**
 * Sends what waits in the outbox. Automatic rounds skip while another tab syncs (it sends them);
 * `retryFailed` (the "retry now" button) waits its turn and tries the refused ones again too.
 */
export async function syncOutbox(options: { retryFailed?: boolean } = {}): Promise<void> {
  const user = signedIn();
  if (!user) return;
  if (running && !options.retryFailed) return running;
  const previous = running ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(() =>
      holdingOutbox(user.companyId, options.retryFailed === true, () =>
        round(user.companyId, user.userId, options.retryFailed === true),
      ),
    )
    .finally(() => {
      if (running === next) running = null;
    });
  running = next;
  return next;
}

let started = false;

/**
 * Starts syncing in this tab (once): now, when the line comes back, when the till is looked at
 * again, and on a timer; and asks the browser to keep this site's storage through a clean-up.
 */
export function startOutboxSync(): void {
  if (started) return;
  started = true;
  const sync = () => void syncOutbox().catch(() => undefined);
  window.addEventListener('online', sync);
  // The server answering again after it was out of reach (the network itself never went).
  lineStore.subscribe(() => {
    if (lineStore.get()) sync();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') sync();
  });
  window.setInterval(sync, SYNC_EVERY_MS);
  void navigator.storage?.persisted?.().then((kept) => (kept ? true : navigator.storage.persist()));
  const user = signedIn();
  if (user) void pruneSaved(user.companyId, Date.now()).catch(() => undefined);
  sync();
}
