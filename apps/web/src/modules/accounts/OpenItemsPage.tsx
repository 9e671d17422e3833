import { CURRENCIES } from '@kibo/contracts';
import { accounts, type FieldMeta } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Pagination, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { sourceColumn } from '../../platform/ledger/columns.tsx';
import { formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { urlPagination, useUrlQueryState } from '../../platform/list-state.ts';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { AccountFilter, accountColumn } from './columns.tsx';

interface OpenItem {
  id: number;
  accountId: number;
  code: string;
  title: string;
  currency: string;
  side: 'debit' | 'credit';
  date: string;
  due: string;
  daysOverdue: number;
  amount: string;
  remaining: string;
  source: string | null;
  number: string | null;
  documentId: number | null;
  voucherId: number | null;
  description: string;
}

interface AccountTotal {
  accountId: number;
  code: string;
  title: string;
  currency: string;
  side: 'debit' | 'credit';
  open: string;
  overdue: string;
}

interface Page {
  asOf: string;
  list: OpenItem[];
  total: number;
  accounts: AccountTotal[];
}

/** Accounts per page: each comes with all of its open items. */
const PAGE_SIZE = 50;
const QUERY = { accountId: '', currency: '', dueFrom: '', dueTo: '', overdue: 'false', page: '1' };
const dateMeta = { kind: 'date', required: false } as FieldMeta;

/**
 * `/cari/acik`: what is still open on each account by due date (payments close the oldest items
 * first), days overdue, and each account's open and overdue totals.
 */
export function OpenItemsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const { data, isFetching } = useQuery({
    queryKey: ['ledgers', 'open-items', query],
    queryFn: () =>
      apiGet<Page>('/open-items', {
        accountId: query.accountId || undefined,
        currency: query.currency || undefined,
        dueFrom: query.dueFrom || undefined,
        dueTo: query.dueTo || undefined,
        overdue: query.overdue,
        page: query.page,
        pageSize: PAGE_SIZE,
      }),
  });
  const context = (field: string, meta: FieldMeta) => ({ def: accounts, field, meta });
  const set = (patch: Partial<typeof QUERY>) => setQuery({ ...patch, page: '1' });
  const money = (value: string, side: 'debit' | 'credit') => (
    <span style={side === 'credit' ? { color: 'var(--ant-color-error)' } : undefined}>
      {formatMoney(value)}
    </span>
  );
  return (
    <Card title={t('routes.accounts.instalments')} data-testid="open-items">
      <Space wrap style={{ marginBottom: 12 }}>
        <AccountFilter
          label={t('ledger.account')}
          value={Number(query.accountId) || null}
          onChange={(value) => set({ accountId: value ? String(value) : '' })}
        />
        <span>{t('openItems.dueFrom')}</span>
        <FieldInput
          context={context('dueFrom', dateMeta)}
          value={query.dueFrom || null}
          onChange={(value) => set({ dueFrom: (value as string) ?? '' })}
        />
        <span>{t('openItems.dueTo')}</span>
        <FieldInput
          context={context('dueTo', dateMeta)}
          value={query.dueTo || null}
          onChange={(value) => set({ dueTo: (value as string) ?? '' })}
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t('ledger.currency')}
          value={query.currency || undefined}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          onChange={(currency?: string) => set({ currency: currency ?? '' })}
        />
        <Checkbox
          checked={query.overdue === 'true'}
          onChange={(event) => set({ overdue: event.target.checked ? 'true' : 'false' })}
        >
          {t('openItems.onlyOverdue')}
        </Checkbox>
      </Space>
      <ListTable<OpenItem>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={false}
        columns={[
          accountColumn<OpenItem>(t, (row) => row.title),
          sourceColumn<OpenItem>(t),
          { key: 'date', title: t('ledger.date'), width: 100, render: (_, row) => formatDate(row.date) },
          { key: 'due', title: t('ledger.dueDate'), width: 100, render: (_, row) => formatDate(row.due) },
          {
            key: 'overdue',
            title: t('openItems.daysOverdue'),
            width: 110,
            align: 'right',
            render: (_, row) => (row.daysOverdue > 0 ? <Tag color="red">{row.daysOverdue}</Tag> : '—'),
          },
          { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 70 },
          {
            key: 'amount',
            title: t('openItems.amount'),
            align: 'right',
            render: (_, row) => money(row.amount, row.side),
          },
          {
            key: 'remaining',
            title: t('openItems.remaining'),
            align: 'right',
            render: (_, row) => (
              <strong data-testid="open-remaining">{money(row.remaining, row.side)}</strong>
            ),
          },
        ]}
      />
      <Pagination
        style={{ marginTop: 12 }}
        hideOnSinglePage
        showTotal={(total) => t('openItems.accountsTotal', { count: total })}
        {...urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
      />
      <ListTable<AccountTotal>
        size="small"
        style={{ marginTop: 16 }}
        title={() => t('openItems.perAccount')}
        rowKey={(row) => `${row.accountId}-${row.currency}`}
        dataSource={data?.accounts}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'code', title: t('ledger.code'), dataIndex: 'code', width: 130 },
          { key: 'title', title: t('ledger.account'), dataIndex: 'title' },
          {
            key: 'side',
            title: t('openItems.side'),
            width: 150,
            render: (_, row) => t(`openItems.sides.${row.side}`),
          },
          { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 70 },
          {
            key: 'open',
            title: t('openItems.open'),
            align: 'right',
            render: (_, row) => money(row.open, row.side),
          },
          {
            key: 'overdue',
            title: t('openItems.overdue'),
            align: 'right',
            render: (_, row) => money(row.overdue, row.side),
          },
        ]}
      />
    </Card>
  );
}
