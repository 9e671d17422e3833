import { z } from 'zod';
import { optionalText } from '../platform/fields.ts';
import { decimal } from '../resources/fields.ts';

// The cargo screens' API shapes: carrier accounts (/sistem/kargotanimlari, /modul/<carrier>kargo/ayar),
// package types and shipments (/modul/<carrier>kargo/gonder, the document lists).

export const CARRIERS = ['yurtici', 'aras', 'mng', 'ptt', 'surat'] as const;
export type CarrierCode = (typeof CARRIERS)[number];

/** The spec's route segment of each carrier's screens (/modul/<segment>/ayar). */
export const CARRIER_ROUTES: Record<CarrierCode, string> = {
  yurtici: 'yurticikargo',
  aras: 'araskargo',
  mng: 'mngkargo',
  ptt: 'pttkargo',
  surat: 'suratkargo',
};

export const CARRIER_TITLES: Record<CarrierCode, string> = {
  yurtici: 'Yurtiçi Kargo',
  aras: 'Aras Kargo',
  mng: 'MNG Kargo',
  ptt: 'PTT Kargo',
  surat: 'Sürat Kargo',
};

/**
 * The carriers' public tracking pages, `{code}` standing for the tracking number; a company may type
 * another in its settings when a carrier moves its page (these are not published as an API).
 */
export const DEFAULT_TRACKING_URLS: Record<CarrierCode, string> = {
  yurtici: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}',
  aras: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}',
  mng: 'https://www.mngkargo.com.tr/gonderitakip?takipNo={code}',
  ptt: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}',
  surat: 'https://www.suratkargo.com.tr/KargoTakip/?kargotakipno={code}',
};

/**
 * What each carrier asks of an account, in its own terms; the settings form shows these fields
 * only. Secret fields are stored encrypted and never sent back.
 */
export const CREDENTIAL_FIELDS = ['username', 'password', 'customerCode', 'apiKey', 'apiSecret'] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];
export const SECRET_FIELDS: readonly CredentialField[] = ['password', 'apiSecret'];
export const CARRIER_FIELDS: Record<CarrierCode, readonly CredentialField[]> = {
  yurtici: ['username', 'password'],
  aras: ['username', 'password', 'customerCode'],
  mng: ['customerCode', 'password', 'apiKey', 'apiSecret'],
  ptt: ['customerCode', 'password'],
  // Sürat's tracking service may have a password of its own (the API secret's place); empty: the same.
  surat: ['username', 'password', 'apiSecret'],
};

/** Documents a parcel leaves with: sales waybills, sales invoices and sales orders. */
export const SHIPPABLE_DOCUMENT_TYPES = ['despatchOut', 'salesInvoice', 'salesOrder'] as const;

/** Where a shipment stands, the same words for every carrier; `queued` is ours before the carrier has it. */
export const SHIPMENT_STATES = [
  'queued',
  'created',
  'pickedUp',
  'inTransit',
  'outForDelivery',
  'delivered',
  'returned',
  'cancelled',
  'failed',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
/** States after which the carrier is asked nothing more. */
export const FINAL_SHIPMENT_STATES: readonly ShipmentState[] = [
  'delivered',
  'returned',
  'cancelled',
  'failed',
];

export const PAYERS = ['sender', 'receiver'] as const;
export type Payer = (typeof PAYERS)[number];
export const LABEL_FORMATS = ['pdf', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Volumetric weight: length × width × height (cm) / divisor, the carriers' usual 3000. */
export const DEFAULT_DESI_DIVISOR = 3000;

const url = z
  .string()
  .trim()
  .max(300, { error: 'v.maxLength' })
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), { error: 'v.url' })
  .default('');

const barcode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^(\d{12,13})?$/, { error: 'cargo.barcodeDigits' }))
  .default('');

/** A non-negative decimal no larger than its column holds (desi, kilograms, centimetres). */
const upTo = (scale: number, max: number) =>
  decimal(scale, 'nonNegative').refine((value) => Number(value) <= max, { error: 'v.max', params: { max } });

const isBarcodeRange = (input: { barcodeFrom: string; barcodeTo: string }) =>
  /^\d{12,13}$/.test(input.barcodeFrom) && /^\d{12,13}$/.test(input.barcodeTo);

