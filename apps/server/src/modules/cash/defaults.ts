import type { Db } from '../../platform/db/client.ts';
import { cashAccounts } from './cash.tables.ts';

/**
 * A new company's till, like its "Merkez Depo": a collection or a payment can be taken on the first
 * day without a trip to /kasa/list. Companies from before it got theirs from migration 0032.
 */
export async function seedCashDefaults(tx: Db, companyId: number): Promise<void> {
  await tx.insert(cashAccounts).values({ companyId, kind: 'cash', code: 'MRK', name: 'Merkez Kasa' });
}
