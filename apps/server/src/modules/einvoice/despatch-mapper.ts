import type { ShipmentInput } from '@kibo/contracts';
import type { Address, EDespatch } from '@kibo/ubl-tr';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { companyParty, partyOfAccount, type Row, readDocument } from './mapper.ts';

// A saved sales waybill (despatchOut) as the e-despatch model: the same read as the invoice's, the
// goods by name, code and unit, the delivery address, and who carries them as chosen when sending.

/**
 * Where the goods go: the account's shipping address when it has one, else its billing address;
 * the waybill's own address text, when typed on it, names the street.
 */
export function deliveryAddressOf(
  account: NonNullable<Row['account']>,
  typedOnDocument: string,
): Address & { postalZone: string } {
  const shipping = Boolean(account.shipping_province && account.shipping_district);
  return shipping
    ? {
        street: typedOnDocument || account.shipping_address,
        district: account.shipping_district,
        city: account.shipping_province,
        postalZone: account.shipping_postal_code,
      }
    : {
        street: typedOnDocument || account.address,
        district: account.district,
        city: account.province,
        postalZone: account.postal_code,
      };
}

export interface DespatchChoice {
  number: string;
  uuid: string;
  shipment: ShipmentInput;
}

/** The document and its account as read for an e-despatch, for the checks before building it. */
export async function readDespatch(tx: Db, documentId: number) {
  const row = (await readDocument(tx, documentId)).rows[0];
  if (!row) throw notFound();
  return row;
}

export function despatchOf(row: Row, choice: DespatchChoice): EDespatch {
  const { doc, company } = row;
  const account = row.account!;
  const { shipment } = choice;
  const order = row.sources.find((source) => source.doc_type === 'salesOrder');
  const carrierId = shipment.carrierTaxId;
  return {
    number: choice.number,
    uuid: choice.uuid,
    type: shipment.printed ? 'MATBUDAN' : 'SEVK',
    // The paper waybill carried our own number and date.
    ...(shipment.printed ? { printedDespatch: { id: doc.number, date: doc.date } } : {}),
    issueDate: doc.date,
    issueTime: doc.time || shipment.time,
    shipmentDate: shipment.date,
    shipmentTime: shipment.time,
    notes: [doc.description, doc.counterparty_no ? `Karşı belge no: ${doc.counterparty_no}` : ''].filter(
      Boolean,
    ),
    supplier: companyParty(company),
    customer: partyOfAccount(account),
    deliveryAddress: deliveryAddressOf(account, doc.shipping_address),
    ...(shipment.by === 'carrier'
      ? {
          carrier: {
            scheme: carrierId.length === 11 ? 'TCKN' : 'VKN',
            id: carrierId,
            name: shipment.carrierName,
          },
        }
      : {
          drivers: shipment.drivers.map((driver) => ({
            firstName: driver.firstName,
            familyName: driver.lastName,
            tckn: driver.tckn,
          })),
          plates: shipment.plates,
        }),
    ...(order ? { order: { id: order.number, date: order.date } } : {}),
    lines: (row.lines ?? []).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitCode: line.unit_code,
      sellersItemId: line.code,
      ...(line.barcode ? { barcode: line.barcode } : {}),
    })),
  };
}
