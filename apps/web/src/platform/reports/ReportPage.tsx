import type { ReportPage as ReportAnswer, ReportDef } from '@kibo/contracts/resources';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, http } from '../api/client.ts';
import { ColumnChooser, useChosenColumns } from '../columns.tsx';
import { downloadFile, openPdf } from '../download.ts';
import { ListBar } from '../list/ListBar.tsx';
import { ListTable } from '../list/ListTable.tsx';
import { useNarrow } from '../list/narrow.ts';
import { urlPagination, useDebounced, useUrlQueryState } from '../list-state.ts';
import { ReportChart } from './ReportChart.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { SavedFilters } from './SavedFilters.tsx';
import {
  flattened,
  formatCell,
  groupedRows,
  groupKeys,
  type ReportDrills,
  type ReportRow,
  reportColumns,
} from './table.tsx';
import './reports.css';

const PAGE_SIZE = 50;
const apiOf = (def: ReportDef) => `/reports/${def.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Any declared report: its filters, grouping, sort and page in the address (a report can be
 * bookmarked and sent), the columns the user chose, the groups' subtotals and the grand total, the
 * figures opening what is behind them, Excel, PDF and print, and saved filter sets.
 */
export function ReportPage({
  def,
  drills,
  notice,
}: {
  def: ReportDef;
  /** Drill-downs the screen draws itself. */
  drills?: ReportDrills;
  /** A word the screen shows above the figures (the Z report's "not the fiscal Z"). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const defaults = useMemo(
    () => ({
      ...Object.fromEntries(Object.keys(def.filters).map((key) => [key, ''])),
      sort: '',
      group: '',
      page: '1',
    }),
    [def],
  );
  const [query, setQuery] = useUrlQueryState<Record<string, string>>(defaults);
  const filters = Object.fromEntries(Object.keys(def.filters).map((key) => [key, query[key] ?? '']));
  const searchKey = Object.entries(def.filters).find(([, filter]) => filter.kind === 'search')?.[0];
  const search = useDebounced(searchKey ? (query[searchKey] ?? '') : '', 300);
  // What the server is asked: the filters set, the search once typing pauses, sort and grouping.
  const asked: Record<string, string> = Object.fromEntries(
    Object.entries({
      ...filters,
      ...(searchKey ? { [searchKey]: search } : {}),
      sort: query.sort ?? '',
      group: query.group ?? '',
    }).filter(([, value]) => value),
  );
  const { data, isFetching } = useQuery({
    queryKey: ['reports', def.name, asked, query.page],
    queryFn: () => apiGet<ReportAnswer>(apiOf(def), { ...asked, page: query.page, pageSize: PAGE_SIZE }),
  });
  const offered = data?.columns ?? Object.keys(def.columns);
  const [chosen, choose] = useChosenColumns(
    `report_${def.name}`,
    offered,
    Object.keys(def.columns).filter((name) => !def.columns[name]!.hidden),
  );
  const groups = query.group ? query.group.split(',') : [];
  const set = (patch: Record<string, string>) => setQuery({ ...patch, page: '1' });
  const title = t(`reports.${def.name}.title`);
  const columnLabel = (name: string) => t(`reports.${def.name}.columns.${name}`);
  const columns = reportColumns({ def, columns: chosen, t, sort: query.sort ?? '', filters, drills });
  // Groups open, until the user folds one; on a phone the groups' rows follow their heading cards.
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const narrow = useNarrow();
  const grouped = groupedRows(
    data?.list ?? [],
    groups,
    data?.groups ?? [],
    (group, value, count) =>
      `${columnLabel(group)}: ${value ?? '—'} · ${t('reports.common.rows', { count })}`,
    chosen[0] ?? '',
  );
  const rows = narrow ? flattened(grouped) : grouped;
  const inFile = { ...asked, columns: chosen.join(',') };
  const pdf = useMutation({
    mutationFn: () =>
      openPdf(
        () =>
          http
            .get<Blob>(`${apiOf(def)}/pdf`, { params: inFile, responseType: 'blob' })
            .then((answer) => answer.data),
        `${title}.pdf`,
      ),
  });
  const excel = useMutation({
    mutationFn: () => downloadFile(`${apiOf(def)}/export`, inFile, `${title}.xlsx`),
  });
  const totalsRow = (
    <Table.Summary.Row>
      {chosen.map((name, index) => (
        <Table.Summary.Cell
          key={name}
          index={index}
          align={def.columns[name]!.kind === 'text' ? 'left' : 'right'}
        >
          <strong data-testid={`report-total-${name}`}>
            {index === 0
              ? t('reports.common.totals')
              : def.columns[name]!.total
                ? formatCell(def.columns[name]!.kind, data?.totals[name] ?? '0')
                : ''}
          </strong>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
  return (
    <Card
      className="kibo-list kibo-report"
      title={title}
      data-testid={`report-${def.name}`}
      extra={
        <Space className="kibo-report-actions" wrap>
          <SavedFilters
            report={def.name}
            query={asked}
            onApply={(saved) => setQuery({ ...defaults, ...saved })}
          />
          <ColumnChooser
            options={offered.map((name) => ({ value: name, label: columnLabel(name) }))}
            value={chosen}
            onChange={choose}
            testId="report-columns"
          />
          <Button onClick={() => excel.mutate()} loading={excel.isPending}>
            {t('reports.common.excel')}
          </Button>
          <Button onClick={() => pdf.mutate()} loading={pdf.isPending}>
            {t('reports.common.pdf')}
          </Button>
          <Button onClick={() => window.print()}>{t('reports.common.print')}</Button>
        </Space>
      }
    >
      <ListBar>
        <ReportFilters def={def} values={filters} onChange={set} />
        <Select
          mode="multiple"
          allowClear
          aria-label={t('reports.common.group')}
          placeholder={t('reports.common.group')}
          style={{ minWidth: 200 }}
          maxCount={2}
          value={groups}
          options={def.groups
            .filter((name) => offered.includes(name))
            .map((name) => ({ value: name, label: columnLabel(name) }))}
          onChange={(next: string[]) => set({ group: next.join(',') })}
        />
      </ListBar>
      {notice}
      <ReportChart def={def} rows={data?.list ?? []} />
      {data?.pendingRecost ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="report-pending"
          message={t('reports.common.pendingRecost', { count: data.pendingRecost })}
        />
      ) : null}
      <ListTable<ReportRow>
        size="small"
        rowKey="key"
        loading={isFetching}
        dataSource={rows}
        columns={columns}
        expandable={{
          expandedRowKeys: groupKeys(rows).filter((key) => !collapsed.has(key)),
          onExpand: (expanded, row) =>
            setCollapsed((before) => {
              const next = new Set(before);
              if (expanded) next.delete(row.key);
              else next.add(row.key);
              return next;
            }),
        }}
        pagination={urlPagination(query.page ?? '1', PAGE_SIZE, data?.total, setQuery)}
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = one?.order ? String(one.columnKey) : '';
          set({ sort: key ? `${one?.order === 'descend' ? '-' : ''}${key}` : '' });
        }}
        summary={() => totalsRow}
        cardSummary={
          <Typography.Text>
            {t('reports.common.totals')}:{' '}
            {chosen
              .filter((name) => def.columns[name]!.total)
              .map(
                (name) =>
                  `${columnLabel(name)} ${formatCell(def.columns[name]!.kind, data?.totals[name] ?? '0')}`,
              )
              .join(' · ')}
          </Typography.Text>
        }
      />
    </Card>
  );
}
