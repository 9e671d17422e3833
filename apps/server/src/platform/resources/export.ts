import { PassThrough } from 'node:stream';
import { type Language, translate } from '@kibo/contracts';
import { RESOURCE_LABELS, type ResourceDef, type ResourceLabels } from '@kibo/contracts/resources';
import ExcelJS from 'exceljs';
import type { Row } from './binding.ts';
import type { ExportCursor } from './list.ts';

const EXPORT_BATCH = 1_000;
const NUMERIC_KINDS = new Set(['money', 'quantity', 'percentage', 'integer']);

export const labelsOf = (def: ResourceDef, lang: Language): ResourceLabels =>
  (RESOURCE_LABELS[lang].resources as Record<string, ResourceLabels>)[def.name]!;

/** A cell as a reader of the sheet expects it: names instead of ids and codes, numbers as numbers. */
function cellOf(def: ResourceDef, labels: ResourceLabels, lang: Language, row: Row, field: string): unknown {
  const value = row[field];
  const meta = def.fields[field]?.meta;
  if (field === 'active' || meta?.kind === 'boolean') return translate(lang, value ? 'res.yes' : 'res.no');
  if (meta?.kind === 'reference') return (row.refs as Record<string, string>)[field] ?? '';
  if (meta?.kind === 'enum') return labels.options[field]?.[String(value)] ?? value;
  if ((meta?.kind === 'tags' || meta?.kind === 'list') && Array.isArray(value)) return value.join(', ');
  if (meta && NUMERIC_KINDS.has(meta.kind) && value !== null && value !== '') return Number(value);
  return value ?? '';
}

/**
 * Streams a list as an .xlsx file, batch by batch, so memory stays flat whatever the table size.
 * `fetchBatch` reads the next rows of the list (same filters and sort as the screen) after a cursor.
 */
export function exportWorkbook(
  def: ResourceDef,
  lang: Language,
  fields: string[],
  fetchBatch: (cursor: ExportCursor, size: number) => Promise<{ rows: Row[]; next: ExportCursor }>,
): { stream: PassThrough; fileName: string; done: Promise<void> } {
  const labels = labelsOf(def, lang);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(labels.many.slice(0, 31));
  const columns = [...fields, 'active'];
  sheet.columns = columns.map((field) => ({
    header: field === 'active' ? translate(lang, 'res.active') : (labels.fields[field] ?? field),
    key: field,
    width: Math.max(12, Math.min(40, (labels.fields[field] ?? field).length + 6)),
  }));
  sheet.getRow(1).font = { bold: true };
  const done = (async () => {
    for (let cursor: ExportCursor = null; ; ) {
      const { rows, next } = await fetchBatch(cursor, EXPORT_BATCH);
      for (const row of rows) {
        sheet.addRow(columns.map((field) => cellOf(def, labels, lang, row, field))).commit();
      }
      if (rows.length < EXPORT_BATCH) break;
      cursor = next;
    }
    sheet.commit();
    await workbook.commit();
  })();
  return { stream, fileName: `${labels.many}.xlsx`, done };
}
