import type { PassThrough } from 'node:stream';
import { type Language, translate } from '@kibo/contracts';
import { RESOURCE_LABELS, type ResourceDef, type ResourceLabels } from '@kibo/contracts/resources';
import { streamWorkbook } from '../http/workbook.ts';
import type { Row } from './binding.ts';
import type { ExportCursor } from './list.ts';

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
): { stream: PassThrough; fileName: string } {
  const labels = labelsOf(def, lang);
  const columns = [...fields, 'active'];
  let cursor: ExportCursor = null;
  const stream = streamWorkbook(
    labels.many,
    columns.map((field) => ({
      header: field === 'active' ? translate(lang, 'res.active') : (labels.fields[field] ?? field),
      width: Math.max(12, Math.min(40, (labels.fields[field] ?? field).length + 6)),
    })),
    async (size) => {
      const { rows, next } = await fetchBatch(cursor, size);
      cursor = next;
      return rows.map((row) => columns.map((field) => cellOf(def, labels, lang, row, field)));
    },
  );
  return { stream, fileName: `${labels.many}.xlsx` };
}
