import { CARRIER_TITLES, type CarrierCode } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, refused } from '../../platform/http/errors.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { clientForClerk } from './accounts.ts';
import { CarrierError, shipmentKeys } from './carriers/index.ts';
import { type LabelShipment, shippingLabelsPdf, shippingLabelsZpl } from './labels.ts';

// What a clerk does to a shipment once made: cancel it, print its labels.

const MAX_LABEL_PAGES = 1000;

/** A carrier's failure in the user's words: credentials, out of reach, or its own refusal. */
export function carrierRefusal(error: unknown, carrier: CarrierCode): never {
  if (!(error instanceof CarrierError)) throw error;
  const key =
    error.kind === 'auth'
      ? 'cargo.authFailed'
      : error.kind === 'unreachable'
        ? 'cargo.unreachable'
        : 'cargo.refused';
  throw refused(key, { carrier: CARRIER_TITLES[carrier], message: error.message });
}

/**
 * Cancels a shipment the carrier has not picked up, telling the carrier inside our transaction, last,
 * so a refusal there leaves ours as it was. One still queued is the carrier's business only when an
 * earlier try may have reached it (its answer lost): "no such shipment" there is then as good as
 * cancelled. One the worker is sending right now is withdrawn by the worker once its answer comes.
 */
export async function cancelShipment(
  request: FastifyRequest,
  carrier: CarrierCode,
  id: number,
  reason: string,
  secrets: Secrets,
): Promise<void> {
  await request.tenant(async (tx) => {
    const [row] = (
      await tx.execute<{
        state: string;
        cargo_key: string;
        carrier_ref: string;
        tracking_no: string;
        barcodes: string[];
        attempts: number;
        claimed: boolean;
      }>(sql`
        SELECT state, cargo_key, carrier_ref, tracking_no, barcodes, attempts,
               coalesce(claimed_until > now(), false) AS claimed
          FROM shipments
         WHERE id = ${id} AND carrier = ${carrier} FOR UPDATE`)
    ).rows;
    if (!row) throw notFound();
    if (row.state === 'cancelled') return;
    if (row.state !== 'queued' && row.state !== 'created') throw refused('cargo.cancelLate');
    const words = reason || 'Gönderici iptal etti';
    const event = { at: new Date().toISOString(), state: 'cancelled', text: words, location: '' };
    await tx.execute(sql`
      UPDATE shipments SET state = 'cancelled', next_attempt_at = NULL, updated_at = now(),
             events = events || ${JSON.stringify([event])}::jsonb
       WHERE id = ${id}`);
    const queued = row.state === 'queued';
    if (queued && (row.claimed || row.attempts === 0)) return;
    const client = await clientForClerk(tx, carrier, secrets);
    try {
      await client.cancel(shipmentKeys(row), words);
    } catch (error) {
      if (queued && error instanceof CarrierError && error.kind === 'refused') return;
      carrierRefusal(error, carrier);
    }
  });
}

/** The labels of the chosen shipments, in the order chosen, as one PDF or one ZPL stream. */
export async function shippingLabels(
  request: FastifyRequest,
  carrier: CarrierCode,
  ids: readonly number[],
  format: 'pdf' | 'zpl',
): Promise<{ body: Buffer | string; fileName: string }> {
  const { sender, shipments } = await request.tenant(async (tx) => {
    const [company] = (
      await tx.execute<{ title: string; address: string; phone: string }>(sql`
        SELECT title, address, phone FROM companies WHERE id = current_setting('app.company_id')::int`)
    ).rows;
    const rows = (
      await tx.execute<LabelShipment & { id: number }>(sql`
        SELECT s.id, s.carrier, s.cargo_key AS "cargoKey", s.tracking_no AS "trackingNo", s.barcodes, s.parcels,
               s.desi::text, s.weight_kg::text AS "weightKg", s.cod_amount::text AS "codAmount", s.payer,
               d.number AS "documentNo", s.receiver, s.label_format AS "labelFormat", s.label
          FROM shipments s JOIN documents d ON d.company_id = s.company_id AND d.id = s.document_id
         WHERE s.carrier = ${carrier} AND s.id = ANY(${sql.param(ids)}::int[])
           -- A label carries the carrier's code for the parcel: only once the carrier has the shipment.
           AND s.state NOT IN ('queued', 'failed', 'cancelled')`)
    ).rows;
    return { sender: company!, shipments: ids.flatMap((id) => rows.filter((row) => row.id === id)) };
  });
  if (!shipments.length) throw refused('cargo.noLabels');
  // One page per parcel, drawn while the clerk waits: a day's labels, not a year's, at once.
  const pages = shipments.reduce((sum, shipment) => sum + shipment.parcels, 0);
  if (pages > MAX_LABEL_PAGES) throw refused('cargo.tooManyLabels', { max: MAX_LABEL_PAGES });
  const fileName = `kargo-etiket-${shipments.length === 1 ? shipments[0]!.cargoKey : shipments.length}`;
  return format === 'pdf'
    ? { body: await shippingLabelsPdf(sender, shipments), fileName: `${fileName}.pdf` }
    : { body: shippingLabelsZpl(sender, shipments), fileName: `${fileName}.zpl` };
}
