import {
  categories,
  itemTypes,
  locations,
  persons,
  producers,
  units,
  variants,
  warehouses,
} from '@kibo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ResourceBinding } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import * as tables from './stock.tables.ts';

const bindings = [
  { def: producers, table: tables.producers },
  { def: persons, table: tables.persons },
  { def: warehouses, table: tables.warehouses },
  { def: locations, table: tables.locations },
  { def: itemTypes, table: tables.itemTypes },
  { def: categories, table: tables.categories },
  { def: units, table: tables.units },
  { def: variants, table: tables.variants },
] as unknown as ResourceBinding[];

/** Stock master data: the definitions a stock card refers to. */
export function registerStockRoutes(app: FastifyInstance): void {
  for (const binding of bindings) registerResourceRoutes(app, binding);
}
