import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { units, warehouses } from './stock.tables.ts';

/** The units a Turkish shop starts with, by their UN/ECE Recommendation 20 codes (e-invoice needs them). */
const STARTING_UNITS = [
  { code: 'C62', name: 'Adet', decimals: 0 },
  { code: 'KGM', name: 'Kilogram', decimals: 3 },
  { code: 'GRM', name: 'Gram', decimals: 0 },
  { code: 'LTR', name: 'Litre', decimals: 3 },
  { code: 'MTR', name: 'Metre', decimals: 2 },
  { code: 'XBX', name: 'Koli', decimals: 0 },
  { code: 'PA', name: 'Paket', decimals: 0 },
  { code: 'SET', name: 'Set', decimals: 0 },
];

/** What a new company needs before its first stock card: the usual units and a main warehouse. */
export async function seedStockDefaults(tx: Db, companyId: number): Promise<void> {
  await tx.insert(units).values(STARTING_UNITS.map((unit) => ({ ...unit, companyId })));
  const [main] = await tx
    .insert(warehouses)
    .values({ companyId, code: 'MRK', name: 'Merkez Depo' })
    .returning({ id: warehouses.id });
  // Documents start from this warehouse until /sistem/genel says otherwise.
  await tx.execute(sql`UPDATE companies SET default_warehouse_id = ${main!.id} WHERE id = ${companyId}`);
}
