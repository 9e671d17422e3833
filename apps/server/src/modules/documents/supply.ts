import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/**
 * Locks the orders and waybills owning these lines, in id order. Every save that supplies them and
 * every edit of them takes the document before its lines, so they queue instead of deadlocking, and
 * a statement that runs after the lock sees what the previous holder committed.
 */
export async function lockSourceOwners(tx: Db, sourceLineIds: number[]): Promise<void> {
  if (sourceLineIds.length === 0) return;
  await tx.execute(sql`
    SELECT d.id FROM documents d
     WHERE d.company_id = current_setting('app.company_id')::int
       AND d.id IN (SELECT l.document_id FROM document_lines l
                     WHERE l.company_id = current_setting('app.company_id')::int
                       AND l.id = ANY(${sql.param(sourceLineIds)}::int[]))
     ORDER BY d.id FOR NO KEY UPDATE`);
}

/**
 * Brings the supply status of the orders and waybills owning these lines in line with their supplied
 * quantities: 'full' when every line is wholly supplied, 'partial' when some of it is, else 'none'.
 * The owners are locked by a statement of their own first (already held by a save, which locked them
 * before their lines): the update then reads lines as every earlier holder left them.
 */
export async function refreshSupplyStatus(tx: Db, sourceLineIds: number[]): Promise<void> {
  if (sourceLineIds.length === 0) return;
  await lockSourceOwners(tx, sourceLineIds);
  await tx.execute(sql`
    WITH states AS (
      SELECT l.document_id,
             CASE WHEN bool_and(l.supplied_quantity >= round(l.quantity * l.unit_factor, 4)) THEN 'full'
                  WHEN bool_or(l.supplied_quantity > 0) THEN 'partial' ELSE 'none' END AS state
        FROM document_lines l
       WHERE l.company_id = current_setting('app.company_id')::int
         AND l.document_id IN (SELECT o.document_id FROM document_lines o
                                WHERE o.company_id = current_setting('app.company_id')::int
                                  AND o.id = ANY(${sql.param(sourceLineIds)}::int[]))
       GROUP BY l.document_id)
    UPDATE documents d SET supply_status = s.state
      FROM states s
     WHERE d.company_id = current_setting('app.company_id')::int AND d.id = s.document_id
       AND d.supply_status <> s.state`);
}
