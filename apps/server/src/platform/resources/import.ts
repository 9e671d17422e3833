import { LANGUAGES, type Language, type MessageKey, translate } from '@kibo/contracts';
import type { ResourceDef } from '@kibo/contracts/resources';
import { trLower } from '@kibo/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client.ts';
import type { Session } from '../http/access.ts';
import { AppError, refused } from '../http/errors.ts';
import type { ResourceBinding, Row } from './binding.ts';
import { labelsOf } from './export.ts';
import { bindingOf, saveRecord } from './service.ts';

/** The most rows one file may bring: a shop's catalogue arrives in parts, not as one huge file. */
export const IMPORT_MAX_ROWS = 5_000;
/** Inner tables and images do not fit in a cell; every other kind can be read from one. */
const SKIPPED_KINDS = new Set(['lines', 'image']);
const TRUE_WORDS = new Set(['evet', 'e', 'true', '1', 'yes', 'ja', 'x', 'aktif']);

export interface ImportRow {
  /** The row number in the sheet, as the user sees it. */
  row: number;
  title: string;
  errors: Record<string, string>;
}

export interface ImportResult {
  columns: string[];
  ignored: string[];
  total: number;
  valid: number;
  invalid: number;
  created: number;
  rows: ImportRow[];
}

const normal = (text: string) => trLower(text.trim()).replace(/\s+/g, ' ');

/** Column titles understood: the field's name and its label in each language. */
function headerMap(def: ResourceDef): Map<string, string> {
  const map = new Map<string, string>();
  for (const [field, { meta }] of Object.entries(def.fields)) {
    if (SKIPPED_KINDS.has(meta.kind)) continue;
    map.set(normal(field), field);
    for (const lang of LANGUAGES) {
      const label = labelsOf(def, lang).fields[field];
      if (label) map.set(normal(label), field);
    }
  }
  return map;
}

/** A cell's value as text: formulas by their result, rich text joined, dates as ISO days. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** Reads an uploaded workbook, or refuses it with a clear message. */
export async function readSheet(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as never);
  } catch {
    throw refused('imp.badFile');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refused('imp.badFile');
  return sheet;
}

/** Turns each cell into what the field's schema reads: lists split, booleans and enums by label. */
function valueOf(def: ResourceDef, field: string, text: string): unknown {
  const meta = def.fields[field]!.meta;
  if (text === '') return undefined;
  switch (meta.kind) {
    case 'list':
    case 'tags':
      return text
        .split(/[,;\n]/)
        .map((part) => part.trim())
        .filter(Boolean);
    case 'boolean':
      return TRUE_WORDS.has(normal(text));
    case 'integer':
      return /^-?\d+$/.test(text) ? Number(text) : text;
    case 'enum': {
      for (const lang of LANGUAGES) {
        const options = labelsOf(def, lang).options[field] ?? {};
        const found = Object.entries(options).find(([, label]) => normal(label) === normal(text));
        if (found) return found[0];
      }
      return text;
    }
    default:
      return text;
  }
}

/** Finds referenced records by their title (or code), Turkish-aware; one query per distinct name. */
function referenceResolver(tx: Db) {
  const cache = new Map<string, number | null>();
  return async (resource: string, text: string): Promise<number | null> => {
    const key = `${resource}\u0001${normal(text)}`;
    if (cache.has(key)) return cache.get(key)!;
    const target = bindingOf(resource)!;
    const columns = getTableColumns(target.table) as unknown as Record<string, AnyPgColumn>;
    const title = columns[target.def.titleField]!;
    const code = columns.code;
    const [found] = await tx
      .select({ id: columns.id! })
      .from(target.table)
      .where(
        sql`lower(${title} COLLATE "tr-TR-x-icu") = ${normal(text)}${code ? sql` OR ${code} = ${text}` : sql``}`,
      )
      .limit(1);
    cache.set(key, (found?.id as number | undefined) ?? null);
    return cache.get(key)!;
  };
}

/**
 * Checks every row of the sheet as a save would (schema, references, unique values, the resource's
 * rules) and, when `commit`, keeps the valid ones. A preview runs the very same saves and rolls them
 * back, so what it promises is what the import does.
 */
export async function importSheet(
  tx: Db,
  binding: ResourceBinding,
  session: Session,
  sheet: ExcelJS.Worksheet,
  lang: Language,
  commit: boolean,
): Promise<ImportResult> {
  const { def } = binding;
  const headers = headerMap(def);
  const columns: { index: number; field: string }[] = [];
  const ignored: string[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const text = cellText(cell.value);
    const field = headers.get(normal(text));
    if (field && !columns.some((column) => column.field === field)) columns.push({ index, field });
    else if (text) ignored.push(text);
  });
  if (columns.length === 0) throw refused('imp.noColumns');
  const lastRow = sheet.actualRowCount > 0 ? (sheet.lastRow?.number ?? 1) : 1;
  if (lastRow - 1 > IMPORT_MAX_ROWS) throw refused('imp.tooManyRows', { max: IMPORT_MAX_ROWS });

  const message = (key: string) => translate(lang, key as MessageKey);
  const resolve = referenceResolver(tx);
  const seen = new Map<string, Set<string>>((def.unique ?? []).map((field) => [field, new Set()]));
  const rows: ImportRow[] = [];
  let created = 0;
  await tx.execute(sql`SAVEPOINT import_all`);
  for (let number = 2; number <= lastRow; number++) {
    const cells = sheet.getRow(number);
    const body: Row = {};
    const errors: Record<string, string> = {};
    for (const { index, field } of columns) {
      const text = cellText(cells.getCell(index).value);
      const meta = def.fields[field]!.meta;
      if (meta.kind === 'reference' && text) {
        const id = await resolve(meta.resource!, text);
        if (id === null) errors[field] = message('v.referenceMissing');
        body[field] = id ?? undefined;
      } else body[field] = valueOf(def, field, text);
    }
    if (Object.values(body).every((value) => value === undefined) && !Object.keys(errors).length) continue;
    const parsed = def.input.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= message(issue.message);
    for (const [field, values] of seen) {
      const value = body[field];
      if (typeof value !== 'string' || value === '') continue;
      if (values.has(normal(value))) errors[field] ??= message('v.repeatedInFile');
      values.add(normal(value));
    }
    if (parsed.success && Object.keys(errors).length === 0) {
      await tx.execute(sql`SAVEPOINT import_row`);
      try {
        await saveRecord(tx, binding, session, parsed.data as Row);
        await tx.execute(sql`RELEASE SAVEPOINT import_row`);
        created++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await tx.execute(sql`ROLLBACK TO SAVEPOINT import_row`);
        const fieldErrors = Object.entries(error.fieldErrors ?? { _: error.messageKey });
        for (const [field, key] of fieldErrors) errors[field] = translate(lang, key, error.params);
      }
    }
    rows.push({ row: number, title: String(body[def.titleField] ?? ''), errors });
  }
  if (!commit) await tx.execute(sql`ROLLBACK TO SAVEPOINT import_all`);
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  if (rows.length === 0) throw refused('imp.empty');
  return {
    columns: columns.map((column) => column.field),
    ignored,
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    created: commit ? created : 0,
    rows,
  };
}
