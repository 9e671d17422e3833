import type { ReportColumn, ReportDef, ReportGroupRow, ReportLink } from '@kibo/contracts/resources';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { documentPath, formatDate, formatMoney, formatQuantity } from '../ledger/format.ts';

// How a report's answer becomes a table: values formatted by their kind, figures that open what is
// behind them, and the page's rows gathered under their groups with the groups' subtotals.

export type ReportRow = Record<string, unknown> & { key: string; children?: ReportRow[]; group?: true };

export function formatCell(kind: ReportColumn['kind'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money') return formatMoney(value);
  if (kind === 'quantity') return formatQuantity(value);
  if (kind === 'date') return formatDate(value);
  if (kind === 'percent') return `${formatMoney(value)} %`;
  return String(value);
}

/** Where a value of a row opens, given the report's filters (a quantity at a date opens its moves up to it). */
export function linkOf(link: ReportLink, row: Record<string, unknown>, filters: Record<string, string>) {
  switch (link) {
    case 'document':
      return row.documentId ? documentPath(String(row.documentType), Number(row.documentId)) : '';
    case 'item':
      return row.itemId ? `/stok/duzen/${row.itemId}` : '';
    case 'account':
      return row.accountId ? `/cari/duzen/${row.accountId}` : '';
    case 'accountEntries':
    case 'cashEntries': {
      const owner = link === 'accountEntries' ? 'accountId' : 'cashAccountId';
      if (!row[owner]) return '';
      const query = new URLSearchParams({
        [owner]: String(row[owner]),
        currency: String(row.currencyCode ?? ''),
      });
      if (filters.dateFrom) query.set('dateFrom', filters.dateFrom);
      if (filters.dateTo || filters.date) query.set('dateTo', filters.dateTo || filters.date!);
      return `${link === 'accountEntries' ? '/cari/islem' : '/kasa/islem'}?${query}`;
    }
    case 'session':
      return '';
    case 'itemMoves': {
      if (!row.itemId) return '';
      const query = new URLSearchParams({
        itemId: String(row.itemId),
        warehouseId: String(row.warehouseId ?? ''),
      });
      if (filters.date) query.set('dateTo', filters.date);
      return `/stok/islem?${query}`;
    }
  }
}

/**
 * The page's rows under their groups (one or two levels), each group a row of its own carrying its
 * label, how many rows it holds and its subtotals; the rows keep their order.
 */
export function groupedRows(
  list: Record<string, unknown>[],
  groups: string[],
  groupRows: ReportGroupRow[],
  label: (group: string, value: string | null, count: number) => string,
  /** The column the groups' labels stand in (the first one shown). */
  labelColumn: string,
): ReportRow[] {
  const rows: ReportRow[] = list.map((row, index) => ({ ...row, key: `r${index}` }));
  if (groups.length === 0) return rows;
  const find = (level: number, values: Record<string, unknown>) =>
    groupRows.find(
      (group) =>
        group.level === level &&
        groups.slice(0, level + 1).every((name) => (group.values[name] ?? null) === (values[name] ?? null)),
    );
  const top: ReportRow[] = [];
  for (const row of rows) {
    let siblings = top;
    groups.forEach((name, level) => {
      const value = (row[name] ?? null) as string | null;
      const key = `g${level}:${groups
        .slice(0, level + 1)
        .map((each) => String(row[each] ?? ''))
        .join('\u0000')}`;
      let node = siblings.find((each) => each.key === key);
      if (!node) {
        const found = find(level, row);
        node = {
          key,
          group: true,
          ...(found?.totals ?? {}),
          [labelColumn]: label(name, value, found?.count ?? 0),
          children: [],
        };
        siblings.push(node);
      }
      siblings = node.children!;
    });
    siblings.push(row);
  }
  return top;
}

/** The keys of every group row, at any depth (the rows a table shows unfolded). */
export const groupKeys = (rows: ReportRow[]): string[] =>
  rows.flatMap((row) => (row.group ? [row.key, ...groupKeys(row.children ?? [])] : []));

/** Groups and rows as one list, each group before its rows (cards on a phone have no nesting). */
export const flattened = (rows: ReportRow[]): ReportRow[] =>
  rows.flatMap((row) =>
    row.children ? [{ ...row, children: undefined }, ...flattened(row.children)] : [row],
  );

/** The table's columns: the chosen ones in declared order, sortable, figures right-aligned and linked. */
/** A drill-down a screen draws itself (a till session's summary in a drawer), by link kind. */
export type ReportDrills = Partial<Record<ReportLink, (row: ReportRow, text: string) => ReactNode>>;

export function reportColumns(input: {
  def: ReportDef;
  columns: string[];
  t: TFunction;
  sort: string;
  filters: Record<string, string>;
  drills?: ReportDrills;
}): TableColumnsType<ReportRow> {
  const { def, t, filters } = input;
  const sorted = input.sort || `${def.sort.order === 'desc' ? '-' : ''}${def.sort.column}`;
  return input.columns.map((name) => {
    const column = def.columns[name]!;
    const numeric = column.kind !== 'text' && column.kind !== 'date';
    return {
      key: name,
      dataIndex: name,
      title: t(`reports.${def.name}.columns.${name}`),
      align: numeric ? ('right' as const) : ('left' as const),
      sorter: true,
      sortOrder: sorted.replace(/^-/, '') === name ? (sorted.startsWith('-') ? 'descend' : 'ascend') : null,
      render: (value: unknown, row: ReportRow) => {
        const text = formatCell(row.group && name === input.columns[0] ? 'text' : column.kind, value);
        if (row.group) return <strong>{text}</strong>;
        const drill = column.link ? input.drills?.[column.link] : undefined;
        if (drill) return drill(row, text);
        const path = column.link ? linkOf(column.link, row, filters) : '';
        return path ? <Link to={path}>{text}</Link> : text;
      },
    };
  });
}
