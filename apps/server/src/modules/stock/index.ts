import { items, STOCK_DEFINITIONS } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ResourceBinding } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { items as itemsTable } from './items.tables.ts';
import { itemHooks } from './items.ts';
import { STOCK_TABLES } from './stock.tables.ts';
import { registerUnitDecimalsRoute } from './unit-decimals.ts';
import { registerVariantRoutes } from './variants.ts';

const itemBinding = { def: items, table: itemsTable, hooks: itemHooks } as unknown as ResourceBinding;

const bindings = [
  itemBinding,
  ...STOCK_DEFINITIONS.filter((def) => def !== items).map((def) => {
    const table = STOCK_TABLES[def.name];
    if (!table) throw new Error(`stock definition ${def.name} has no table`);
    return { def, table } as unknown as ResourceBinding;
  }),
];

export { costMoveOf, fallbackCost } from './cost-rules.ts';
export { seedStockDefaults } from './defaults.ts';
export { queueRecost, queueRecostSql, recostItem, recostQueued } from './recost.ts';
export { drainRecostQueue, startRecostWorker } from './recost-worker.ts';

/** Stock master data: the stock card and the definitions it refers to. */
export function registerStockRoutes(app: FastifyInstance): void {
  registerUnitDecimalsRoute(app);
  for (const binding of bindings) registerResourceRoutes(app, binding);
  registerVariantRoutes(app, itemBinding);
}
