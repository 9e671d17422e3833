import type { CarrierAccount, ShipmentOrder } from '../src/modules/cargo/carriers/types.ts';
import type { FakeCarrier } from './fakes/cargo-common.ts';

// What the per-carrier client tests send: the fake's own account, and a two-parcel order to Kadıköy
// with Turkish letters and XML's special characters in it, a new cargo key each time.

let serial = 0;

/** The account the fake accepts, as the client takes it. */
export const accountOf = (fake: FakeCarrier, changes: Partial<CarrierAccount> = {}): CarrierAccount => ({
  carrier: fake.carrier,
  url: fake.url,
  ...fake.account,
  ...changes,
});

export function sampleOrder(changes: Partial<ShipmentOrder> = {}): ShipmentOrder {
  serial += 1;
  return {
    cargoKey: `KB${String(100000 + serial)}`,
    documentNo: `ABC2026${String(serial).padStart(9, '0')}`,
    receiver: {
      name: 'Ayşe Yılmaz',
      phone: '+90 (532) 111 22 33',
      email: 'ayse@example.com',
      address: 'Caferağa Mah. Moda Cad. No: 5 D: 3 & Yan',
      province: 'İstanbul',
      provincePlate: 34,
      district: 'Kadıköy',
      postalCode: '34710',
      taxId: '',
    },
    parcels: 2,
    desi: '3.5',
    weightKg: '2.25',
    payer: 'sender',
    note: 'Kırılacak eşya',
    ...changes,
  };
}

/** How a shipment is found again: by our key, the carrier's reference when it gave one. */
export const keysOf = (cargoKey: string, ref = '') => ({ cargoKey, ref: ref || cargoKey, trackingNo: '' });
