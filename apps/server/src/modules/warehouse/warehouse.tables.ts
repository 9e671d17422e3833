import { index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, resourceTable, sameCompanyRef } from '../../platform/resources/tables.ts';
import { items } from '../stock/items.tables.ts';
import { locations } from '../stock/stock.tables.ts';

/** Which shelf holds which item (`/depo/urunraf`); picking reads an item's shelves by priority. */
export const itemShelves = resourceTable(
  'item_shelves',
  {
    itemId: integer('item_id').notNull(),
    locationId: integer('location_id').notNull(),
    priority: integer('priority').notNull().default(1),
    capacity: amount('capacity'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    // An item sits on a shelf once; the index also answers "the shelves of this item".
    uniqueIndex('item_shelves_item_location').on(t.companyId, t.itemId, t.locationId),
    // "What is on this shelf", the list's own order.
    index('item_shelves_location').on(t.companyId, t.locationId, t.id),
    sameCompanyRef('item_shelves_item', t, t.itemId, items),
    sameCompanyRef('item_shelves_location_ref', t, t.locationId, locations),
  ],
);
