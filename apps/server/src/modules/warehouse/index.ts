import {
  itemShelves as itemShelvesDef,
  type SettingsDef,
  warehouseSettings,
} from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import { type ResourceBinding, uniqueTogether } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { registerSettingsRoutes } from '../../platform/resources/settings.ts';
import { companies } from '../companies/index.ts';
import { registerPickingRoutes } from './picking.routes.ts';
import { itemShelves } from './warehouse.tables.ts';

export { itemShelves } from './warehouse.tables.ts';

/** The same item twice on one shelf would make picking count it twice: refused on the shelf. */
const shelfHooks = uniqueTogether(
  itemShelves,
  { itemId: itemShelves.itemId, locationId: itemShelves.locationId },
  'locationId',
  'v.shelfTaken',
  'item_shelves_item_location',
);

/** Warehouse operations: its settings, where each item is shelved, and picking orders from the shelves. */
export function registerWarehouseRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    def: itemShelvesDef,
    table: itemShelves,
    hooks: shelfHooks,
  } as unknown as ResourceBinding);
  registerSettingsRoutes(app, {
    def: warehouseSettings as unknown as SettingsDef,
    table: companies,
    key: companies.id,
  });
  registerPickingRoutes(app);
}
