import { DOCUMENT_KINDS } from '../documents/kinds.ts';
import { MenuId } from '../menus/catalogue.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '../platform/constants.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';

/** Turkish VAT rates in force (KDV): 0, 1, 10 and 20 per cent. */
export const VAT_RATES = ['0', '1', '10', '20'] as const;
/** The sale price lists beyond the card's own sale price; an account is sold from one of them. */
export const PRICE_LISTS = ['sale1', 'sale2', 'sale3', 'sale4', 'sale5', 'dealer', 'web'] as const;
const EXTRA_PRICE_LISTS = PRICE_LISTS.filter((list) => list !== 'sale1') as unknown as readonly [
  string,
  ...string[],
];
export const CONTRIBUTOR_ROLES = ['author', 'translator', 'editor', 'illustrator'] as const;

/** Menus of buying: their holders see what items cost. */
export const BUYING_MENUS = [
  MenuId.purchaseDocuments,
  MenuId.purchaseInvoice,
  MenuId.purchaseReturn,
  MenuId.purchaseOrder,
];

const currency = () => f.enum(CURRENCIES, DEFAULT_CURRENCY);

/**
 * The stock card (`/stok/list`, `yeni`, `duzen`, `cogalt`): goods, services and books. Balances per
 * warehouse live in their own table, kept by documents; the card only declares what the item is.
 */
export const items = defineResource({
  name: 'items',
  menus: [MenuId.stockList],
  // Document editors add lines by picking items, and so do waiters on a table's order.
  readers: [...Object.values(DOCUMENT_KINDS).map((kind) => kind.menu), MenuId.posTable],
  fields: {
    // Left empty, the server gives the next `ST` code (like account codes).
    code: f.code({ max: 40 }),
    name: f.text({ required: true, max: 200 }),
    kind: f.enum(['goods', 'service', 'book'], 'goods'),
    barcodes: f.list(f.barcode({ required: true }), { max: 20 }),
    categoryId: f.reference('categories'),
    itemTypeId: f.reference('itemTypes'),
    unitId: f.reference('units', { required: true }),
    units: f.lines(
      {
        unitId: f.reference('units', { required: true }),
        factor: f.quantity(),
        barcode: f.barcode(),
      },
      { max: 10 },
    ),
    vatRate: f.enum(VAT_RATES, '20'),
    otvRate: f.percentage(),
    /** The customs tariff number (GTİP), twelve digits: an export invoice names it per line. */
    gtip: f.gtip(),
    purchasePrice: f.money({ currency: 'purchaseCurrency', shows: 'price' }),
    purchaseCurrency: currency(),
    salePrice: f.money({ currency: 'saleCurrency', shows: 'price' }),
    saleCurrency: currency(),
    vatIncluded: f.boolean(true),
    prices: f.lines(
      {
        list: f.enum(EXTRA_PRICE_LISTS, 'sale2'),
        price: f.money({ currency: 'currency', shows: 'price' }),
        currency: currency(),
      },
      { max: EXTRA_PRICE_LISTS.length },
    ),
    producerId: f.reference('producers'),
    brand: f.text({ max: 100 }),
    minStock: f.quantity({ unit: 'unitId' }),
    maxStock: f.quantity({ unit: 'unitId' }),
    variants: f.lines(
      { variantId: f.reference('variants', { required: true }), values: f.tags() },
      { max: 3 },
    ),
    parentId: f.reference('items'),
    variantValues: f.tags(),
    image: f.image(),
    /** A key of its own (with its picture) on the till's quick-sale grid, under its category. */
    quickSale: f.boolean(false),
    notes: f.textarea(),
    isbn: f.isbn(),
    contributors: f.lines(
      {
        personId: f.reference('persons', { required: true }),
        role: f.enum(CONTRIBUTOR_ROLES, 'author'),
      },
      { max: 20 },
    ),
    pageCount: f.integer({ max: 100_000 }),
    edition: f.integer({ min: 1, max: 1000 }),
    printYear: f.integer({ min: 1400, max: 2100 }),
    language: f.text({ max: 40 }),
    summary: f.textarea(),
  },
  titleField: 'name',
  list: {
    columns: [
      'code',
      'name',
      'kind',
      'barcodes',
      'categoryId',
      'producerId',
      'unitId',
      'salePrice',
      'vatRate',
    ],
    search: ['code', 'name'],
    sort: { field: 'name', order: 'asc' },
    filters: ['kind', 'categoryId', 'producerId', 'itemTypeId', 'parentId'],
  },
  form: {
    sections: [
      {
        key: 'identity',
        fields: ['code', 'name', 'kind', 'barcodes', 'categoryId', 'itemTypeId', 'producerId', 'brand'],
      },
      { key: 'units', fields: ['unitId', 'units'] },
      {
        key: 'prices',
        fields: [
          'vatRate',
          'otvRate',
          'vatIncluded',
          'gtip',
          'purchasePrice',
          'purchaseCurrency',
          'salePrice',
          'saleCurrency',
          'prices',
        ],
      },
      { key: 'stock', fields: ['minStock', 'maxStock'] },
      {
        key: 'book',
        fields: ['isbn', 'contributors', 'pageCount', 'edition', 'printYear', 'language', 'summary'],
        showWhen: { field: 'kind', values: ['book'] },
      },
      { key: 'variants', fields: ['variants', 'parentId', 'variantValues'] },
      { key: 'notes', fields: ['image', 'quickSale', 'notes'] },
    ],
  },
  unique: ['code'],
  importable: true,
  // Cashiers look items up at the till; changing the catalogue is back-office work.
  permissions: {
    create: ['manager', 'accountant', 'warehouse'],
    update: ['manager', 'accountant', 'warehouse'],
    delete: ['manager'],
  },
  // What the shop paid is for those who buy; a cashier sells at the sale price.
  visibleWith: {
    purchasePrice: BUYING_MENUS,
    purchaseCurrency: BUYING_MENUS,
  },
  copyClears: ['code', 'barcodes', 'units.barcode', 'isbn', 'parentId', 'variantValues'],
  rules: (item) => [
    ...item.units.flatMap((line, index) => [
      ...(Number(line.factor) > 0 ? [] : [{ field: `units.${index}.factor`, key: 'v.positive' }]),
      ...(line.unitId === item.unitId ? [{ field: `units.${index}.unitId`, key: 'v.repeated' }] : []),
    ]),
    ...repeatsIn(item.units.map((line) => line.unitId)).map((index) => ({
      field: `units.${index}.unitId`,
      key: 'v.repeated',
    })),
    ...repeatsIn(item.prices.map((line) => line.list)).map((index) => ({
      field: `prices.${index}.list`,
      key: 'v.repeated',
    })),
    ...repeatsIn(item.variants.map((line) => line.variantId)).map((index) => ({
      field: `variants.${index}.variantId`,
      key: 'v.repeated',
    })),
    ...(Number(item.maxStock) > 0 && Number(item.maxStock) < Number(item.minStock)
      ? [{ field: 'maxStock', key: 'v.maxBelowMin' }]
      : []),
  ],
});

/** Indexes of values that already appeared earlier in the list. */
export function repeatsIn(values: readonly unknown[]): number[] {
  return values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []));
}
