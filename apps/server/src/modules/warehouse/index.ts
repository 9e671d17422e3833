import {
  itemShelves as itemShelvesDef,
  type SettingsDef,
  warehouseSettings,
} from '@kibo/contracts/resources';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../platform/http/errors.ts';
import type { ResourceBinding, ResourceHooks } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { registerSettingsRoutes } from '../../platform/resources/settings.ts';
import { companies } from '../companies/index.ts';
import { itemShelves } from './warehouse.tables.ts';

export { itemShelves } from './warehouse.tables.ts';

/** The same item twice on one shelf would make picking count it twice: refused on the shelf. */
const shelfHooks: ResourceHooks = {
  async check(tx, input, id) {
    const [taken] = await tx
      .select({ id: itemShelves.id })
      .from(itemShelves)
      .where(
        and(
          eq(itemShelves.itemId, input.itemId as number),
          eq(itemShelves.locationId, input.locationId as number),
          id === undefined ? undefined : ne(itemShelves.id, id),
        ),
      )
      .limit(1);
    if (taken) throw invalidField('locationId', 'v.shelfTaken');
    return [];
  },
  uniqueIndexes: { item_shelves_item_location: 'locationId' },
};

/** Warehouse operations: its settings and where each item is shelved. */
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
}
