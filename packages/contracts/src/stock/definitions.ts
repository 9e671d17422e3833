import { DOCUMENT_KINDS } from '../documents/kinds.ts';
import { MenuId } from '../menus/catalogue.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';
import { items } from './items.ts';

/** Producers, publishers and brands: `/stok/uretici` and the catalogue's `/kibourun/uretici`. */
export const producers = defineResource({
  name: 'producers',
  menus: [MenuId.stockProducers, MenuId.catalogueProducers],
  fields: {
    code: f.code(),
    name: f.text({ required: true, max: 150 }),
    kind: f.enum(['producer', 'publisher', 'brand'], 'producer'),
    taxId: f.taxId(),
    phone: f.phone(),
    email: f.email(),
    website: f.text({ max: 200 }),
    address: f.textarea({ max: 500 }),
    notes: f.textarea(),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'kind', 'phone', 'email'],
    search: ['code', 'name'],
    sort: { field: 'name', order: 'asc' },
    filters: ['kind'],
  },
  form: {
    sections: [
      { key: 'identity', fields: ['code', 'name', 'kind', 'taxId'] },
      { key: 'contact', fields: ['phone', 'email', 'website', 'address'] },
      { key: 'notes', fields: ['notes'] },
    ],
  },
  unique: ['code'],
  copyClears: ['code'],
});

/** Authors, translators, editors, illustrators: `/stok/kisi`. The role belongs to each book. */
export const persons = defineResource({
  name: 'persons',
  menus: [MenuId.stockPersons],
  fields: {
    name: f.text({ required: true, max: 150 }),
    sortName: f.text({ max: 150 }),
    nationality: f.text({ max: 60 }),
    birthYear: f.integer({ min: 0, max: 2100 }),
    biography: f.textarea(),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'sortName', 'nationality', 'birthYear'],
    search: ['name', 'sortName'],
    sort: { field: 'name', order: 'asc' },
  },
  form: {
    sections: [
      { key: 'identity', fields: ['name', 'sortName', 'nationality', 'birthYear'] },
      { key: 'notes', fields: ['biography'] },
    ],
  },
});

/** Warehouses (ambar): stock balances are kept per item and warehouse. */
export const warehouses = defineResource({
  name: 'warehouses',
  menus: [MenuId.stockDepots],
  fields: {
    code: f.code({ required: true, max: 20 }),
    name: f.text({ required: true, max: 100 }),
    phone: f.phone(),
    address: f.textarea({ max: 500 }),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'phone'],
    search: ['code', 'name'],
    sort: { field: 'code', order: 'asc' },
  },
  form: { sections: [{ key: 'identity', fields: ['code', 'name', 'phone', 'address'] }] },
  unique: ['code'],
  copyClears: ['code'],
  // Stock balances hang on warehouses: removing one is a manager's decision.
  permissions: { delete: ['manager'] },
  // Documents are written in a warehouse; stock screens show quantities per warehouse.
  readers: [
    ...Object.values(DOCUMENT_KINDS).map((kind) => kind.menu),
    MenuId.stockList,
    MenuId.stockTransactions,
    MenuId.ordersNotSupplied,
  ],
});

/** Locations and shelves inside a warehouse (konum): where an item is kept and picked. */
export const locations = defineResource({
  name: 'locations',
  menus: [MenuId.stockLocations],
  fields: {
    warehouseId: f.reference('warehouses', { required: true }),
    code: f.code({ required: true, max: 30 }),
    name: f.text({ max: 100 }),
  },
  titleField: 'code',
  list: {
    columns: ['warehouseId', 'code', 'name'],
    search: ['code', 'name'],
    sort: { field: 'code', order: 'asc' },
    filters: ['warehouseId'],
  },
  form: { sections: [{ key: 'identity', fields: ['warehouseId', 'code', 'name'] }] },
  unique: ['code'],
  copyClears: ['code'],
});

/** Item types (tur): the shop's own classification, e.g. stationery, toys, second-hand books. */
export const itemTypes = defineResource({
  name: 'itemTypes',
  menus: [MenuId.stockTypes],
  fields: {
    code: f.code({ max: 20 }),
    name: f.text({ required: true, max: 100 }),
  },
  titleField: 'name',
  list: { columns: ['code', 'name'], search: ['code', 'name'], sort: { field: 'name', order: 'asc' } },
  form: { sections: [{ key: 'identity', fields: ['code', 'name'] }] },
  unique: ['name'],
});

/** The category tree (kategori): a category may sit under another. */
export const categories = defineResource({
  name: 'categories',
  menus: [MenuId.stockCategories],
  fields: {
    name: f.text({ required: true, max: 100 }),
    parentId: f.reference('categories'),
    code: f.code({ max: 20 }),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'parentId', 'code'],
    search: ['name', 'code'],
    sort: { field: 'name', order: 'asc' },
    filters: ['parentId'],
  },
  form: { sections: [{ key: 'identity', fields: ['name', 'parentId', 'code'] }] },
});

/** Units with their UN/ECE Recommendation 20 codes, which e-invoices require (C62 piece, KGM kg…). */
export const units = defineResource({
  name: 'units',
  menus: [MenuId.stockUnits],
  fields: {
    code: f.code({ required: true, max: 3 }),
    name: f.text({ required: true, max: 60 }),
    decimals: f.integer({ required: true, min: 0, max: 4 }),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'decimals'],
    search: ['code', 'name'],
    sort: { field: 'name', order: 'asc' },
  },
  form: { sections: [{ key: 'identity', fields: ['code', 'name', 'decimals'] }] },
  unique: ['code'],
  copyClears: ['code'],
});

/** Variant dimensions (colour, size…) and their values; items are crossed into child items. */
export const variants = defineResource({
  name: 'variants',
  menus: [MenuId.stockVariants],
  fields: {
    name: f.text({ required: true, max: 60 }),
    values: f.tags(),
  },
  titleField: 'name',
  list: { columns: ['name', 'values'], search: ['name'], sort: { field: 'name', order: 'asc' } },
  form: { sections: [{ key: 'identity', fields: ['name', 'values'] }] },
  unique: ['name'],
});

export { items } from './items.ts';

export const STOCK_DEFINITIONS = [
  items,
  producers,
  persons,
  warehouses,
  locations,
  itemTypes,
  categories,
  units,
  variants,
];
