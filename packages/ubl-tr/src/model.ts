import type { DocumentDiscount } from '@kibo/domain';

// What an e-document is made of, in our words: the mapper on the server fills these from a saved
// invoice or waybill and the company card; the builders turn them into UBL-TR. Amounts are decimal
// strings in the document's currency, as everywhere else.

export type InvoiceProfile = 'TEMELFATURA' | 'TICARIFATURA' | 'EARSIVFATURA' | 'IHRACAT';
export type InvoiceType =
  | 'SATIS'
  | 'IADE'
  | 'TEVKIFAT'
  | 'TEVKIFATIADE'
  | 'ISTISNA'
  | 'OZELMATRAH'
  | 'IHRACKAYITLI';

export interface Address {
  street?: string;
  buildingNumber?: string;
  /** İlçe. */
  district: string;
  /** İl. */
  city: string;
  postalZone?: string;
  country?: string;
}

/**
 * A party identified as the tax office knows it: a company by its 10-digit VKN, a person by the
 * 11-digit TCKN with a first and family name.
 */
export interface Party {
  scheme: 'VKN' | 'TCKN';
  id: string;
  /** A company's title; for a person, left out or the trade name. */
  name?: string;
  firstName?: string;
  familyName?: string;
  taxOffice?: string;
  address: Address;
  phone?: string;
  email?: string;
  website?: string;
  /** MERSIS, ticaret sicil no and the like (schemeID → value). */
  otherIds?: Record<string, string>;
}

export interface InvoiceLine {
  name: string;
  description?: string;
  quantity: string;
  /** UN/ECE rec. 20 code GİB accepts (C62 piece, KGM, LTR, MTR…). */
  unitCode: string;
  /** As entered: with VAT and ÖTV when the invoice's prices include them. */
  unitPrice: string;
  discounts?: readonly string[];
  vatRate: string;
  otvRate?: string;
  /** GİB's ÖTV tax type (0071 petroleum list I … 0077 list IV); 0071 when the line has ÖTV and none. */
  otvTaxType?: string;
  /** A withholding code (601–627, 801–825) and the share of the VAT it withholds, in per cent. */
  withholding?: { code: string; percent: number } | null;
  /** Why this line has no KDV (or an özel matrah's code): 301, 351, 701, 805… */
  exemptionCode?: string;
  /** Özel matrah: what the line's KDV is charged on instead of its net (with a code 801–812). */
  specialBase?: string;
  sellersItemId?: string;
  buyersItemId?: string;
  barcode?: string;
  /** Export: the customs tariff number (GTİP, 12 digits). */
  gtip?: string;
}

export interface DocumentReference {
  id: string;
  date: string;
}

/** IHRACAT: the foreign buyer and how the goods leave. */
export interface ExportDetails {
  buyer: { name: string; country: string; city: string; address: string; taxId?: string };
  /** Incoterms code: EXW, FOB, CIF… */
  deliveryTerms: string;
  /** UN/ECE rec. 19: 1 sea, 3 road, 4 air… */
  transportMode: string;
}

export interface EInvoice {
  profile: InvoiceProfile;
  type: InvoiceType;
  /** ABC2026000000001: three letters, the year, nine digits. */
  number: string;
  /** The ETTN, fixed when the e-document is created. */
  uuid: string;
  issueDate: string;
  issueTime?: string;
  currency: string;
  /** Lira per unit of the currency, for foreign-currency invoices. */
  exchangeRate?: string;
  pricesIncludeVat: boolean;
  documentDiscount?: DocumentDiscount | null;
  notes?: readonly string[];
  supplier: Party;
  customer: Party;
  lines: readonly InvoiceLine[];
  order?: DocumentReference;
  despatches?: readonly DocumentReference[];
  /** IADE / TEVKIFATIADE: the invoice being returned. */
  returnedInvoice?: DocumentReference;
  dueDate?: string;
  /** E-archive: how it reached the buyer. */
  sendingType?: 'ELEKTRONIK' | 'KAGIT';
  export?: ExportDetails;
}

export interface DespatchLine {
  name: string;
  quantity: string;
  unitCode: string;
  sellersItemId?: string;
  barcode?: string;
  /** Unit price without taxes, for the goods' declared value only: an e-despatch carries no taxes. */
  unitPrice?: string;
}

export interface EDespatch {
  number: string;
  uuid: string;
  type: 'SEVK' | 'MATBUDAN';
  issueDate: string;
  issueTime: string;
  /** When the goods leave (defaults to the issue date and time). */
  shipmentDate?: string;
  shipmentTime?: string;
  notes?: readonly string[];
  supplier: Party;
  customer: Party;
  /** Where the goods go, when not the buyer's own address. */
  deliveryAddress?: Address;
  /** The carrier firm, or a driver with the vehicle's plates (at least one of them). */
  carrier?: { scheme: 'VKN' | 'TCKN'; id: string; name: string };
  drivers?: readonly { firstName: string; familyName: string; tckn: string }[];
  plates?: readonly string[];
  order?: DocumentReference;
  /** MATBUDAN: the paper waybill this one records. */
  printedDespatch?: DocumentReference;
  currency?: string;
  lines: readonly DespatchLine[];
}

export interface ReceiptLine {
  name: string;
  unitCode: string;
  received: string;
  rejected?: string;
  rejectReason?: string;
  short?: string;
  over?: string;
  /** The despatch line it answers (its cbc:ID). */
  despatchLineId: string;
  sellersItemId?: string;
}

/** The buyer's answer to an incoming e-despatch: what arrived, what was refused. */
export interface EReceipt {
  number: string;
  uuid: string;
  issueDate: string;
  issueTime: string;
  despatch: DocumentReference & { uuid?: string };
  /** The receiver (us). */
  receiver: Party;
  /** The despatch's sender. */
  sender: Party;
  receivedDate: string;
  notes?: readonly string[];
  lines: readonly ReceiptLine[];
}
