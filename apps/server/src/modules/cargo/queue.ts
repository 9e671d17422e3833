import type { CarrierCode, ShipmentRequest, ShipmentResult } from '@kibo/contracts';
import { CARRIER_TITLES, SHIPPABLE_DOCUMENT_TYPES } from '@kibo/contracts';
import { TURKEY_PROVINCES } from '@kibo/contracts/geo';
import { Big, chargedDesi, searchFold } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { mayUseDocument } from '../documents/index.ts';
import { pttBarcodeAt, pttBarcodeInRange } from './carriers/index.ts';
import { RECEIVER_PLACE } from './lists.ts';

// Send: each chosen document becomes a queued shipment with its cargo key, checked first in the
// clerk's words (the receiver's address, phone, the cash on delivery), one answer per document. The
// worker hands it to the carrier after the commit; sending a document again answers its shipment.

export type Translate = (key: string, params?: Record<string, string | number>) => string;

type DocumentRow = {
  id: number;
  doc_type: string;
  number: string;
  status: string;
  currency: string;
  payable: string;
  shipping_address: string;
  title: string | null;
  tax_id: string | null;
  phones: string[] | null;
  email: string | null;
  province: string | null;
  district: string | null;
  address: string | null;
  postal_code: string | null;
};

/** Our province and district for what the card says, letters folded ("istanbul", "KADIKOY"). */
export function findPlace(province: string, district: string) {
  const fold = (text: string) => searchFold(text).replace(/\s+/g, ' ').trim();
  const found = TURKEY_PROVINCES.find((entry) => fold(entry.name) === fold(province));
  const name = found?.districts.find((entry) => fold(entry) === fold(district));
  return found && name ? { province: found.name, plate: found.plate, district: name } : undefined;
}

/** A 12-digit key no carrier misreads (digits only, Code 128 prints it compactly). */
const newCargoKey = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

const lockDocument = async (tx: Db, id: number) =>
  (
    await tx.execute<DocumentRow>(sql`
      SELECT d.id, d.doc_type, d.number, d.status, d.currency, d.payable::text, d.shipping_address,
             a.title, a.tax_id, a.phones, a.email, ${RECEIVER_PLACE}
        FROM documents d LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
       WHERE d.id = ${id} FOR UPDATE OF d`)
  ).rows[0];

type AccountDefaults = {
  payer: string;
  cod_allowed: boolean;
  min_desi: string;
  barcode_from: string;
  barcode_to: string;
};

