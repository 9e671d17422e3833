import { discounts as discountsDef, loyaltySettings, type SettingsDef } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ResourceBinding } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { registerSettingsRoutes } from '../../platform/resources/settings.ts';
import { companies } from '../companies/index.ts';
import { discounts } from './offers.tables.ts';

/** Discounts and loyalty points: what documents and the till take off a bill. */
export function registerOfferRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, { def: discountsDef, table: discounts } as unknown as ResourceBinding);
  registerSettingsRoutes(app, {
    def: loyaltySettings as unknown as SettingsDef,
    table: companies,
    key: companies.id,
  });
}
