import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { createStore } from '../../../platform/store.ts';
import { expiredEntries, type OutboxEntry, type OutboxState } from './logic.ts';

// The outbox in IndexedDB, one database per company (`kibo-outbox-<company>`): every receipt the
// till makes is written here before it is sent, so a closed tab, a reload or a dead line loses none.
// Every change is told to this tab (`outboxChanges`) and to the others (a BroadcastChannel), so the
// "N gönderilmedi" counters everywhere follow at once.

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { state: OutboxState } };
  meta: { key: 'sequence'; value: { name: 'sequence'; value: number } };
}

type OutboxDb = IDBPDatabase<OutboxSchema>;
const opened = new Map<number, Promise<OutboxDb>>();

function outboxDb(companyId: number): Promise<OutboxDb> {
  let db = opened.get(companyId);
  if (!db) {
    db = openDB<OutboxSchema>(`kibo-outbox-${companyId}`, 1, {
      upgrade(database) {
        // By state: the unsent are read and counted without the week of saved ones.
        database.createObjectStore('entries', { keyPath: 'clientId' }).createIndex('state', 'state');
        database.createObjectStore('meta', { keyPath: 'name' });
      },
    });
    opened.set(companyId, db);
  }
  return db;
}

/** Bumped on every change of any company's outbox in this tab or another. */
export const outboxChanges = createStore(0);
const channelName = 'kibo-outbox';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
channel?.addEventListener('message', () => outboxChanges.set((count) => count + 1));

function changed(): void {
  outboxChanges.set((count) => count + 1);
  channel?.postMessage('changed');
}

export async function allEntries(companyId: number): Promise<OutboxEntry[]> {
  return (await outboxDb(companyId)).getAll('entries');
}

const UNSENT: OutboxState[] = ['queued', 'sending', 'failed'];

/** The receipts the server has not taken yet. */
export async function unsentEntries(companyId: number): Promise<OutboxEntry[]> {
  const db = await outboxDb(companyId);
  return (await Promise.all(UNSENT.map((state) => db.getAllFromIndex('entries', 'state', state)))).flat();
}

/** How many receipts the server has not taken yet, counted in the index. */
export async function countUnsent(companyId: number): Promise<number> {
  const db = await outboxDb(companyId);
  const counts = await Promise.all(UNSENT.map((state) => db.countFromIndex('entries', 'state', state)));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Lets saved receipts older than a week leave the device. */
export async function pruneSaved(companyId: number, now: number): Promise<void> {
  const saved = await (await outboxDb(companyId)).getAllFromIndex('entries', 'state', 'saved');
  await deleteEntries(
    companyId,
    expiredEntries(saved, now).map((entry) => entry.clientId),
  );
}

export async function getEntry(companyId: number, clientId: string): Promise<OutboxEntry | undefined> {
  return (await outboxDb(companyId)).get('entries', clientId);
}

export async function putEntry(companyId: number, entry: OutboxEntry): Promise<void> {
  await (await outboxDb(companyId)).put('entries', entry);
  changed();
}

export async function deleteEntries(companyId: number, clientIds: string[]): Promise<void> {
  if (clientIds.length === 0) return;
  const tx = (await outboxDb(companyId)).transaction('entries', 'readwrite');
  await Promise.all([...clientIds.map((clientId) => tx.store.delete(clientId)), tx.done]);
  changed();
}

/**
 * Writes a new receipt with the next sequence in one transaction, so two tabs making receipts at
 * once never share a number.
 */
export async function addEntry(
  companyId: number,
  make: (sequence: number) => OutboxEntry,
): Promise<OutboxEntry> {
  const tx = (await outboxDb(companyId)).transaction(['entries', 'meta'], 'readwrite');
  const sequence = ((await tx.objectStore('meta').get('sequence'))?.value ?? 0) + 1;
  const entry = make(sequence);
  await Promise.all([
    tx.objectStore('meta').put({ name: 'sequence', value: sequence }),
    tx.objectStore('entries').add(entry),
    tx.done,
  ]);
  changed();
  return entry;
}