/** A carrier account as the settings form saves it. */
export const carrierAccountInput = z
  .object({
    active: z.boolean().default(false),
    testMode: z.boolean().default(true),
    /** Empty: the carrier's published address for the mode. */
    serviceUrl: url,
    username: optionalText(120),
    customerCode: optionalText(60),
    apiKey: optionalText(200),
    /** Left empty on a save: the stored secret stays. */
    password: optionalText(200),
    apiSecret: optionalText(200),
    payer: z.enum(PAYERS, { error: 'v.enum' }).default('sender'),
    codAllowed: z.boolean().default(false),
    /** cm³ per desi. */
    desiDivisor: z.number({ error: 'v.number' }).int().min(1000, { error: 'v.min' }).max(10000).default(3000),
    /** The least desi a parcel is charged for. */
    minDesi: upTo(2, 1000).default('1'),
    labelFormat: z.enum(LABEL_FORMATS, { error: 'v.enum' }).default('pdf'),
    /** Where a customer follows a parcel; `{code}` stands for its tracking number. Empty: the carrier's page. */
    trackingUrl: url.refine((value) => value === '' || value.includes('{code}'), {
      error: 'cargo.trackingUrlCode',
    }),
    /** PTT: the barcode range the post office allotted to the customer (12 digits, or 13 with the check digit). */
    barcodeFrom: barcode,
    barcodeTo: barcode,
  })
  .refine((input) => !input.barcodeFrom === !input.barcodeTo, {
    path: ['barcodeTo'],
    error: 'cargo.barcodeRange',
  })
  // Object checks run even when a field failed its own: the order is compared only between barcodes.
  .refine(
    (input) =>
      !isBarcodeRange(input) ||
      BigInt(input.barcodeFrom.slice(0, 12)) <= BigInt(input.barcodeTo.slice(0, 12)),
    {
      path: ['barcodeTo'],
      error: 'cargo.barcodeOrder',
    },
  );
export type CarrierAccountInput = z.output<typeof carrierAccountInput>;

export interface CarrierAccount extends Omit<CarrierAccountInput, 'password' | 'apiSecret'> {
  carrier: CarrierCode;
  /** Saved at all (the defaults stand in otherwise). */
  saved: boolean;
  hasPassword: boolean;
  hasApiSecret: boolean;
  /** The address used when `serviceUrl` is empty, and the tracking page when `trackingUrl` is. */
  defaultUrl: string;
  defaultTrackingUrl: string;
  /** The next PTT barcode to be drawn. */
  nextBarcode: string;
}

/** A package type: a box the shop ships in, whose size gives the desi. */
export const packageTypeInput = z.object({
  name: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(60, { error: 'v.maxLength' }),
  lengthCm: upTo(1, 10_000),
  widthCm: upTo(1, 10_000),
  heightCm: upTo(1, 10_000),
  weightKg: upTo(3, 100_000).default('0'),
  active: z.boolean().default(true),
});
export type PackageTypeInput = z.output<typeof packageTypeInput>;
export interface PackageType extends PackageTypeInput {
  id: number;
}

const positiveUpTo = (scale: number, max: number) =>
  upTo(scale, max).refine((value) => Number(value) > 0, { error: 'v.positive' });

/** One document to ship, as the send screen fills it. */
export const shipmentRequest = z.object({
  documentId: z.number({ error: 'v.required' }).int().positive().max(2_147_483_647),
  parcels: z
    .number({ error: 'v.number' })
    .int()
    .min(1, { error: 'v.min' })
    .max(99, { error: 'v.max' })
    .default(1),
  desi: positiveUpTo(2, 100_000),
  weightKg: positiveUpTo(3, 100_000),
  /** Cash on delivery: what the courier collects; 0 for none. */
  codAmount: decimal(2, 'nonNegative').default('0'),
  payer: z.enum(PAYERS, { error: 'v.enum' }).optional(),
  note: optionalText(200),
});
export type ShipmentRequest = z.output<typeof shipmentRequest>;

export const sendShipmentsInput = z.object({
  shipments: z.array(shipmentRequest).min(1, { error: 'v.required' }).max(100, { error: 'v.max' }),
});

/** What became of one document of a send: its shipment, or why it was refused. */
export interface ShipmentResult {
  documentId: number;
  ok: boolean;
  shipmentId?: number;
  message?: string;
}

export interface ShipmentEvent {
  at: string;
  state: ShipmentState | null;
  text: string;
  location: string;
}

export interface Shipment {
  id: number;
  carrier: CarrierCode;
  documentId: number;
  documentNo: string;
  documentType: string;
  accountName: string;
  state: ShipmentState;
  cargoKey: string;
  trackingNo: string;
  trackingLink: string;
  parcels: number;
  desi: string;
  weightKg: string;
  codAmount: string;
  payer: Payer;
  receiver: { name: string; province: string; district: string; address: string; phone: string };
  /** The carrier's last words (a refusal, a failed attempt), empty when all went well. */
  statusCode: string;
  statusText: string;
  hasLabel: boolean;
  labelFormat: LabelFormat | null;
  createdAt: string;
  updatedAt: string;
  events: ShipmentEvent[];
}

export const cancelShipmentInput = z.object({ reason: optionalText(200) });
