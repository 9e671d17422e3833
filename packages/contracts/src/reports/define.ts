import { z } from 'zod';

// A report is declared once: its filters, columns, the columns it can be grouped by and its sort.
// The server answers it by SQL aggregation (`platform/reports`), the web draws it with one page
// (`platform/reports/ReportPage.tsx`), and Excel and PDF take their columns and titles from here.
// Labels live in `labels.{tr,en,de}.ts` under `reports.<name>`.

/** How a column's values read and add up: money and quantities are decimal strings. */
export type ReportValueKind = 'text' | 'date' | 'money' | 'quantity' | 'count' | 'percent';

export interface ReportColumn {
  kind: ReportValueKind;
  /** Added up into the totals row and each group's subtotal. */
  total?: true;
  /** Left out until the user chooses it. */
  hidden?: true;
  /**
   * Only holders of one of these menus see it (cost and profit: those who buy); the server leaves
   * it out of every answer and file for the others.
   */
  visibleWith?: readonly number[];
  /** What a click on the value opens; the row carries the keys `REPORT_LINK_KEYS` names for it. */
  link?: ReportLink;
}

/**
 * Drill-downs: a document, a stock card, an account card, or an item's moves in a warehouse up to
 * the report's date (the documents behind a quantity).
 */
export type ReportLink =
  | 'document'
  | 'item'
  | 'account'
  | 'itemMoves'
  | 'accountEntries'
  | 'cashEntries'
  | 'session';
export const REPORT_LINK_KEYS: Record<ReportLink, readonly string[]> = {
  document: ['documentId', 'documentType'],
  item: ['itemId'],
  account: ['accountId'],
  itemMoves: ['itemId', 'warehouseId'],
  // An account's or a register's entries of the report's period, in the row's currency.
  accountEntries: ['accountId', 'currencyCode'],
  cashEntries: ['cashAccountId', 'currencyCode'],
  // A till session's summary, which its module's screen opens.
  session: ['sessionId'],
};

export type ReportFilter =
  | { kind: 'date'; default?: 'today' | 'monthStart' | 'yearStart' }
  /** A record picked by name from a resource (`warehouses`, `categories`…). */
  | { kind: 'reference'; resource: string }
  /** One of `options`, labelled under `labels` (an i18n prefix; else `reports.<name>.options.<filter>`). */
  | { kind: 'choice'; options: readonly string[]; labels?: string; default?: string }
  /** Turkish-aware text search. */
  | { kind: 'search' }
  /** Yes or no; absent means no. */
  | { kind: 'flag' };

export interface ReportSpec<C extends Record<string, ReportColumn>, F extends Record<string, ReportFilter>> {
  /** `GET /api/reports/<name>`, labels `reports.<name>`. */
  name: string;
  /** The screen's path (`/rapor/stokbakiye`). */
  route: string;
  menu: number;
  columns: C;
  filters: F;
  /** Columns the user may group by, one or two levels, each with its subtotals. */
  groups: (keyof C & string)[];
  sort: { column: keyof C & string; order: 'asc' | 'desc' };
  /** Figures at cost: the answer says how many items still wait for re-costing. */
  costBased?: true;
  /** Bars of `values` per `label`, one chart per value of `by` (the page's rows). */
  chart?: { label: keyof C & string; values: (keyof C & string)[]; by?: keyof C & string };
}

export type ReportDef = ReportSpec<Record<string, ReportColumn>, Record<string, ReportFilter>>;

/** Declares a report; its column names are checked where groups and sort name them. */
export const defineReport = <C extends Record<string, ReportColumn>, F extends Record<string, ReportFilter>>(
  spec: ReportSpec<C, F>,
): ReportDef => spec as unknown as ReportDef;

const id = z.coerce.number({ error: 'v.integer' }).int({ error: 'v.integer' }).positive().max(2_147_483_647);

/** The query a report takes: its filters, then paging, sort (`column` or `-column`) and grouping. */
export function reportQuery(def: ReportDef) {
  const schemaOf = (filter: ReportFilter) => {
    switch (filter.kind) {
      case 'date':
        return z.iso.date({ error: 'v.date' }).optional();
      case 'reference':
        return id.optional();
      case 'choice':
        return z.enum(filter.options as [string, ...string[]], { error: 'v.enum' }).optional();
      case 'search':
        return z.string().trim().max(100, { error: 'v.invalid' }).optional();
      case 'flag':
        return z.enum(['true', 'false'], { error: 'v.enum' }).optional();
    }
  };
  const filters = Object.fromEntries(
    Object.entries(def.filters).map(([key, filter]) => [key, schemaOf(filter)]),
  );
  const columns = Object.keys(def.columns);
  // A period's start after its end is refused on the start, as every date range of the product is.
  const inOrder = (value: Record<string, unknown>) =>
    !value.dateFrom || !value.dateTo || String(value.dateFrom) <= String(value.dateTo);
  return z
    .object({
      ...filters,
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(500).default(50),
      sort: z
        .string()
        .max(60)
        .refine((value) => columns.includes(value.replace(/^-/, '')), { error: 'v.enum' })
        .optional(),
      /** For files: the columns chosen on screen, in any order (the declared order is kept). */
      columns: z
        .string()
        .max(600)
        .transform((value) => value.split(',').filter(Boolean))
        .refine((values) => values.every((value) => columns.includes(value)), { error: 'v.enum' })
        .optional(),
      group: z
        .string()
        .max(120)
        .transform((value) => value.split(',').filter(Boolean))
        .refine((values) => values.length <= 2 && values.every((value) => def.groups.includes(value)), {
          error: 'v.enum',
        })
        .optional(),
    })
    .refine(inOrder, { error: 'v.dateOrder', path: ['dateFrom'] });
}

/** One group's row: the values it groups by, how many rows it holds and their subtotals. */
export interface ReportGroupRow {
  /** 0: the first grouping column's value; 1: a second level inside it. */
  level: 0 | 1;
  values: Record<string, string | null>;
  count: number;
  totals: Record<string, string>;
}

export interface ReportPage {
  list: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
  /** Every matching row added up, whatever the page: the totals row. */
  totals: Record<string, string>;
  /** With grouping: the groups of this page's rows (first level, then first and second). */
  groups: ReportGroupRow[];
  /** Cost-based reports: items whose costs are still being re-computed (0 when up to date). */
  pendingRecost: number | null;
  /** Columns this user may see, in the declared order. */
  columns: string[];
}
