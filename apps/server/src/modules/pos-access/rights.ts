import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** What a user may do alone at a till (spec: POS permission); an administrator may do all of it. */
export interface TillRights {
  changePrice: boolean;
  delete: boolean;
}

/** Read in the till's transaction, so a right taken away counts from the next receipt on. */
export async function tillRightsOf(tx: Db, userId: number): Promise<TillRights> {
  const { rows } = await tx.execute<{ admin: boolean; price: boolean; remove: boolean }>(sql`
    SELECT role IN ('admin', 'superadmin') AS admin, pos_can_change_price AS price, pos_can_delete AS remove
      FROM users WHERE company_id = current_setting('app.company_id')::int AND id = ${userId}`);
  const user = rows[0];
  return { changePrice: Boolean(user?.admin || user?.price), delete: Boolean(user?.admin || user?.remove) };
}
