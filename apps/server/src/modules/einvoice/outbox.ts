import type { IntegratorCode } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.ts';
import { type ListenWorker, startListenWorker } from '../../platform/jobs/listen-worker.ts';
import { connect, type EDocumentStatus, IntegratorError } from './integrators/index.ts';
import { connectionOf } from './settings.ts';

// The outbox worker: sends queued e-documents and asks after sent ones until the tax authority (or
// the buyer) has had its say. A row is claimed by pushing its next attempt a lease ahead, so a
// crash mid-call only delays it; the ETTN never changes, so a second send of a document the
// integrator already took is refused as a duplicate, which counts as sent.

const LEASE = '5 minutes';
const BATCH = 20;
/** After the last word: statuses that end the asking. */
const FINAL: readonly EDocumentStatus[] = ['approved', 'notApproved', 'rejected', 'returned', 'cancelled'];

interface Claimed {
  company_id: number;
  id: number;
  status: EDocumentStatus;
  integrator: IntegratorCode;
  kind: 'invoice' | 'despatch' | 'receipt';
  uuid: string;
  number: string;
  profile: string;
  xml: string;
  party_tax_id: string;
  party_name: string;
  party_alias: string;
  attempts: number;
  age_minutes: number;
}

/** Minutes until the next try after `attempts` failures: 1, 2, 4 … up to an hour. */
export const backoffMinutes = (attempts: number): number => Math.min(60, 2 ** Math.max(0, attempts - 1));

/**
 * Minutes until a sent document is asked after again: each minute at first (EINVOICE_POLL_SECONDS
 * shortens that for the browser tests), then every ten, then hourly.
 */
const firstPoll = (): number => (Number(process.env.EINVOICE_POLL_SECONDS) || 60) / 60;
const pollMinutes = (ageMinutes: number): number =>
  ageMinutes < 10 ? firstPoll() : ageMinutes < 120 ? 10 : 60;

const claim = (database: Database) =>
  database.pool.query<Claimed>(
    `UPDATE edocuments e SET next_attempt_at = now() + interval '${LEASE}'
       FROM (SELECT company_id, id FROM edocuments
              WHERE direction = 'out' AND status IN ('queued', 'sent', 'awaitingApproval')
                AND (next_attempt_at IS NULL OR next_attempt_at <= now())
              ORDER BY next_attempt_at NULLS FIRST, id
              LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
      WHERE e.company_id = due.company_id AND e.id = due.id
     RETURNING e.company_id, e.id, e.status, e.integrator, e.kind, e.uuid, e.number, e.profile, e.xml,
               e.party_tax_id, e.party_name, e.party_alias, e.attempts,
               extract(epoch FROM now() - e.created_at)::int / 60 AS age_minutes`,
  );

type Change = {
  status?: EDocumentStatus;
  statusCode?: string;
  statusText?: string;
  integratorRef?: string;
  attempts?: number;
  /** Minutes until the next attempt; null: nothing more to do. */
  nextIn: number | null;
};

/** Writes what the call said, unless a person changed the row meanwhile (an e-Arşiv cancelled). */
const write = (tx: Db, id: number, claimed: EDocumentStatus, change: Change) =>
  tx.execute(sql`
    UPDATE edocuments
       SET status = coalesce(${change.status ?? null}, status),
           status_code = coalesce(${change.statusCode ?? null}, status_code),
           status_text = coalesce(${change.statusText ?? null}, status_text),
           integrator_ref = coalesce(${change.integratorRef ?? null}, integrator_ref),
           attempts = coalesce(${change.attempts ?? null}::int, attempts),
           next_attempt_at = CASE WHEN ${change.nextIn}::float8 IS NULL THEN NULL
                                  ELSE now() + make_interval(secs => ${change.nextIn}::float8 * 60) END,
           updated_at = now()
     WHERE id = ${id} AND status = ${claimed}`);

/** What a failed call means for the row: wait and try again, or the integrator's final no. */
function failure(row: Claimed, error: unknown): Change {
  if (!(error instanceof IntegratorError))
    return {
      attempts: row.attempts + 1,
      statusText: String((error as Error).message),
      nextIn: backoffMinutes(row.attempts + 1),
    };
  switch (error.kind) {
    case 'duplicate':
      return { status: 'sent', statusCode: error.code, statusText: error.message, nextIn: firstPoll() };
    case 'refused':
      return { status: 'notApproved', statusCode: error.code, statusText: error.message, nextIn: null };
    case 'auth':
      // Waits for a person to fix the settings; tried again hourly.
      return { attempts: row.attempts + 1, statusCode: error.code, statusText: error.message, nextIn: 60 };
    default:
      return {
        attempts: row.attempts + 1,
        statusCode: error.code,
        statusText: error.message,
        nextIn: backoffMinutes(row.attempts + 1),
      };
  }
}

async function work(database: Database, row: Claimed): Promise<void> {
  const connection = await database.withTenant(row.company_id, (tx) => connectionOf(tx, row.integrator));
  let change: Change;
  if (!connection) {
    change = { statusText: 'Entegratör ayarları silinmiş', nextIn: 60 };
  } else {
    const client = connect(row.integrator, connection);
    try {
      if (row.status === 'queued') {
        const document = {
          uuid: row.uuid,
          number: row.number,
          xml: row.xml,
          profile: row.profile,
          receiver: {
            taxId: row.party_tax_id,
            name: row.party_name,
            ...(row.party_alias ? { alias: row.party_alias } : {}),
          },
        };
        const sent =
          row.kind === 'receipt' ? await client.sendReceipt(document) : await client.send(row.kind, document);
        change = {
          status: 'sent',
          statusCode: '',
          statusText: '',
          integratorRef: sent.ref,
          attempts: 0,
          nextIn: firstPoll(),
        };
      } else {
        const [answer] = await client.statuses(row.kind, [row.uuid]);
        change = answer
          ? {
              status: answer.status,
              statusCode: answer.code,
              statusText: answer.text,
              nextIn: FINAL.includes(answer.status) ? null : pollMinutes(row.age_minutes),
            }
          : { nextIn: pollMinutes(row.age_minutes) };
      }
    } catch (error) {
      change = failure(row, error);
    }
  }
  await database.withTenant(row.company_id, (tx) => write(tx, row.id, row.status, change));
}

/** Works through what is due; answers how many rows it handled. */
export async function drainOutbox(
  database: Database,
  onError: (error: Error) => void = () => {},
): Promise<number> {
  let done = 0;
  for (;;) {
    const { rows } = await claim(database);
    for (const row of rows) {
      try {
        await work(database, row);
        done += 1;
      } catch (error) {
        onError(error as Error);
      }
    }
    if (rows.length < BATCH) return done;
  }
}

/** The server's outbox worker: woken by each send, and every 30 s for what falls due. */
export function startOutboxWorker(database: Database, onError: (error: Error) => void): ListenWorker {
  return startListenWorker({
    url: database.url,
    channel: 'edocument_outbox',
    pollMs: Number(process.env.EINVOICE_WORKER_POLL_MS) || 30_000,
    drain: async () => {
      await drainOutbox(database, onError);
    },
    onError,
  });
}
