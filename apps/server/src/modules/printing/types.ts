import type { DocumentKindName } from '@kibo/contracts';

// What the printers draw, as the printing routes read it from the database.

/** The company as its documents print it (`/sistem/firma`). */
export interface PrintCompany {
  title: string;
  vkn: string;
  taxOffice: string;
  mersisNo: string;
  tradeRegistryNo: string;
  address: string;
  district: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  website: string;
  logo: string;
  bankAccounts: { bank: string; branch?: string; iban: string; currency?: string }[];
}

/** The account a document is addressed to. */
export interface PrintParty {
  code: string;
  title: string;
  taxId: string;
  taxOffice: string;
  address: string;
  district: string;
  province: string;
  phones: string[];
  email: string;
}

export interface PrintLine {
  lineNo: number;
  itemCode: string;
  itemName: string;
  description: string;
  quantity: string;
  unitName: string;
  /** The decimals the unit's quantities show (Adet 0, Kilogram 3). */
  unitDecimals?: number;
  unitPrice: string;
  discounts: string[];
  vatRate: string;
  otvRate: string;
  withholding: string;
  /** GİB's code for why the line bears no VAT, or bears it on a special base (301, 805…). */
  exemptionCode?: string;
  /** Özel matrah: what the line's VAT is charged on instead of its net. */
  specialBase?: string | null;
  amount: string;
  lineDiscount: string;
}

export interface PrintableDocument {
  docType: DocumentKindName;
  number: string;
  date: string;
  time: string;
  dueDate: string | null;
  currency: string;
  exchangeRate: string;
  pricesIncludeVat: boolean;
  counterpartyNo: string;
  shippingAddress: string;
  description: string;
  status: string;
  documentDiscount: { kind: 'percent' | 'amount'; value: string } | null;
  refs: { warehouse: string; targetWarehouse: string };
  lines: PrintLine[];
}
