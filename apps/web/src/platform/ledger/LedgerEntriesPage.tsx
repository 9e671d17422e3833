import { CURRENCIES } from '@kibo/contracts';
import { accounts, type FieldMeta } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../api/client.ts';
import { downloadFile } from '../download.ts';
import { ListBar } from '../list/ListBar.tsx';
import { ListTable } from '../list/ListTable.tsx';
import { urlPagination, useDebounced, useUrlQueryState } from '../list-state.ts';
import { FieldInput } from '../resources/widgets.tsx';
import { amountColumns, sourceColumn } from './columns.tsx';
import { formatDate, formatMoney, sourceKey } from './format.ts';

/** The columns every ledger list row has (`LedgerRow` on the server) and its running balance. */
export interface LedgerEntry {
  id: number;
  date: string;
  currency: string;
  debit: string;
  credit: string;
  balance: string;
  description: string;
  source: string | null;
  number: string | null;
  documentId: number | null;
  voucherId: number | null;
}

interface Page<E> {
  list: E[];
  total: number;
  totals: { currency: string; debit: string; credit: string }[];
  /** One owner from a date on: what it held before, per currency (the balances start there). */
  openings: Record<string, string>;
}

/** What a ledger's list page is: its API, whose entries they are, and the columns of its own. */
export interface LedgerEntriesSpec<E extends LedgerEntry> {
  api: string;
  titleKey: string;
  testId: string;
  exportName: string;
  /** The query parameter naming the owner (an account, a register) and its picker. */
  ownerParam: string;
  ownerFilter(props: { value: number | null; onChange: (id: number | null) => void }): ReactNode;
  sources: readonly string[];
  /** Columns between the source (document or voucher) and the currency. */
  columns: TableColumnsType<E>;
  /** How the ledger heads its two sides (a register's money in and out); else debit and credit. */
  sides?: { debit: string; credit: string };
}

const PAGE_SIZE = 50;
const firstOfMonth = () => `${new Date().toLocaleDateString('sv-SE').slice(0, 8)}01`;
const dateMeta = { kind: 'date', required: false } as FieldMeta;

/**
 * A ledger's entries in date order (`/cari/islem`, `/kasa/islem`), filtered by date, owner, source
 * type, currency and text, with each currency's running balance and totals, paged, and as Excel.
 */
export function LedgerEntriesPage<E extends LedgerEntry>({ spec }: { spec: LedgerEntriesSpec<E> }) {
  const { t } = useTranslation();
  // The owner keeps its own name in the address (`accountId`, `cashAccountId`): other screens link to it.
  const defaults = useMemo<Record<string, string>>(
    () => ({
      dateFrom: '',
      dateTo: '',
      [spec.ownerParam]: '',
      source: '',
      currency: '',
      search: '',
      page: '1',
    }),
    [spec.ownerParam],
  );
  const [query, setQuery] = useUrlQueryState(defaults);
  const search = useDebounced(query.search ?? '', 300);
  // The month so far unless a range is chosen: the whole ledger is rarely what is wanted first.
  const dateFrom = query.dateFrom || firstOfMonth();
  const filters = {
    dateFrom,
    dateTo: query.dateTo || undefined,
    [spec.ownerParam]: query[spec.ownerParam] || undefined,
    source: query.source || undefined,
    currency: query.currency || undefined,
    search: search || undefined,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['ledgers', spec.api, filters, query.page],
    queryFn: () => apiGet<Page<E>>(spec.api, { ...filters, page: query.page, pageSize: PAGE_SIZE }),
  });
  const set = (patch: Record<string, string>) => setQuery({ ...patch, page: '1' });
  const context = (field: string) => ({ def: accounts, field, meta: dateMeta });
  const leading = 2 + spec.columns.length;
  return (
    <Card
      className="kibo-list"
      title={t(spec.titleKey)}
      data-testid={spec.testId}
      extra={
        <Button onClick={() => void downloadFile(`${spec.api}/export`, filters, spec.exportName)}>
          {t('resources.common.export')}
        </Button>
      }
    >
      <ListBar
        search={
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('common.searchPlaceholder')}
            value={query.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        }
      >
        {spec.ownerFilter({
          value: Number(query[spec.ownerParam]) || null,
          onChange: (value) => set({ [spec.ownerParam]: value ? String(value) : '' }),
        })}
        <FieldInput
          context={context('dateFrom')}
          value={dateFrom}
          onChange={(value) => set({ dateFrom: (value as string) ?? '' })}
        />
        <FieldInput
          context={context('dateTo')}
          value={query.dateTo || null}
          onChange={(value) => set({ dateTo: (value as string) ?? '' })}
        />
        <Select
          allowClear
          mode="multiple"
          style={{ minWidth: 220 }}
          placeholder={t('ledger.type')}
          value={query.source ? query.source.split(',') : []}
          options={spec.sources.map((name) => ({ value: name, label: t(sourceKey(name)) }))}
          onChange={(values: string[]) => set({ source: values.join(',') })}
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t('ledger.currency')}
          value={query.currency || undefined}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          onChange={(currency?: string) => set({ currency: currency ?? '' })}
        />
      </ListBar>
      <ListTable<E>
        size="small"
        rowKey="id"
        cardTitle="source"
        cardSummary={(data?.totals ?? []).map((row) => (
          <Typography.Text key={row.currency}>
            {t('transactions.totals')} ({row.currency}) · {spec.sides?.debit ?? t('ledger.debit')}:{' '}
            <strong data-testid={`total-debit-${row.currency}`}>{formatMoney(row.debit)}</strong> ·{' '}
            {spec.sides?.credit ?? t('ledger.credit')}:{' '}
            <strong data-testid={`total-credit-${row.currency}`}>{formatMoney(row.credit)}</strong> ·{' '}
            {t('ledger.balance')}:{' '}
            <strong>{formatMoney(new Big(row.debit).minus(row.credit).toString())}</strong>
          </Typography.Text>
        ))}
        loading={isFetching}
        dataSource={data?.list}
        title={
          data && Object.keys(data.openings).length > 0
            ? () =>
                `${t('ledger.opening')}: ${Object.entries(data.openings)
                  .map(([currency, opening]) => formatMoney(opening, currency))
                  .join(' · ')}`
            : undefined
        }
        pagination={urlPagination(query.page ?? '1', PAGE_SIZE, data?.total, setQuery)}
        summary={() =>
          (data?.totals ?? []).map((row, index) => (
            <Table.Summary.Row key={row.currency}>
              <Table.Summary.Cell index={0} colSpan={leading}>
                {index === 0 ? t('transactions.totals') : ''}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1}>{row.currency}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <strong data-testid={`total-debit-${row.currency}`}>{formatMoney(row.debit)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong data-testid={`total-credit-${row.currency}`}>{formatMoney(row.credit)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <strong>{formatMoney(new Big(row.debit).minus(row.credit).toString())}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ))
        }
        columns={[
          { key: 'date', title: t('ledger.date'), width: 100, render: (_, row) => formatDate(row.date) },
          sourceColumn<E>(t, t('ledger.number')),
          ...spec.columns,
          { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 70 },
          ...amountColumns<E>(t, t('transactions.runningBalance'), spec.sides),
        ]}
      />
    </Card>
  );
}
