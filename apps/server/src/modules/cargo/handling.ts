import { CARRIER_TITLES, type CarrierCode } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, refused } from '../../platform/http/errors.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { carrierClient } from './accounts.ts';
import { CarrierError, shipmentKeys } from './carriers/index.ts';
import { type LabelShipment, shippingLabelsPdf, shippingLabelsZpl } from './labels.ts';

// What a clerk does to a shipment once made: cancel it, print its labels.

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
 * Cancels a shipment the carrier has not picked up. One still queued never reached the carrier and
 * is cancelled here alone; one made is cancelled at the carrier inside our transaction, told last,
 * so a refusal there leaves ours as it was.
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
      }>(sql`
        SELECT state, cargo_key, carrier_ref, tracking_no, barcodes FROM shipments
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
    if (row.state === 'queued') return;
    const connected = await carrierClient(tx, carrier, secrets);
    if ('problem' in connected)
      throw refused(connected.problem === 'secretsLost' ? 'cargo.secretsLost' : 'cargo.notConfigured', {
        carrier: CARRIER_TITLES[carrier],
      });
    try {
      await connected.client.cancel(shipmentKeys(row), words);
    } catch (error) {
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
  const fileName = `kargo-etiket-${shipments.length === 1 ? shipments[0]!.cargoKey : shipments.length}`;
  return format === 'pdf'
    ? { body: await shippingLabelsPdf(sender, shipments), fileName: `${fileName}.pdf` }
    : { body: shippingLabelsZpl(sender, shipments), fileName: `${fileName}.zpl` };
}
