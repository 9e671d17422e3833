import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/**
 * Brings the supply status of the orders and waybills owning these lines in line with their supplied
 * quantities: 'full' when every line is wholly supplied, 'partial' when some of it is, else 'none'.
 * The documents are locked in id order first, so two saves supplying the same orders queue instead
 * of deadlocking.
 */
export async function refreshSupplyStatus(tx: Db, sourceLineIds: number[]): Promise<void> {
  if (sourceLineIds.length === 0) return;
  await tx.execute(sql`
    WITH owners AS (
      SELECT d.id FROM documents d
       WHERE d.company_id = current_setting('app.company_id')::int
         AND d.id IN (SELECT l.document_id FROM document_lines l
                       WHERE l.company_id = current_setting('app.company_id')::int
                         AND l.id = ANY(${sql.param(sourceLineIds)}::int[]))
       ORDER BY d.id FOR NO KEY UPDATE),
    states AS (
      SELECT l.document_id,
             CASE WHEN bool_and(l.supplied_quantity >= l.quantity * l.unit_factor) THEN 'full'
                  WHEN bool_or(l.supplied_quantity > 0) THEN 'partial' ELSE 'none' END AS state
        FROM document_lines l JOIN owners o ON o.id = l.document_id
       WHERE l.company_id = current_setting('app.company_id')::int
       GROUP BY l.document_id)
    UPDATE documents d SET supply_status = s.state
      FROM states s
     WHERE d.company_id = current_setting('app.company_id')::int AND d.id = s.document_id
       AND d.supply_status <> s.state`);
}
