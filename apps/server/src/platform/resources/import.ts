import { Readable } from 'node:stream';
import { LANGUAGES, type Language, type MessageKey, translate } from '@kibo/contracts';
import { TURKEY_PROVINCES } from '@kibo/contracts/geo';
import type { ResourceDef } from '@kibo/contracts/resources';
import { formatDecimal, parseAmountInput, questionParticleOf, searchFold, trLower } from '@kibo/domain';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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
const FALSE_WORDS = new Set(['hayır', 'h', 'false', '0', 'no', 'nein', 'pasif']);
const NUMBER_KINDS = new Set(['money', 'quantity', 'percentage']);

/** A district as the PTT list spells it, when the cell names one of the province's districts. */
function canonicalDistrict(province: unknown, text: unknown): unknown {
  if (typeof province !== 'string' || typeof text !== 'string') return text;
  const districts = TURKEY_PROVINCES.find((entry) => entry.name === province)?.districts ?? [];
  return districts.find((district) => normal(district) === normal(text)) ?? text;
}

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
/**
 * A column title as matched: Turkish letters folded too, so a sheet from an older version or typed
 * on a keyboard without them ("Ünvan", "Stok Adi") still finds its field.
 */
const titleKey = (text: string) => searchFold(text.trim()).replace(/\s+/g, ' ');

