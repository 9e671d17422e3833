import type { CONTRIBUTOR_ROLES } from '@kibo/contracts/resources';

// What the demo shop is made of before it is saved: plain data, names instead of ids.

export interface ProducerPlan {
  name: string;
  kind: 'publisher' | 'brand';
}

export interface PersonPlan {
  name: string;
  sortName: string;
  nationality: string;
  birthYear?: number;
}

export interface ItemPlan {
  code: string;
  name: string;
  kind: 'book' | 'goods';
  /** EAN-13; a book's is its ISBN-13. */
  barcode: string;
  isbn?: string;
  /** A category's name (`CATEGORIES`). */
  category: string;
  /** A publisher's or brand's name. */
  producer: string;
  contributors: { person: string; role: (typeof CONTRIBUTOR_ROLES)[number] }[];
  vatRate: '1' | '10' | '20';
  /** VAT included, as the shelf label shows it. */
  salePrice: number;
  /** Before VAT, as the supplier invoices it. */
  purchasePrice: number;
  pageCount?: number;
  edition?: number;
  printYear?: number;
  /** Sold by the pack too: the pack's unit code, how many it holds, its own barcode. */
  pack?: { unit: 'PA' | 'XBX'; factor: number; barcode: string };
  /** On the shelves when the month begins. */
  opening: number;
  minStock: number;
}

export interface AccountPlan {
  title: string;
  role: 'customer' | 'supplier';
  kind: 'company' | 'person';
  taxId: string;
  taxOffice: string;
  firstName: string;
  lastName: string;
  province: string;
  district: string;
  address: string;
  phone: string;
  email: string;
  iban: string;
  paymentDays: number;
  group: string;
  /** Suppliers: what they sell us, by category name. */
  sells: string[];
}

/** The category tree: top categories and their children. */
export const CATEGORIES: Record<string, string[]> = {
  Kitap: [
    'Roman',
    'Öykü',
    'Şiir',
    'Tiyatro',
    'Çocuk Kitapları',
    'Gençlik',
    'Felsefe',
    'Tarih',
    'Mizah',
    'Sınava Hazırlık',
  ],
  Dergi: [],
  Kırtasiye: [
    'Defter',
    'Yazı Gereçleri',
    'Boya ve Resim',
    'Dosyalama',
    'Ofis Malzemeleri',
    'Okul Malzemeleri',
  ],
};

export const BOOK_CATEGORIES = CATEGORIES.Kitap!;
export const STATIONERY_CATEGORIES = CATEGORIES.Kırtasiye!;
