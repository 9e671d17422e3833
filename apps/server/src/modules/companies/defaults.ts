import type { Db } from '../../platform/db/client.ts';
import { seedCashDefaults } from '../cash/index.ts';
import { seedCurrencies } from '../currencies/index.ts';
import { seedStockDefaults } from '../stock/index.ts';

/** What every new company starts with, whoever creates it (the demo seed, the vendor's licence screen). */
export async function seedCompanyDefaults(tx: Db, companyId: number): Promise<void> {
  await seedStockDefaults(tx, companyId);
  await seedCurrencies(tx, companyId);
  await seedCashDefaults(tx, companyId);
}
