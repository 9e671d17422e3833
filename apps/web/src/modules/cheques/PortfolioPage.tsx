import { CURRENCIES } from '@kibo/contracts';
import { Big, INSTRUMENT_STATES } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Pagination, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { downloadFile } from '../../platform/download.ts';
import { formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { SearchFilter } from '../../platform/list-filters.tsx';
import { urlPagination, useUrlQueryState } from '../../platform/list-state.ts';
import type { PortfolioRow } from './bordro.ts';

const PAGE_SIZE = 50;
// The portfolio opens on what is still ours to collect or to pay.
const QUERY = {
  state: 'portfolio,atBankCollection,atBankCollateral,bounced,issued',
  own: '',
  currency: '',
  search: '',
  page: '1',
  tab: 'list',
};

interface DueRow {
  month: string;
  currency: string;
  receivable: string;
  payable: string;
}

const stateColor: Record<string, string> = {
  portfolio: 'blue',
  endorsed: 'purple',
  atBankCollection: 'cyan',
  atBankCollateral: 'geekblue',
  collected: 'green',
  returned: 'default',
  bounced: 'red',
  issued: 'orange',
  paid: 'green',
  voided: 'default',
};

/** Money to come in and to go out per month, overdue first: the portfolio's part of cash planning. */
function DueView() {
  const { t } = useTranslation();
  const { data, isFetching } = useQuery({
    queryKey: ['instruments', 'due'],
    queryFn: () =>
      apiGet<{ list: DueRow[] }>('/instruments/due', { today: new Date().toLocaleDateString('sv-SE') }),
  });
  return (
    <ListTable<DueRow>
      size="small"
      rowKey={(row) => `${row.month}-${row.currency}`}
      loading={isFetching}
      dataSource={data?.list}
      pagination={false}
      data-testid="cheque-due"
      columns={[
        {
          key: 'month',
          title: t('cheques.month'),
          render: (_, row) =>
            row.month === 'overdue' ? (
              <Tag color="red">{t('cheques.overdue')}</Tag>
            ) : (
              row.month.split('-').reverse().join('.')
            ),
        },
        { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 80 },
        {
          key: 'in',
          title: t('cheques.receivable'),
          align: 'right',
          render: (_, row) => formatMoney(row.receivable),
        },
        {
          key: 'out',
          title: t('cheques.payable'),
          align: 'right',
          render: (_, row) => formatMoney(row.payable),
        },
        {
          key: 'net',
          title: t('cheques.net'),
          align: 'right',
          render: (_, row) => (
            <strong>{formatMoney(new Big(row.receivable).minus(row.payable).toString())}</strong>
          ),
        },
      ]}
    />
  );
}

/**
 * `/ceksenet/list`: every cheque and note by state and due date, with totals per currency and an
 * Excel file; a second tab plans cash by due month. A row opens the instrument's history.
 */
export function PortfolioPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const set = (patch: Partial<typeof QUERY>) => setQuery({ ...patch, page: '1' });
  const filters = {
    state: query.state || undefined,
    own: query.own || undefined,
    currency: query.currency || undefined,
    search: query.search || undefined,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['instruments', 'list', query],
    queryFn: () =>
      apiGet<{
        list: PortfolioRow[];
        total: number;
        totals: { currency: string; count: number; amount: string }[];
      }>('/instruments', { ...filters, page: query.page, pageSize: PAGE_SIZE }),
    enabled: query.tab === 'list',
  });
  const list = (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 320 }}
          placeholder={t('resources.instruments.fields.state')}
          value={query.state ? query.state.split(',') : []}
          options={INSTRUMENT_STATES.map((state) => ({
            value: state,
            label: t(`resources.instruments.options.state.${state}`),
          }))}
          onChange={(states: string[]) => set({ state: states.join(',') })}
          data-testid="cheque-state-filter"
        />
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t('resources.instruments.fields.own')}
          value={query.own || undefined}
          options={['false', 'true'].map((value) => ({
            value,
            label: t(`resources.instruments.options.own.${value}`),
          }))}
          onChange={(own?: string) => set({ own: own ?? '' })}
        />
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t('ledger.currency')}
          value={query.currency || undefined}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          onChange={(currency?: string) => set({ currency: currency ?? '' })}
        />
        <SearchFilter value={query.search} onSearch={(search) => set({ search })} />
        <Button onClick={() => void downloadFile('/instruments/export', filters, 'cek-senet.xlsx')}>
          {t('resources.common.export')}
        </Button>
      </Space>
      <ListTable<PortfolioRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={false}
        columns={[
          {
            key: 'kind',
            title: t('resources.instruments.fields.kind'),
            width: 110,
            render: (_, row) =>
              `${t(`resources.instruments.options.kind.${row.kind}`)}${row.own ? ` (${t('resources.instruments.options.own.true')})` : ''}`,
          },
          {
            key: 'serialNo',
            title: t('resources.instruments.fields.serialNo'),
            render: (_, row) => <Link to={`/ceksenet/islem?instrumentId=${row.id}`}>{row.serialNo}</Link>,
          },
          { key: 'drawer', title: t('resources.instruments.fields.drawer'), dataIndex: 'drawer' },
          { key: 'bank', title: t('resources.instruments.fields.bankName'), dataIndex: 'bankName' },
          {
            key: 'due',
            title: t('resources.instruments.fields.dueDate'),
            width: 100,
            render: (_, row) => formatDate(row.dueDate),
          },
          { key: 'account', title: t('resources.instruments.fields.account'), dataIndex: 'accountTitle' },
          {
            key: 'holder',
            title: t('resources.instruments.fields.holder'),
            render: (_, row) => row.holderTitle ?? row.cashAccountName ?? '',
          },
          {
            key: 'state',
            title: t('resources.instruments.fields.state'),
            render: (_, row) => (
              <Tag color={stateColor[row.state]}>{t(`resources.instruments.options.state.${row.state}`)}</Tag>
            ),
          },
          { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 70 },
          {
            key: 'amount',
            title: t('resources.instruments.fields.amount'),
            align: 'right',
            render: (_, row) => formatMoney(row.amount),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }} wrap data-testid="cheque-totals">
        {(data?.totals ?? []).map((row) => (
          <Typography.Text strong key={row.currency}>
            {t('cheques.total', { count: row.count, total: formatMoney(row.amount, row.currency) })}
          </Typography.Text>
        ))}
      </Space>
      <Pagination
        style={{ marginTop: 12 }}
        hideOnSinglePage
        {...urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
      />
    </>
  );
  return (
    <Card title={t('routes.cheques.list')} data-testid="cheque-list">
      <Tabs
        activeKey={query.tab}
        onChange={(tab) => setQuery({ tab })}
        items={[
          { key: 'list', label: t('cheques.portfolio'), children: list },
          { key: 'due', label: t('cheques.dueView'), children: <DueView /> },
        ]}
      />
    </Card>
  );
}
