import { Big } from '@kibo/domain';
import type { EDespatch } from './model.ts';
import { address, documentReference, notes, opening, party, signature, withSeconds } from './parts.ts';
import { group, text } from './xml.ts';

// An e-despatch (e-İrsaliye) as UBL-TR: TEMELIRSALIYE, SEVK for goods on the road now, MATBUDAN
// for recording a paper waybill already issued. It carries no taxes; who moves the goods
// (a carrier firm, or a driver and plates) is required.

export function buildDespatch(despatch: EDespatch): string {
  const currency = despatch.currency || 'TRY';
  const value = despatch.lines.reduce(
    (total, line) => (line.unitPrice ? total.plus(new Big(line.unitPrice).times(line.quantity)) : total),
    new Big(0),
  );
  const shipment = group(
    'cac:Shipment',
    text('cbc:ID', '1'),
    value.gt(0)
      ? group('cac:GoodsItem', text('cbc:ValueAmount', value.toFixed(2), { currencyID: currency }))
      : '',
    group(
      'cac:ShipmentStage',
      ...(despatch.plates ?? []).map((plate) =>
        group(
          'cac:TransportMeans',
          group('cac:RoadTransport', text('cbc:LicensePlateID', plate, { schemeID: 'PLAKA' })),
        ),
      ),
      ...(despatch.drivers ?? []).map((driver) =>
        group(
          'cac:DriverPerson',
          text('cbc:FirstName', driver.firstName),
          text('cbc:FamilyName', driver.familyName),
          text('cbc:Title', 'Şoför'),
          text('cbc:NationalityID', driver.tckn),
        ),
      ),
    ),
    group(
      'cac:Delivery',
      address('cac:DeliveryAddress', despatch.deliveryAddress ?? despatch.customer.address),
      despatch.carrier
        ? group(
            'cac:CarrierParty',
            group(
              'cac:PartyIdentification',
              text('cbc:ID', despatch.carrier.id, { schemeID: despatch.carrier.scheme }),
            ),
            group('cac:PartyName', text('cbc:Name', despatch.carrier.name)),
            address('cac:PostalAddress', despatch.supplier.address),
          )
        : '',
      group(
        'cac:Despatch',
        text('cbc:ActualDespatchDate', despatch.shipmentDate ?? despatch.issueDate),
        text('cbc:ActualDespatchTime', withSeconds(despatch.shipmentTime ?? despatch.issueTime)),
      ),
    ),
  );
  return [
    opening({ root: 'DespatchAdvice', customization: 'TR1.2.1', profile: 'TEMELIRSALIYE', ...despatch }),
    text('cbc:DespatchAdviceTypeCode', despatch.type),
    notes(despatch.notes),
    text('cbc:LineCountNumeric', despatch.lines.length),
    despatch.order ? documentReference('cac:OrderReference', despatch.order) : '',
    despatch.printedDespatch
      ? documentReference(
          'cac:AdditionalDocumentReference',
          despatch.printedDespatch,
          text('cbc:DocumentType', 'MATBU'),
        )
      : '',
    signature(despatch.supplier, despatch.number),
    group('cac:DespatchSupplierParty', party(despatch.supplier)),
    group('cac:DeliveryCustomerParty', party(despatch.customer)),
    shipment,
    ...despatch.lines.map((line, index) =>
      group(
        'cac:DespatchLine',
        text('cbc:ID', index + 1),
        text('cbc:DeliveredQuantity', new Big(line.quantity).toString(), { unitCode: line.unitCode }),
        group('cac:OrderLineReference', text('cbc:LineID', index + 1)),
        group(
          'cac:Item',
          text('cbc:Name', line.name),
          line.sellersItemId
            ? group('cac:SellersItemIdentification', text('cbc:ID', line.sellersItemId))
            : '',
          line.barcode
            ? group('cac:AdditionalItemIdentification', text('cbc:ID', line.barcode, { schemeID: 'BARKOD' }))
            : '',
        ),
      ),
    ),
    '</DespatchAdvice>\n',
  ]
    .filter(Boolean)
    .join('\n');
}
