import type { DocumentInput } from '@kibo/contracts/resources';
import type { Big, DocumentTotals } from '@kibo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

// The hot inserts of a posting, written as one INSERT … SELECT FROM unnest(arrays) each: one
// parameter per column instead of one per cell, so a 1,250-line document is as cheap to send and
// parse as a 10-line one.

const array = (values: unknown[], type: string): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** The document's lines, numbered from 1; answers their ids in line order. */
export async function insertLines(
  tx: Db,
  documentId: number,
  input: DocumentInput,
  resolved: { unitId: number | null; factor: Big }[],
  totals: DocumentTotals,
): Promise<number[]> {
  const lines = input.lines;
  const column = <T>(pick: (line: DocumentInput['lines'][number], index: number) => T) => lines.map(pick);
  const amount = (key: keyof DocumentTotals['lines'][number]) => totals.lines.map((line) => line[key]);
  const inserted = await tx.execute<{ id: number; line_no: number }>(sql`
    INSERT INTO document_lines (company_id, document_id, line_no, item_id, description, quantity, unit_id, unit_factor,
      unit_price, discount1, discount2, discount3, vat_rate, otv_rate, withholding, amount, line_discount,
      document_discount, net, otv, vat, withholding_amount, total, source_line_id)
    SELECT current_setting('app.company_id')::int, ${documentId}, l.*
      FROM unnest(
        ${array(
          column((_, index) => index + 1),
          'int',
        )}, ${array(
          column((line) => line.itemId),
          'int',
        )},
        ${array(
          column((line) => line.description),
          'text',
        )}, ${array(
          column((line) => line.quantity),
          'numeric',
        )},
        ${array(
          resolved.map((line) => line.unitId),
          'int',
        )}, ${array(
          resolved.map((line) => line.factor.toString()),
          'numeric',
        )},
        ${array(
          column((line) => line.unitPrice),
          'numeric',
        )},
        ${array(
          column((line) => line.discounts[0] ?? '0'),
          'numeric',
        )},
        ${array(
          column((line) => line.discounts[1] ?? '0'),
          'numeric',
        )},
        ${array(
          column((line) => line.discounts[2] ?? '0'),
          'numeric',
        )},
        ${array(
          column((line) => line.vatRate),
          'numeric',
        )}, ${array(
          column((line) => line.otvRate),
          'numeric',
        )},
        ${array(
          column((line) => line.withholding),
          'text',
        )}, ${array(amount('amount'), 'numeric')},
        ${array(amount('lineDiscount'), 'numeric')}, ${array(amount('documentDiscount'), 'numeric')},
        ${array(amount('net'), 'numeric')}, ${array(amount('otv'), 'numeric')}, ${array(amount('vat'), 'numeric')},
        ${array(amount('withholding'), 'numeric')}, ${array(amount('total'), 'numeric')},
        ${array(
          column((line) => line.sourceLineId),
          'int',
        )}) AS l
    RETURNING id, line_no`);
  return inserted.rows.sort((a, b) => a.line_no - b.line_no).map((row) => row.id);
}

export interface MoveRow {
  documentId: number;
  lineId: number;
  itemId: number;
  warehouseId: number;
  date: string;
  quantity: string;
}

/** Stock moves of a document, one statement. */
export async function insertMoves(tx: Db, moves: MoveRow[]): Promise<void> {
  if (moves.length === 0) return;
  const column = <T>(pick: (move: MoveRow) => T) => moves.map(pick);
  await tx.execute(sql`
    INSERT INTO stock_moves (company_id, document_id, line_id, item_id, warehouse_id, date, quantity)
    SELECT current_setting('app.company_id')::int, m.*
      FROM unnest(${array(
        column((move) => move.documentId),
        'int',
      )}, ${array(
        column((move) => move.lineId),
        'int',
      )},
                  ${array(
                    column((move) => move.itemId),
                    'int',
                  )}, ${array(
                    column((move) => move.warehouseId),
                    'int',
                  )},
                  ${array(
                    column((move) => move.date),
                    'date',
                  )}, ${array(
                    column((move) => move.quantity),
                    'numeric',
                  )}) AS m`);
}
