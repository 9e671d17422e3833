import { useQuery } from '@tanstack/react-query';
import { Button, Card, Pagination, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { DateRangeFilter, SearchFilter } from '../../platform/list-filters.tsx';
import { urlPagination, useUrlQueryState } from '../../platform/list-state.ts';
import type { SavedVoucher } from '../accounts/vouchers/voucher.ts';
import { EntryDrawer, type EntryRow } from './IncomeExpenseDrawer.tsx';

const PAGE_SIZE = 50;
const QUERY = { kind: '', dateFrom: '', dateTo: '', search: '', page: '1', open: '' };
/**
 * `/kasa/gelirgiderhareket`: rent, salaries, utilities and other income and expense paid or received
 * through a register or bank, with the VAT inside each, and the totals of what is listed.
 */
export function IncomeExpensePage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const set = (patch: Partial<typeof QUERY>) => setQuery({ ...patch, page: '1' });
  const [adding, setAdding] = useState<'income' | 'expense' | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: [
      'ledgers',
      'income-expense',
      query.kind,
      query.dateFrom,
      query.dateTo,
      query.search,
      query.page,
    ],
    queryFn: () =>
      apiGet<{
        list: EntryRow[];
        total: number;
        totals: { kind: string; currency: string; net: string; vat: string; total: string }[];
      }>('/income-expense-entries', {
        kind: query.kind || undefined,
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
        search: query.search || undefined,
        page: query.page,
        pageSize: PAGE_SIZE,
      }),
  });
  // A link to one entry (`?open=`, from /kasa/islem) opens it in the drawer.
  const { data: linked } = useQuery({
    queryKey: ['ledgers', 'income-expense', 'open', query.open],
    queryFn: async () => {
      const voucher = await apiGet<SavedVoucher>(`/vouchers/${query.open}`);
      const page = await apiGet<{ list: EntryRow[] }>('/income-expense-entries', { search: voucher.number });
      return page.list.find((row) => row.voucherId === voucher.id) ?? null;
    },
    enabled: !!query.open,
  });
  const editing = query.open
    ? (data?.list.find((row) => String(row.voucherId) === query.open) ?? linked)
    : null;
  const close = () => {
    setAdding(null);
    setQuery({ open: '' });
  };
  return (
    <Card
      title={t('routes.cash.incomeExpenseMovements')}
      data-testid="income-expense"
      extra={
        <Space>
          <Button onClick={() => setAdding('income')}>{t('cash.newIncome')}</Button>
          <Button type="primary" onClick={() => setAdding('expense')}>
            {t('cash.newExpense')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('cash.entryKind')}
          value={query.kind || undefined}
          options={(['income', 'expense'] as const).map((value) => ({
            value,
            label: t(`vouchers.kinds.${value}`),
          }))}
          onChange={(kind?: string) => set({ kind: kind ?? '' })}
        />
        <DateRangeFilter from={query.dateFrom} to={query.dateTo} onChange={set} />
        <SearchFilter value={query.search} onSearch={(search) => set({ search })} />
      </Space>
      <ListTable<EntryRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={false}
        onRow={(row) => ({
          onClick: () => setQuery({ open: String(row.voucherId) }),
          style: { cursor: 'pointer' },
        })}
        columns={[
          { key: 'date', title: t('ledger.date'), width: 100, render: (_, row) => formatDate(row.date) },
          { key: 'number', title: t('ledger.document'), dataIndex: 'number', width: 120 },
          {
            key: 'kind',
            title: t('cash.entryKind'),
            width: 110,
            render: (_, row) => (
              <Tag color={row.kind === 'income' ? 'green' : 'volcano'}>{t(`vouchers.kinds.${row.kind}`)}</Tag>
            ),
          },
          { key: 'type', title: t('cash.entryType'), dataIndex: 'typeName' },
          { key: 'register', title: t('vouchers.cashAccount'), dataIndex: 'cashAccount' },
          { key: 'description', title: t('vouchers.description'), dataIndex: 'description' },
          { key: 'net', title: t('cash.net'), align: 'right', render: (_, row) => formatMoney(row.net) },
          {
            key: 'vat',
            title: t('cash.vat'),
            align: 'right',
            render: (_, row) => `${formatMoney(row.vat)} (%${row.vatRate})`,
          },
          {
            key: 'total',
            title: t('cash.total'),
            align: 'right',
            render: (_, row) => formatMoney(row.total, row.currency),
          },
        ]}
      />
      <Space orientation="vertical" style={{ marginTop: 12 }} data-testid="income-expense-totals">
        {(data?.totals ?? []).map((row) => (
          <Typography.Text strong key={`${row.kind}-${row.currency}`}>
            {t(`vouchers.kinds.${row.kind}`)}: {t('cash.net')} {formatMoney(row.net)} · {t('cash.vat')}{' '}
            {formatMoney(row.vat)} · {t('cash.total')} {formatMoney(row.total, row.currency)}
          </Typography.Text>
        ))}
      </Space>
      <Pagination
        style={{ marginTop: 12 }}
        hideOnSinglePage
        {...urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
      />
      {(adding || editing) && (
        <EntryDrawer
          key={editing?.voucherId ?? adding}
          row={editing ?? null}
          kind={adding ?? 'expense'}
          onClose={close}
        />
      )}
    </Card>
  );
}
