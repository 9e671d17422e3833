import { CURRENCIES, DOCUMENT_KINDS, VOUCHER_KIND_NAMES } from '@kibo/contracts';
import { accounts, type FieldMeta } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { downloadFile } from '../../platform/download.ts';
import { formatDate, formatMoney, sourceKey } from '../../platform/ledger/format.ts';
import { urlPagination, useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { AccountFilter, accountColumn, amountColumns, sourceColumn } from './columns.tsx';

interface Entry {
  id: number;
  date: string;
  dueDate: string | null;
  accountId: number;
  accountCode: string;
  accountTitle: string;
  currency: string;
  debit: string;
  credit: string;
  description: string;
  documentId: number | null;
  voucherId: number | null;
  source: string | null;
  number: string | null;
  balance: string;
}

interface Page {
  list: Entry[];
  total: number;
  totals: { currency: string; debit: string; credit: string }[];
  /** One account from a date on: what it owed before, per currency (the balances start there). */
  openings: Record<string, string>;
}

const PAGE_SIZE = 50;
const firstOfMonth = () => `${new Date().toLocaleDateString('sv-SE').slice(0, 8)}01`;
const QUERY = { dateFrom: '', dateTo: '', accountId: '', source: '', currency: '', search: '', page: '1' };
const dateMeta = { kind: 'date', required: false } as FieldMeta;
/** Sources that post to accounts: invoices, returns and vouchers. */
const SOURCES = [
  ...Object.entries(DOCUMENT_KINDS).flatMap(([name, kind]) => (kind.account !== 0 ? [name] : [])),
  ...VOUCHER_KIND_NAMES.filter((name) => !name.startsWith('points')),
];

/**
 * `/cari/islem`: every account's entries in date order, filtered by date, account, source type,
 * currency and text, with each currency's running balance and totals, paged, and as Excel.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const search = useDebounced(query.search, 300);
  // The month so far unless a range is chosen: the whole ledger is rarely what is wanted first.
  const dateFrom = query.dateFrom || firstOfMonth();
  const filters = {
    dateFrom,
    dateTo: query.dateTo || undefined,
    accountId: query.accountId || undefined,
    source: query.source || undefined,
    currency: query.currency || undefined,
    search: search || undefined,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['ledgers', 'entries', filters, query.page],
    queryFn: () => apiGet<Page>('/account-entries', { ...filters, page: query.page, pageSize: PAGE_SIZE }),
  });
  const context = (field: string, meta: FieldMeta) => ({ def: accounts, field, meta });
  const set = (patch: Partial<typeof QUERY>) => setQuery({ ...patch, page: '1' });
  return (
    <Card
      title={t('routes.accounts.transactions')}
      data-testid="account-transactions"
      extra={
        <Button onClick={() => void downloadFile('/account-entries/export', filters, 'cari-hareketler.xlsx')}>
          {t('resources.common.export')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t('common.searchPlaceholder')}
          value={query.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <AccountFilter
          label={t('ledger.account')}
          value={Number(query.accountId) || null}
          onChange={(value) => set({ accountId: value ? String(value) : '' })}
        />
        <FieldInput
          context={context('dateFrom', dateMeta)}
          value={dateFrom}
          onChange={(value) => set({ dateFrom: (value as string) ?? '' })}
        />
        <FieldInput
          context={context('dateTo', dateMeta)}
          value={query.dateTo || null}
          onChange={(value) => set({ dateTo: (value as string) ?? '' })}
        />
        <Select
          allowClear
          mode="multiple"
          style={{ minWidth: 220 }}
          placeholder={t('ledger.type')}
          value={query.source ? query.source.split(',') : []}
          options={SOURCES.map((name) => ({ value: name, label: t(sourceKey(name)) }))}
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
      </Space>
      <Table<Entry>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        title={
          data && Object.keys(data.openings).length > 0
            ? () =>
                `${t('ledger.opening')}: ${Object.entries(data.openings)
                  .map(([currency, opening]) => `${formatMoney(opening)} ${currency}`)
                  .join(' · ')}`
            : undefined
        }
        pagination={urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
        summary={() =>
          (data?.totals ?? []).map((row, index) => (
            <Table.Summary.Row key={row.currency}>
              <Table.Summary.Cell index={0} colSpan={5}>
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
          sourceColumn<Entry>(t, t('ledger.number')),
          accountColumn<Entry>(t, (row) => row.accountTitle),
          { key: 'description', title: t('vouchers.description'), dataIndex: 'description' },
          { key: 'due', title: t('ledger.dueDate'), width: 100, render: (_, row) => formatDate(row.dueDate) },
          { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 70 },
          ...amountColumns<Entry>(t, t('transactions.runningBalance')),
        ]}
      />
    </Card>
  );
}
