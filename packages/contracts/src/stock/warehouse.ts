import { MenuId } from '../menus/catalogue.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';
import { defineSettings } from '../resources/settings.ts';

/** The order a picker walks: along the shelves (fewest steps) or down the order's lines. */
export const PICKING_ORDERS = ['shelf', 'document'] as const;

/** How the warehouse works (`/depo/ayar`): what picking and transfers start from and check. */
export const warehouseSettings = defineSettings({
  name: 'warehouseSettings',
  menus: [MenuId.warehouseSettings],
  fields: {
    pickingWarehouseId: f.reference('warehouses'),
    transitWarehouseId: f.reference('warehouses'),
    pickingOrder: f.enum(PICKING_ORDERS, 'shelf'),
    pickScanEachUnit: f.boolean(true),
    pickScanShelf: f.boolean(false),
    pickAllowShort: f.boolean(true),
  },
  form: {
    sections: [
      { key: 'warehouses', fields: ['pickingWarehouseId', 'transitWarehouseId'] },
      { key: 'picking', fields: ['pickingOrder', 'pickScanEachUnit', 'pickScanShelf', 'pickAllowShort'] },
    ],
  },
  // Goods on the road between two warehouses must not be counted as ready to pick.
  rules: (settings) =>
    settings.transitWarehouseId != null && settings.transitWarehouseId === settings.pickingWarehouseId
      ? [{ field: 'transitWarehouseId', key: 'v.transitIsPicking' }]
      : [],
});

/**
 * Which shelf holds which item (`/depo/urunraf`): an item may sit on several shelves, in one or more
 * warehouses; picking visits them by priority. Capacity is what the shelf takes of that item.
 */
export const itemShelves = defineResource({
  name: 'itemShelves',
  menus: [MenuId.productShelving],
  fields: {
    itemId: f.reference('items', { required: true }),
    locationId: f.reference('locations', { required: true }),
    priority: f.integer({ required: true, min: 1, max: 99, default: 1 }),
    capacity: f.quantity(),
    note: f.text({ max: 200 }),
  },
  // A placement has no name of its own; its note ("vitrin", "yedek stok") tells placements apart.
  titleField: 'note',
  list: {
    columns: ['itemId', 'locationId', 'priority', 'capacity', 'note'],
    search: [],
    // Shelf by shelf, as a stock count or a putaway round walks them.
    sort: { field: 'locationId', order: 'asc' },
    filters: ['itemId', 'locationId'],
  },
  form: {
    sections: [{ key: 'placement', fields: ['itemId', 'locationId', 'priority', 'capacity', 'note'] }],
  },
  importable: true,
});
