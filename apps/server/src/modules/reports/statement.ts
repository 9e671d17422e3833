import { REPORT_LINK_KEYS, type ReportColumn, type ReportDef } from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';

// How a report's rows become one answer: the rows the report's SQL gives are computed once
// (a materialised CTE), then paged, counted, totalled and, when grouped, subtotalled per group of
// the page, all in the same statement, so a million lines are read once per request.

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** A column as the answer carries it: decimals and dates as text (JSON numbers would lose digits). */
function outputOf(name: string, column: ReportColumn): SQL {
  if (column.kind === 'count') return sql`${ident(name)}::int AS ${ident(name)}`;
  return sql`${ident(name)}::text AS ${ident(name)}`;
}

/** The keys a row's links need (`documentId`, `itemId`…). */
export const linkIdsOf = (def: ReportDef, visible: string[]) => [
  ...new Set(
    visible.flatMap((name) => {
      const link = def.columns[name]!.link;
      return link ? REPORT_LINK_KEYS[link] : [];
    }),
  ),
];

/** `ORDER BY`: the groups first (so each group's rows come together), then the chosen sort, then every column. */
export function orderOf(
  def: ReportDef,
  visible: string[],
  groups: string[],
  sort: string | undefined,
  tiebreak: string[] = [],
): SQL {
  const chosen = sort ?? `${def.sort.order === 'desc' ? '-' : ''}${def.sort.column}`;
  const column = chosen.replace(/^-/, '');
  const direction = chosen.startsWith('-') ? sql`DESC` : sql`ASC`;
  const keys = [
    ...groups.map((group) => sql`${ident(group)} ASC NULLS LAST`),
    sql`${ident(column)} ${direction} NULLS LAST`,
    ...tiebreak.map((key) => sql`${ident(key)} ASC`),
    // A stable order, so paging and the Excel file list every row once.
    ...visible.filter((name) => name !== column).map((name) => sql`${ident(name)} ASC NULLS LAST`),
  ];
  return sql.join(keys, sql`, `);
}

const totalsOf = (def: ReportDef, visible: string[]) => {
  const summed = visible.filter((name) => def.columns[name]!.total);
  return summed.length === 0
    ? sql`'{}'::json`
    : sql`json_build_object(${sql.join(
        summed.map((name) => sql`${name}::text, coalesce(sum(${ident(name)}), 0)::text`),
        sql`, `,
      )})`;
};

/**
 * The statement answering one page: `list` (the page's rows), `total` (all matching rows), `totals`
 * (their sums) and `groups` (with grouping: the subtotals of the groups this page shows, one level
 * and, with two, both).
 */
export function pageStatement(input: {
  def: ReportDef;
  rows: SQL;
  visible: string[];
  groups: string[];
  sort: string | undefined;
  tiebreak?: string[];
  page: number;
  pageSize: number;
}): SQL {
  const { def, visible, groups } = input;
  const output = sql.join(
    [
      ...visible.map((name) => outputOf(name, def.columns[name]!)),
      ...linkIdsOf(def, visible).map((name) => sql`${ident(name)}`),
    ],
    sql`, `,
  );
  const order = orderOf(def, visible, groups, input.sort, input.tiebreak);
  const groupSets = groups.map((_, level) => groups.slice(0, level + 1));
  const list = (names: string[]) => sql.join(names.map(ident), sql`, `);
  // With two levels a row of the first has its second value aggregated away: grouping() says which.
  const level = groups.length === 2 ? sql`1 - grouping(${ident(groups[1]!)})` : sql`0`;
  const groupsSql =
    groups.length === 0
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(json_build_object(
                 'level', g.level,
                 'values', json_build_object(${sql.join(
                   groups.map((group) => sql`${group}::text, g.${ident(group)}::text`),
                   sql`, `,
                 )}),
                 'count', g.n, 'totals', g.totals)), '[]')
           FROM (SELECT ${list(groups)}, ${level} AS level, count(*)::int AS n, ${totalsOf(def, visible)} AS totals
                   FROM r
                  WHERE EXISTS (SELECT 1 FROM page p WHERE p.${ident(groups[0]!)} IS NOT DISTINCT FROM r.${ident(groups[0]!)})
                  GROUP BY GROUPING SETS (${sql.join(
                    groupSets.map((set) => sql`(${list(set)})`),
                    sql`, `,
                  )})) g)`;
  return sql`
    WITH r AS MATERIALIZED (${input.rows}),
    page AS (SELECT *, row_number() OVER (ORDER BY ${order}) AS "#n" FROM r
              ORDER BY ${order} LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize})
    SELECT (SELECT coalesce(json_agg((SELECT row_to_json(x) FROM (SELECT ${output}) x) ORDER BY p."#n"), '[]')
              FROM page p) AS list,
           (SELECT count(*)::int FROM r) AS total,
           (SELECT ${totalsOf(def, visible)} FROM r) AS totals,
           ${groupsSql} AS groups`;
}

/** The rows in the page's order, for a file: no paging, read through a cursor. */
export function allRowsStatement(input: {
  def: ReportDef;
  rows: SQL;
  visible: string[];
  groups: string[];
  sort: string | undefined;
  tiebreak?: string[];
}): SQL {
  const { def, visible } = input;
  return sql`SELECT ${sql.join(
    visible.map((name) => outputOf(name, def.columns[name]!)),
    sql`, `,
  )} FROM (${input.rows}) r ORDER BY ${orderOf(def, visible, input.groups, input.sort, input.tiebreak)}`;
}

export function totalsStatement(input: { def: ReportDef; rows: SQL; visible: string[] }): SQL {
  return sql`SELECT ${totalsOf(input.def, input.visible)} AS totals FROM (${input.rows}) r`;
}
