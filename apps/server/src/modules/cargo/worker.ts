import { type CarrierCode, FINAL_SHIPMENT_STATES, type ShipmentState } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.ts';
import { type ListenWorker, startListenWorker } from '../../platform/jobs/listen-worker.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { carrierClient } from './accounts.ts';
import { type Carrier, CarrierError, shipmentKeys, type TrackingEvent } from './carriers/index.ts';

// The cargo worker: hands queued shipments to their carrier and asks after live ones until they are
// delivered, returned or cancelled. A row is claimed for a lease while the carrier is asked (by the
// worker or a clerk's "ask now", never both), so a crash mid-call only delays it; the cargo key never
// changes, so a retry of a shipment the carrier already took is answered as a duplicate, which counts
// as made. Every write is conditional on the state claimed, so a clerk's cancel meanwhile is never
// overwritten.

const LEASE = '5 minutes';
const BATCH = 20;

type Claimed = {
  company_id: number;
  id: number;
  carrier: CarrierCode;
  state: ShipmentState;
  cargo_key: string;
  carrier_ref: string;
  tracking_no: string;
  barcodes: string[];
  parcels: number;
  desi: string;
  weight_kg: string;
  cod_amount: string;
  payer: 'sender' | 'receiver';
  note: string;
  receiver: {
    name: string;
    phone: string;
    email: string;
    address: string;
    province: string;
    provincePlate: number;
    district: string;
    postalCode: string;
    taxId: string;
  };
  document_no: string;
  attempts: number;
  age_minutes: number;
};

/** Minutes until the next try after `attempts` failures: 1, 2, 4 … up to an hour. */
export const backoffMinutes = (attempts: number): number => Math.min(60, 2 ** Math.max(0, attempts - 1));

/**
 * Minutes until a live shipment is asked after again: every 15 minutes on its first day, then hourly
 * (a parcel moves a few times a day; carriers throttle integrations that ask more).
 * CARGO_POLL_SECONDS shortens it for the browser tests.
 */
const pollMinutes = (ageMinutes: number): number =>
  Number(process.env.CARGO_POLL_SECONDS)
    ? Number(process.env.CARGO_POLL_SECONDS) / 60
    : ageMinutes < 1440
      ? 15
      : 60;

/**
 * Calls to one carrier are spaced at least this far apart, whichever companies they are for: one
 * worker per server keeps a busy shop within the carrier's limits on its integration.
 */
const CALL_GAP_MS: Record<CarrierCode, number> = { yurtici: 250, aras: 250, mng: 200, ptt: 500, surat: 250 };
const lastCall = new Map<CarrierCode, number>();
async function spaced<T>(carrier: CarrierCode, call: () => Promise<T>): Promise<T> {
  const gap = Number(process.env.CARGO_CALL_GAP_MS ?? CALL_GAP_MS[carrier]);
  const wait = (lastCall.get(carrier) ?? 0) + gap - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastCall.set(carrier, Date.now());
  return call();
}

/** What the worker needs of a shipment, read with its document's number. */
const CLAIMED_COLUMNS = `s.company_id, s.id, s.carrier, s.state, s.cargo_key, s.carrier_ref, s.tracking_no, s.barcodes,
  s.parcels, s.desi::text, s.weight_kg::text, s.cod_amount::text, s.payer, s.note, s.receiver,
  d.number AS document_no, s.attempts, extract(epoch FROM now() - s.created_at)::int / 60 AS age_minutes`;

const LIVE = `s.state IN ('queued', 'created', 'pickedUp', 'inTransit', 'outForDelivery')`;
const UNCLAIMED = `(s.claimed_until IS NULL OR s.claimed_until < now())`;

const claim = (database: Database) =>
  database.pool.query<Claimed>(
    `UPDATE shipments s SET claimed_until = now() + interval '${LEASE}'
       FROM (SELECT company_id, id FROM shipments s
              WHERE ${LIVE} AND ${UNCLAIMED} AND next_attempt_at <= now()
              ORDER BY next_attempt_at, id
              LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due,
            documents d
      WHERE s.company_id = due.company_id AND s.id = due.id AND d.company_id = s.company_id AND d.id = s.document_id
     RETURNING ${CLAIMED_COLUMNS}`,
  );

