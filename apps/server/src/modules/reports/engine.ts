import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Language } from '@kibo/contracts';
import {
  REPORT_LABELS,
  RESOURCES,
  type ReportColumn,
  type ReportDef,
  type ReportPage,
  reportQuery,
  resourcePath,
} from '@kibo/contracts/resources';
import { formatDay, monthStartOf, todayInTurkey, yearStartOf } from '@kibo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { refused } from '../../platform/http/errors.ts';
import { requestLanguage } from '../../platform/http/i18n.ts';
import { sendWorkbook, streamWorkbook } from '../../platform/http/workbook.ts';
import { printCompanyOf, printedAt, reportPdf, sendPdf } from '../printing/index.ts';
import { registerSavedFilters } from './saved-filters.ts';
import { allRowsStatement, pageStatement, totalsStatement } from './statement.ts';

/** What a report module gives: its declaration and the SQL of its rows for the filters asked. */
export interface ReportSource {
  def: ReportDef;
  /**
   * One row per report row, each column under its declared name (`"unitCost"`), plus the ids its
   * links open (`"itemId"`); tenant-scoped by its own `company_id = current_setting(…)` conditions.
   */
  rows(
    filters: Record<string, string | number | undefined>,
    context: { language: Language; tx: Db },
  ): SQL | Promise<SQL>;
  /** Keys of the rows that order equal ones before the other columns do (a move's id within its day). */
  tiebreak?: string[];
}

/** A PDF holds at most this many rows; a longer report goes to Excel. */
const PDF_ROWS = 5_000;

/** The filters with their defaults filled in (a date filter defaulting to today is today in Turkey). */
function filtersOf(def: ReportDef, query: Record<string, unknown>) {
  const today = todayInTurkey();
  const values: Record<string, string | number | undefined> = {};
  for (const [key, filter] of Object.entries(def.filters)) {
    const given = query[key] as string | number | undefined;
    if (given !== undefined && given !== '') values[key] = given;
    else if (filter.kind === 'date' && filter.default)
      values[key] = { today, monthStart: monthStartOf(today), yearStart: yearStartOf(today) }[filter.default];
    else if (filter.kind === 'choice' && filter.default && given === undefined) values[key] = filter.default;
  }
  return values;
}

/** The declared columns this user may see: cost and profit only for those who buy. */
export const visibleColumns = (def: ReportDef, session: Pick<Session, 'menuIds'>) =>
  Object.entries(def.columns)
    .filter(
      ([, column]) => !column.visibleWith || column.visibleWith.some((menu) => session.menuIds.has(menu)),
    )
    .map(([name]) => name);