/** Column titles understood: the field's name and its label in each language. */
function headerMap(def: ResourceDef): Map<string, string> {
  const map = new Map<string, string>();
  for (const [field, { meta }] of Object.entries(def.fields)) {
    if (SKIPPED_KINDS.has(meta.kind)) continue;
    map.set(titleKey(field), field);
    for (const lang of LANGUAGES) {
      const label = labelsOf(def, lang).fields[field];
      if (label) map.set(titleKey(label), field);
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

/** The first sheet of an upload: its title row and the rows below it, as the reader met them. */
export interface Sheet {
  header: ExcelJS.Row;
  rows: ExcelJS.Row[];
}

/**
 * Reads the first sheet of an uploaded workbook row by row, stopping as soon as it holds more rows
 * than one import takes: a small file that unpacks to a huge sheet is refused before it fills the
 * memory. Anything that is not an .xlsx workbook is refused with a clear message.
 */
export async function readSheet(buffer: Buffer): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header: ExcelJS.Row | undefined;
  const rows: ExcelJS.Row[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (!header) header = row;
        else rows.push(row);
        if (rows.length > IMPORT_MAX_ROWS) throw refused('imp.tooManyRows', { max: IMPORT_MAX_ROWS });
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused('imp.badFile');
  }
  if (!header) throw refused('imp.badFile');
  return { header, rows };
}

/**
 * Turns a cell into what the field's schema reads: lists split, booleans and enums by their labels,
 * a cell formatted as a percentage (0.18 shown as 18%) as 18, provinces whatever their case.
 */
function readCell(def: ResourceDef, field: string, cell: ExcelJS.Cell): unknown {
  const meta = def.fields[field]!.meta;
  const text = cellText(cell.value);
  if (text === '') return undefined;
  switch (meta.kind) {
    case 'percentage':
      return typeof cell.value === 'number' && cell.numFmt?.includes('%') ? String(cell.value * 100) : text;
    case 'province':
      return TURKEY_PROVINCES.find((province) => normal(province.name) === normal(text))?.name ?? text;
    case 'list':
    case 'tags':
      return text
        .split(/[,;\n]/)
        .map((part) => part.trim())
        .filter(Boolean);
    case 'boolean':
      // Anything else is refused by the schema rather than read as "no".
      return TRUE_WORDS.has(normal(text)) ? true : FALSE_WORDS.has(normal(text)) ? false : text;
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

/**
 * Finds a referenced record by its code, else by its title (Turkish-aware): an id, or the message
 * key of why not (none found, or several with that title). One query per distinct name.
 */
function referenceResolver(tx: Db) {
  const cache = new Map<string, number | MessageKey>();
  const find = async (resource: string, text: string): Promise<number | MessageKey> => {
    const target = bindingOf(resource)!;
    const columns = getTableColumns(target.table) as unknown as Record<string, AnyPgColumn>;
    const ids = (where: SQL) =>
      tx
        .select({ id: columns.id! })
        .from(target.table)
        .where(and(eq(columns.active!, true), where))
        .limit(2);
    if (columns.code) {
      const [byCode] = await ids(eq(columns.code, text));
      if (byCode) return byCode.id as number;
    }
    const byTitle = await ids(
      sql`lower(${columns[target.def.titleField]!} COLLATE "tr-TR-x-icu") = ${normal(text)}`,
    );
    if (byTitle.length > 1) return 'imp.ambiguous';
    return (byTitle[0]?.id as number | undefined) ?? 'v.referenceMissing';
  };
  return async (resource: string, text: string) => {
    const key = `${resource}\u0001${normal(text)}`;
    if (!cache.has(key)) cache.set(key, await find(resource, text));
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
  sheet: Sheet,
  lang: Language,
  commit: boolean,
): Promise<ImportResult> {
  const { def } = binding;
  const headers = headerMap(def);
  const columns: { index: number; field: string }[] = [];
  const ignored: string[] = [];
  sheet.header.eachCell((cell, index) => {
    const text = cellText(cell.value);
    const field = headers.get(titleKey(text));
    if (field && !columns.some((column) => column.field === field)) columns.push({ index, field });
    else if (text) ignored.push(text);
  });
  if (columns.length === 0) throw refused('imp.noColumns');

  const message = (key: string, params?: Record<string, unknown>) =>
    translate(lang, key as MessageKey, params);
  const resolve = referenceResolver(tx);
  const seen = new Map<string, Set<string>>((def.unique ?? []).map((field) => [field, new Set()]));
  const rows: ImportRow[] = [];
  let created = 0;
  await tx.execute(sql`SAVEPOINT import_all`);
  for (const cells of sheet.rows) {
    const body: Row = {};
    const errors: Record<string, string> = {};
    for (const { index, field } of columns) {
      const cell = cells.getCell(index);
      const text = cellText(cell.value);
      const meta = def.fields[field]!.meta;
      if (meta.kind === 'reference' && text) {
        const found = await resolve(meta.resource!, text);
        if (typeof found === 'string') errors[field] = message(found);
        body[field] = typeof found === 'number' ? found : undefined;
      } else if (NUMBER_KINDS.has(meta.kind) && typeof cell.value === 'string') {
        // A number typed into a text cell is read as the web reads it ("1.250,50"); "1.250" is
        // refused with both readings rather than taken as either.
        const read = parseAmountInput(text, lang, { scale: meta.scale ?? 4, negative: true });
        if (read.kind === 'ambiguous')
          errors[field] = message('v.numberAmbiguous', {
            text,
            grouped: formatDecimal(read.grouped, lang),
            groupedParticle: questionParticleOf(read.grouped),
            plain: read.grouped,
            decimal: formatDecimal(read.decimal, lang, { maxFraction: 4 }),
            decimalParticle: questionParticleOf(read.decimal),
          });
        body[field] = read.kind === 'value' ? read.value : read.kind === 'empty' ? undefined : text;
      } else body[field] = readCell(def, field, cell);
    }
    for (const [field, { meta }] of Object.entries(def.fields))
      if (meta.kind === 'district' && body[field] !== undefined)
        body[field] = canonicalDistrict(body[meta.province!], body[field]);
    if (Object.values(body).every((value) => value === undefined) && !Object.keys(errors).length) continue;
    const parsed = def.input.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const bounds = issue as { minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
        errors[issue.path.join('.') || '_'] ??= message(issue.message, {
          ...bounds.params,
          min: bounds.minimum,
          max: bounds.maximum,
        });
      }
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
        await tx.execute(sql`RELEASE SAVEPOINT import_row`);
        const fieldErrors = Object.entries(error.fieldErrors ?? { _: error.messageKey });
        for (const [field, key] of fieldErrors) errors[field] = translate(lang, key, error.params);
      }
    }
    rows.push({ row: cells.number, title: String(body[def.titleField] ?? ''), errors });
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