interface Change {
  state?: ShipmentState;
  statusCode?: string;
  statusText?: string;
  carrierRef?: string;
  trackingNo?: string;
  barcodes?: string[];
  label?: { format: string; data: string };
  events?: TrackingEvent[];
  attempts?: number;
  /** Minutes until the next attempt; null: nothing more to do. */
  nextIn: number | null;
}

/** Writes what the call said unless the row left the claimed state meanwhile; answers whether it did. */
async function write(tx: Db, row: Claimed, change: Change): Promise<boolean> {
  const updated = await tx.execute(sql`
    UPDATE shipments
       SET state = coalesce(${change.state ?? null}, state),
           status_code = coalesce(${change.statusCode ?? null}, status_code),
           status_text = coalesce(${change.statusText ?? null}, status_text),
           carrier_ref = coalesce(${change.carrierRef ?? null}, carrier_ref),
           tracking_no = coalesce(nullif(${change.trackingNo ?? ''}, ''), tracking_no),
           barcodes = CASE WHEN ${change.barcodes?.length ?? 0} > 0 THEN ${sql.param(change.barcodes ?? [])}::text[] ELSE barcodes END,
           label_format = coalesce(${change.label?.format ?? null}, label_format),
           label = coalesce(${change.label?.data ?? null}, label),
           events = coalesce(${change.events ? JSON.stringify(change.events) : null}::jsonb, events),
           attempts = coalesce(${change.attempts ?? null}::int, attempts),
           next_attempt_at = CASE WHEN ${change.nextIn}::float8 IS NULL THEN NULL
                                  ELSE now() + make_interval(secs => ${change.nextIn}::float8 * 60) END,
           claimed_until = NULL, updated_at = now()
     WHERE id = ${row.id} AND state = ${row.state}`);
  return (updated.rowCount ?? 0) > 0;
}

/** What a failed call means for the row: wait and try again, or the carrier's final no. */
function failure(row: Claimed, error: unknown): Change {
  const again = { attempts: row.attempts + 1, nextIn: backoffMinutes(row.attempts + 1) };
  if (!(error instanceof CarrierError)) return { ...again, statusText: String((error as Error).message) };
  switch (error.kind) {
    case 'duplicate':
      // The carrier has this key from an earlier try whose answer was lost: made; tracking tells the rest.
      return { state: 'created', statusCode: '', statusText: '', attempts: 0, nextIn: pollMinutes(0) };
    case 'refused':
      // A new shipment the carrier refuses (an address it cannot serve…) fails; the clerk corrects the
      // card and sends the document again. A refused question about a live one is asked again later.
      return row.state === 'queued'
        ? { state: 'failed', statusCode: error.code, statusText: error.message, nextIn: null }
        : { statusCode: error.code, statusText: error.message, nextIn: pollMinutes(row.age_minutes) };
    case 'auth':
      // Waits for a person to fix the settings; tried again hourly.
      return { attempts: row.attempts + 1, statusCode: error.code, statusText: error.message, nextIn: 60 };
    default:
      return { ...again, statusCode: error.code, statusText: error.message };
  }
}

async function create(client: Carrier, row: Claimed): Promise<Change> {
  const made = await spaced(row.carrier, () =>
    client.create({
      cargoKey: row.cargo_key,
      documentNo: row.document_no,
      receiver: row.receiver,
      parcels: row.parcels,
      desi: row.desi,
      weightKg: row.weight_kg,
      payer: row.payer,
      ...(Number(row.cod_amount) > 0 ? { cod: { amount: row.cod_amount } } : {}),
      note: row.note,
      ...(row.barcodes[0] ? { barcode: row.barcodes[0] } : {}),
    }),
  );
  return {
    state: 'created',
    statusCode: '',
    statusText: '',
    carrierRef: made.ref,
    trackingNo: made.trackingNo ?? '',
    barcodes: made.barcodes ?? [],
    ...(made.label ? { label: made.label } : {}),
    attempts: 0,
    nextIn: pollMinutes(0),
  };
}

async function track(client: Carrier, row: Claimed): Promise<Change> {
  const answer = await spaced(row.carrier, () => client.track(shipmentKeys(row)));
  return {
    state: answer.state,
    statusCode: '',
    statusText: '',
    trackingNo: answer.trackingNo ?? '',
    events: answer.events,
    attempts: 0,
    nextIn: FINAL_SHIPMENT_STATES.includes(answer.state) ? null : pollMinutes(row.age_minutes),
  };
}

