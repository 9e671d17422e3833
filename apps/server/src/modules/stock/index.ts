import { STOCK_DEFINITIONS } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ResourceBinding } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { STOCK_TABLES } from './stock.tables.ts';

const bindings = STOCK_DEFINITIONS.map((def) => {
  const table = STOCK_TABLES[def.name];
  if (!table) throw new Error(`stock definition ${def.name} has no table`);
  return { def, table } as unknown as ResourceBinding;
});

/** Stock master data: the definitions a stock card refers to. */
export function registerStockRoutes(app: FastifyInstance): void {
  for (const binding of bindings) registerResourceRoutes(app, binding);
}