export async function queueShipments(
  tx: Db,
  carrier: CarrierCode,
  requests: readonly ShipmentRequest[],
  session: Session,
  translate: Translate,
): Promise<ShipmentResult[]> {
  const [account] = (
    await tx.execute<AccountDefaults>(sql`
      SELECT payer, cod_allowed, min_desi::text, barcode_from, barcode_to
        FROM cargo_accounts WHERE carrier = ${carrier} AND active`)
  ).rows;
  const title = CARRIER_TITLES[carrier];
  if (!account)
    return requests.map((request) => ({
      documentId: request.documentId,
      ok: false,
      message: translate('cargo.notActive', { carrier: title }),
    }));
  const results: ShipmentResult[] = [];
  // In id order, so two clerks sending overlapping batches wait for each other instead of deadlocking.
  for (const request of [...requests].sort((a, b) => a.documentId - b.documentId)) {
    const refuse = (key: string, params?: Record<string, string | number>) =>
      results.push({ documentId: request.documentId, ok: false, message: translate(key, params) });
    const document = await lockDocument(tx, request.documentId);
    if (!document || !(SHIPPABLE_DOCUMENT_TYPES as readonly string[]).includes(document.doc_type)) {
      refuse('cargo.notShippable');
      continue;
    }
    if (!mayUseDocument(session, document.doc_type)) {
      refuse('cargo.documentForbidden', { number: document.number });
      continue;
    }
    if (document.status === 'cancelled') {
      refuse('cargo.documentCancelled', { number: document.number });
      continue;
    }
    const [live] = (
      await tx.execute<{ id: number; carrier: CarrierCode }>(sql`
        SELECT id, carrier FROM shipments WHERE document_id = ${document.id} AND state NOT IN ('cancelled', 'failed')`)
    ).rows;
    if (live) {
      // A second send of the same document (a double click, a retry) answers the first shipment.
      if (live.carrier === carrier) results.push({ documentId: document.id, ok: true, shipmentId: live.id });
      else refuse('cargo.alreadyShipped', { number: document.number, carrier: CARRIER_TITLES[live.carrier] });
      continue;
    }
    const place = findPlace(document.province ?? '', document.district ?? '');
    const street = (document.shipping_address || document.address || '').trim();
    const phone = (document.phones ?? []).find((entry) => entry.trim()) ?? '';
    if (!document.title) {
      refuse('cargo.noAccount', { number: document.number });
      continue;
    }
    if (!place) {
      refuse('cargo.noPlace', { number: document.number, account: document.title });
      continue;
    }
    if (!street || !phone) {
      refuse(street ? 'cargo.noPhone' : 'cargo.noAddress', {
        number: document.number,
        account: document.title,
      });
      continue;
    }
    const cod = new Big(request.codAmount);
    if (cod.gt(0) && !account.cod_allowed) {
      refuse('cargo.codNotAllowed', { carrier: title });
      continue;
    }
    // The courier collects lira: a document in another currency has no amount to collect on it.
    if (cod.gt(0) && document.currency !== 'TRY') {
      refuse('cargo.codCurrency', { number: document.number });
      continue;
    }
    if (cod.gt(document.payable)) {
      refuse('cargo.codAbovePayable', { number: document.number });
      continue;
    }
    let barcodes: string[] = [];
    if (carrier === 'ptt' && request.parcels > 1) {
      refuse('cargo.pttOneParcel', { number: document.number });
      continue;
    }
    if (carrier === 'ptt') {
      const barcode = await drawPttBarcode(tx, account);
      if (!barcode) {
        refuse('cargo.barcodeRangeUsed');
        continue;
      }
      barcodes = [barcode];
    }
    const desi = chargedDesi(request.desi, request.parcels, account.min_desi);
    const receiver = {
      name: document.title,
      phone,
      email: document.email ?? '',
      address: street,
      province: place.province,
      provincePlate: place.plate,
      district: place.district,
      postalCode: document.postal_code ?? '',
      taxId: document.tax_id ?? '',
    };
    const [made] = (
      await tx.execute<{ id: number }>(sql`
        INSERT INTO shipments (company_id, document_id, carrier, cargo_key, barcodes, parcels, desi, weight_kg,
                               cod_amount, payer, note, receiver, next_attempt_at, created_by)
        VALUES (current_setting('app.company_id')::int, ${document.id}, ${carrier}, ${newCargoKey()},
                ${sql.param(barcodes)}::text[], ${request.parcels}, ${desi}, ${request.weightKg},
                ${cod.toFixed(2)}, ${request.payer ?? account.payer}, ${request.note}, ${JSON.stringify(receiver)}::jsonb,
                now(), ${session.userId})
        RETURNING id`)
    ).rows;
    results.push({ documentId: document.id, ok: true, shipmentId: made!.id });
  }
  if (results.some((result) => result.ok)) await tx.execute(sql`NOTIFY cargo_outbox`);
  // Answered in the order the clerk chose them.
  return requests.map((request) => results.find((result) => result.documentId === request.documentId)!);
}

/** The next barcode of PTT's allotted range, or none when it is used up. */
async function drawPttBarcode(tx: Db, account: AccountDefaults): Promise<string | undefined> {
  if (!account.barcode_from) return undefined;
  const [drawn] = (
    await tx.execute<{ used: number }>(sql`
      UPDATE cargo_accounts SET barcodes_used = barcodes_used + 1 WHERE carrier = 'ptt'
      RETURNING barcodes_used - 1 AS used`)
  ).rows;
  const barcode = pttBarcodeAt(account.barcode_from, drawn!.used);
  return pttBarcodeInRange(barcode, account.barcode_from, account.barcode_to) ? barcode : undefined;
}