async function work(database: Database, secrets: Secrets, row: Claimed): Promise<void> {
  const connected = await database.withTenant(row.company_id, (tx) =>
    carrierClient(tx, row.carrier, secrets),
  );
  let change: Change;
  if ('problem' in connected) {
    change = {
      statusText:
        connected.problem === 'secretsLost'
          ? 'Kargo hesabının şifresi bu sunucuda açılamıyor; ayarlardan yeniden girin'
          : 'Kargo hesabı ayarları silinmiş',
      nextIn: 60,
    };
  } else {
    try {
      change =
        row.state === 'queued' ? await create(connected.client, row) : await track(connected.client, row);
    } catch (error) {
      change = failure(row, error);
    }
  }
  const written = await database.withTenant(row.company_id, (tx) => write(tx, row, change));
  if (!written && row.state === 'queued' && change.state === 'created' && !('problem' in connected))
    await withdraw(database, connected.client, row);
}

/**
 * A clerk cancelled the shipment while the carrier was taking it: the carrier is told, so no courier
 * comes. Should the carrier not answer, the cancelled row says so, for the clerk to call the branch.
 */
async function withdraw(database: Database, client: Carrier, row: Claimed): Promise<void> {
  const [now] = await database.withTenant(
    row.company_id,
    async (tx) =>
      (await tx.execute<{ state: string }>(sql`SELECT state FROM shipments WHERE id = ${row.id}`)).rows,
  );
  if (now?.state !== 'cancelled') return;
  const problem = await spaced(row.carrier, () => client.cancel(shipmentKeys(row), 'İptal edildi')).then(
    () => '',
    (error: Error) => error.message,
  );
  await database.withTenant(row.company_id, (tx) =>
    tx.execute(sql`
      UPDATE shipments SET claimed_until = NULL,
             status_code = ${problem ? 'CANCEL' : ''}, status_text = ${problem}
       WHERE id = ${row.id}`),
  );
}

/**
 * A clerk's "ask now": sends a queued shipment or asks after a live one at once, as the worker would.
 * Answers whether the shipment exists; a final one, or one the worker holds, is left as it is.
 */
export async function askNow(
  database: Database,
  secrets: Secrets,
  companyId: number,
  carrier: CarrierCode,
  id: number,
): Promise<boolean> {
  // Claimed as the worker claims, so the carrier is never asked twice at once for one shipment.
  const { row, exists } = await database.withTenant(companyId, async (tx) => {
    const [claimed] = (
      await tx.execute<Claimed>(sql`
        UPDATE shipments s SET claimed_until = now() + ${sql.raw(`interval '${LEASE}'`)}
          FROM documents d
         WHERE s.id = ${id} AND s.carrier = ${carrier} AND ${sql.raw(`${LIVE} AND ${UNCLAIMED}`)}
           AND d.company_id = s.company_id AND d.id = s.document_id
        RETURNING ${sql.raw(CLAIMED_COLUMNS)}`)
    ).rows;
    if (claimed) return { row: claimed, exists: true };
    const found = await tx.execute(sql`SELECT 1 FROM shipments WHERE id = ${id} AND carrier = ${carrier}`);
    return { row: undefined, exists: found.rows.length > 0 };
  });
  // Final, or the worker is talking to the carrier about it right now: its answer will show.
  if (row) await work(database, secrets, row);
  return exists;
}

/** Works through what is due; answers how many rows it handled. */
export async function drainShipments(
  database: Database,
  secrets: Secrets,
  onError: (error: Error) => void = () => {},
): Promise<number> {
  let done = 0;
  for (;;) {
    const { rows } = await claim(database);
    for (const row of rows) {
      try {
        await work(database, secrets, row);
        done += 1;
      } catch (error) {
        onError(error as Error);
      }
    }
    if (rows.length < BATCH) return done;
  }
}

/** The server's cargo worker: woken by each send, and every 30 s for what falls due. */
export function startCargoWorker(
  database: Database,
  secrets: Secrets,
  onError: (error: Error) => void,
): ListenWorker {
  return startListenWorker({
    url: database.url,
    channel: 'cargo_outbox',
    pollMs: Number(process.env.CARGO_WORKER_POLL_MS) || 30_000,
    drain: async () => {
      await drainShipments(database, secrets, onError);
    },
    onError,
  });
}
