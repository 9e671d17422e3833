import type { CarrierCode, ShipmentState } from '@kibo/contracts';

export { ServiceError as CarrierError } from '../../../platform/services/errors.ts';

// One face for the five carriers (Yurtiçi, Aras, MNG, PTT, Sürat): the worker, the screens and the
// tests speak this; each client translates it to its carrier's own protocol and answers a refusal
// as a `CarrierError` whose message is in Turkish (the carrier's words, or ours for a bare code).

export interface CarrierAccount {
  carrier: CarrierCode;
  /** The service's base address (test or production, or the one typed in the settings). */
  url: string;
  username: string;
  password: string;
  /** Aras: customer code (tracking); MNG: customer number; PTT: müşteri id. */
  customerCode: string;
  /** MNG: X-IBM-Client-Id and X-IBM-Client-Secret. */
  apiKey: string;
  apiSecret: string;
  /** Milliseconds a call may take before it counts as the service being unreachable. */
  timeoutMs?: number;
}

/** A place in the carrier's own terms: its names (upper case as it writes them) and codes where it has them. */
export interface CarrierPlace {
  provinceName: string;
  districtName: string;
  /** The plate code (01–81) or the carrier's own city code. */
  provinceCode?: string;
  districtCode?: string;
}

export interface ShipmentOrder {
  /**
   * Our key for the shipment, unique in the company and the same on every retry, so a carrier
   * that already has it answers `duplicate` instead of taking a second parcel.
   */
  cargoKey: string;
  /** The invoice or waybill number the parcel travels with. */
  documentNo: string;
  receiver: {
    name: string;
    phone: string;
    email: string;
    address: string;
    /** As in our Turkey list (`@kibo/contracts/geo`): "İstanbul", "Kadıköy"; plate 34. */
    province: string;
    provincePlate: number;
    district: string;
    postalCode: string;
    taxId: string;
  };
  parcels: number;
  /** Decimal strings: desi of the whole shipment, kilograms. */
  desi: string;
  weightKg: string;
  payer: 'sender' | 'receiver';
  /** Cash on delivery: the amount the courier collects (decimal string); none when absent. */
  cod?: { amount: string };
  note: string;
  /** PTT: the barcode drawn from the customer's allotted range. */
  barcode?: string;
}

export interface Label {
  format: 'zpl' | 'pdf';
  /** ZPL text, or a PDF in base64. */
  data: string;
}

export interface CreatedShipment {
  /** The carrier's own reference (job id, order id…); the cargo key when it gives none. */
  ref: string;
  /** The number a customer tracks with, when the carrier gives one at once. */
  trackingNo?: string;
  /** The barcode printed on the parcel when the carrier sets it (Sürat's 14 digits, MNG's per piece). */
  barcodes?: string[];
  /** The carrier's own label, where its API gives one. */
  label?: Label;
}

/** How a shipment is found again at the carrier. */
export interface ShipmentKeys {
  cargoKey: string;
  ref: string;
  trackingNo: string;
}

/** A shipment row's keys: MNG and PTT answer a barcode before (or instead of) a tracking number. */
export const shipmentKeys = (row: {
  cargo_key: string;
  carrier_ref: string;
  tracking_no: string;
  barcodes: string[];
}): ShipmentKeys => ({
  cargoKey: row.cargo_key,
  ref: row.carrier_ref || row.cargo_key,
  trackingNo: row.tracking_no || row.barcodes[0] || '',
});

export interface TrackingEvent {
  /** ISO date-time (Europe/Istanbul when the carrier gives no zone). */
  at: string;
  /** The normalised state this event means, when it means one. */
  state?: ShipmentState;
  /** The carrier's words. */
  text: string;
  location: string;
  code?: string;
}

export interface TrackingAnswer {
  state: ShipmentState;
  trackingNo?: string;
  /** Oldest first. */
  events: TrackingEvent[];
}

export interface Carrier {
  /** Logs in (or asks something harmless) to prove the address and credentials. */
  testConnection(): Promise<void>;
  /** The carrier's name for our province and district (and its codes, where it uses codes). */
  place(province: string, provincePlate: number, district: string): Promise<CarrierPlace>;
  create(order: ShipmentOrder): Promise<CreatedShipment>;
  track(keys: ShipmentKeys): Promise<TrackingAnswer>;
  /** Cancels a shipment not yet picked up; "already cancelled" there counts as done. */
  cancel(keys: ShipmentKeys, reason: string): Promise<void>;
}