const pendingRecost = async (tx: Db) =>
  (
    await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM stock_recost WHERE company_id = current_setting('app.company_id')::int`)
  ).rows[0]!.n;

const NUMBER_FORMATS: Partial<Record<ReportColumn['kind'], string>> = {
  money: '#,##0.00',
  quantity: '#,##0.####',
  percent: '#,##0.00',
  count: '#,##0',
  date: 'dd.mm.yyyy',
};

/** A cell as Excel should hold it: numbers as numbers, dates as dates. */
function cellOf(kind: ReportColumn['kind'], value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'text') return value;
  if (kind === 'date') return new Date(`${value as string}T00:00:00Z`);
  return Number(value);
}

/** A value as the PDF prints it, in Turkish (or the reader's) number and date forms. */
function textOf(kind: ReportColumn['kind'], value: unknown, language: Language): string {
  if (value === null || value === undefined) return '';
  const locale = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE' }[language];
  if (kind === 'date') return formatDay(value as string, language);
  if (kind === 'money' || kind === 'percent')
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Number(value),
    );
  if (kind === 'quantity' || kind === 'count')
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(value));
  return String(value);
}

/** "Tarih: 27.11.2026 · Depo: Merkez": the filters a file was made with, references by their names. */
async function filtersLine(tx: Db, def: ReportDef, filters: Record<string, unknown>, language: Language) {
  const labels = REPORT_LABELS[language].reports[def.name as 'stockBalance'];
  const parts: string[] = [];
  for (const [key, filter] of Object.entries(def.filters)) {
    const value = filters[key];
    if (value === undefined) continue;
    const label = (labels.filters as Record<string, string>)[key] ?? key;
    if (filter.kind === 'reference') {
      const resource = RESOURCES.get(filter.resource);
      const table = resourcePath(filter.resource).slice(1).replace(/-/g, '_');
      const column = resource?.titleField.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) ?? 'name';
      const found = await tx.execute<{ title: string }>(
        sql`SELECT ${sql.raw(`"${column}"`)}::text AS title FROM ${sql.raw(`"${table}"`)} WHERE id = ${Number(value)}`,
      );
      parts.push(`${label}: ${found.rows[0]?.title ?? value}`);
    } else if (filter.kind === 'date') parts.push(`${label}: ${formatDay(value as string, language)}`);
    else if (filter.kind === 'flag') {
      if (value === 'true') parts.push(label);
    } else parts.push(`${label}: ${value}`);
  }
  return parts.join(' · ');
}

/**
 * Registers a report's three answers, each checking its menu on the server: `GET /api/reports/<name>`
 * (a page with totals and group subtotals), `…/export` (every row as Excel, real numbers and dates,
 * a bold totals row) and `…/pdf` (A4 landscape with the company's heading and page numbers).
 */
export function registerReport(app: FastifyInstance, source: ReportSource): void {
  const { def } = source;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = `/api/reports${resourcePath(def.name)}`;
  const query = reportQuery(def);
  const config = { access: { menu: def.menu } };
  const schema = { tags: ['reports'], querystring: query };
  type Query = Record<string, unknown> & {
    page: number;
    pageSize: number;
    sort?: string;
    group?: string[];
    columns?: string[];
  };
  const prepare = (request: FastifyRequest) => {
    const asked = request.query as Query;
    const filters = filtersOf(def, asked);
    const visible = visibleColumns(def, request.session!);
    const groups = (asked.group ?? []).filter((group) => visible.includes(group));
    // A file has the columns chosen on screen (never one the user may not see); else the usual ones.
    const inFile = visible.filter((name) =>
      asked.columns ? asked.columns.includes(name) : !def.columns[name]!.hidden,
    );
    const language = requestLanguage(request);
    return {
      asked,
      filters,
      visible,
      inFile,
      groups,
      /** The rows' statement, in the request's transaction (a report may look something up first). */
      rowsIn: (tx: Db) => source.rows(filters, { language, tx }),
      language,
    };
  };
  const labelsOf = (language: Language) => REPORT_LABELS[language].reports;
  const titleOf = (language: Language) =>
    (labelsOf(language)[def.name as 'stockBalance'] as { title: string }).title;
  const columnTitle = (language: Language, name: string) =>
    (labelsOf(language)[def.name as 'stockBalance'].columns as Record<string, string>)[name] ?? name;

  registerSavedFilters(app, def, path);

  api.get(path, {
    config,
    schema,
    handler: async (request) => {
      const { asked, visible, groups, rowsIn } = prepare(request);
      const answer = await request.tenant(async (tx) => {
        const rows = await rowsIn(tx);
        const [found] = (
          await tx.execute<Pick<ReportPage, 'list' | 'total' | 'totals' | 'groups'>>(
            pageStatement({
              def,
              rows,
              visible,
              groups,
              sort: asked.sort,
              tiebreak: source.tiebreak,
              page: asked.page,
              pageSize: asked.pageSize,
            }),
          )
        ).rows;
        return { ...found!, pendingRecost: def.costBased ? await pendingRecost(tx) : null };
      });
      const page: ReportPage = { ...answer, page: asked.page, pageSize: asked.pageSize, columns: visible };
      return ok(page);
    },
  });

  api.get(`${path}/export`, {
    config,
    schema,
    handler: async (request, reply) => {
      const { asked, inFile: visible, groups, rowsIn, language } = prepare(request);
      const kinds = visible.map((name) => def.columns[name]!.kind);
      const out = new PassThrough();
      // One transaction reads the rows through a cursor while the file is written: memory stays flat
      // and the file is one consistent picture, however many rows.
      const writing = request.tenant(async (tx) => {
        const rows = await rowsIn(tx);
        await tx.execute(
          sql`DECLARE report_rows NO SCROLL CURSOR FOR ${allRowsStatement({ def, rows, visible, groups, sort: asked.sort, tiebreak: source.tiebreak })}`,
        );
        const workbook = streamWorkbook(
          titleOf(language),
          visible.map((name, index) => ({
            header: columnTitle(language, name),
            width: kinds[index] === 'text' ? 30 : 16,
            numFmt: NUMBER_FORMATS[kinds[index]!],
          })),
          async (size) => {
            const fetched = await tx.execute<Record<string, unknown>>(
              sql.raw(`FETCH ${size} FROM report_rows`),
            );
            return fetched.rows.map((row) => visible.map((name, index) => cellOf(kinds[index]!, row[name])));
          },
          1_000,
          async () => {
            const [found] = (
              await tx.execute<{ totals: Record<string, string> }>(totalsStatement({ def, rows, visible }))
            ).rows;
            return visible.map((name, index) =>
              index === 0
                ? labelsOf(language).common.totals
                : def.columns[name]!.total
                  ? cellOf(kinds[index]!, found!.totals[name])
                  : null,
            );
          },
        );
        workbook.pipe(out);
        await finished(workbook);
      });
      writing.catch((error: Error) => out.destroy(error));
      return sendWorkbook(reply, `${titleOf(language)}.xlsx`, out);
    },
  });

  api.get(`${path}/pdf`, {
    config,
    schema,
    handler: async (request, reply) => {
      const { asked, filters, inFile: visible, groups, rowsIn, language } = prepare(request);
      const found = await request.tenant(async (tx) => {
        const rows = await rowsIn(tx);
        const [page] = (
          await tx.execute<Pick<ReportPage, 'list' | 'total' | 'totals'>>(
            pageStatement({
              def,
              rows,
              visible,
              groups,
              sort: asked.sort,
              tiebreak: source.tiebreak,
              page: 1,
              pageSize: PDF_ROWS,
            }),
          )
        ).rows;
        return {
          page: page!,
          company: await printCompanyOf(tx),
          filters: await filtersLine(tx, def, filters, language),
        };
      });
      if (found.page.total > PDF_ROWS)
        throw refused('report.pdfTooLong', { max: PDF_ROWS, rows: found.page.total });
      const kinds = visible.map((name) => def.columns[name]!.kind);
      const pdf = await reportPdf({
        title: titleOf(language),
        subtitle: found.filters,
        company: found.company,
        language,
        columns: visible.map((name, index) => ({
          title: columnTitle(language, name),
          numeric: kinds[index] !== 'text' && kinds[index] !== 'date',
        })),
        rows: found.page.list.map((row) =>
          visible.map((name, index) => textOf(kinds[index]!, row[name], language)),
        ),
        totals: visible.map((name, index) =>
          index === 0
            ? labelsOf(language).common.totals
            : def.columns[name]!.total
              ? textOf(kinds[index]!, found.page.totals[name], language)
              : '',
        ),
        printedAt: printedAt(),
      });
      return sendPdf(reply, pdf, titleOf(language));
    },
  });
}
