import type { DocumentKindName } from '@kibo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { FilterField, SearchFilter } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDate, formatQuantity } from '../../platform/ledger/format.ts';
import { urlPagination, useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { useUnitDecimals } from '../../platform/number/units.ts';
import { CONVERSIONS, conversionsFrom } from '../documents/editor/document.ts';
import { STATE_COLOURS } from './states.ts';

interface Row {
  orderId: number;
  docType: DocumentKindName;
  number: string;
  date: string;
  accountTitle: string;
  state: string;
  lineId: number;
  itemCode: string;
  itemName: string;
  unitName: string;
  enteredQuantity: string;
  enteredUnit: string;
  unitFactor: string;
  ordered: string;
  supplied: string;
  remaining: string;
}

interface Page {
  list: Row[];
  total: number;
  totals: { orders: number; ordered: string; supplied: string; remaining: string };
}

const QUERY = {
  side: '',
  accountId: '',
  itemId: '',
  dateFrom: '',
  dateTo: '',
  status: 'open',
  search: '',
  page: '1',
};
const PAGE_SIZE = 50;

/**
 * `/siparis/takip`: every order line with what was ordered, supplied and is still to come, the
 * order's state, and the conversions that supply it.
 */
export function OrderTrackingPage() {
  const { t } = useTranslation();
  const unitDecimals = useUnitDecimals();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const search = useDebounced(query.search, 300);
  const { data, isFetching } = useQuery({
    queryKey: ['orders', 'tracking', { ...query, search }],
    queryFn: () =>
      apiGet<Page>('/orders/tracking', {
        side: query.side || undefined,
        accountId: query.accountId || undefined,
        itemId: query.itemId || undefined,
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
        status: query.status || undefined,
        search: search || undefined,
        page: query.page,
        pageSize: PAGE_SIZE,
      }),
  });
  const filter = (key: 'accountId' | 'itemId' | 'dateFrom' | 'dateTo', label: string) => (
    <FilterField
      label={t(label)}
      kind={key.startsWith('date') ? 'date' : 'reference'}
      resource={key === 'accountId' ? 'accounts' : key === 'itemId' ? 'items' : undefined}
      width={key.startsWith('date') ? 150 : 240}
      value={query[key]}
      onChange={(value) => setQuery({ [key]: value, page: '1' })}
    />
  );
  return (
    <Card title={t('routes.orders.tracking')} data-testid="order-tracking">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('orders.side')}
          style={{ width: 150 }}
          value={query.side}
          onChange={(side) => setQuery({ side, page: '1' })}
          options={['', 'sales', 'purchase'].map((side) => ({
            value: side,
            label: t(`orders.sides.${side || 'all'}`),
          }))}
        />
        {filter('accountId', 'ledger.account')}
        {filter('itemId', 'ledger.item')}
        {filter('dateFrom', 'ledger.dateFrom')}
        {filter('dateTo', 'ledger.dateTo')}
        <Select
          aria-label={t('ledger.status')}
          style={{ width: 190 }}
          value={query.status}
          onChange={(status) => setQuery({ status, page: '1' })}
          options={['', 'open', 'none', 'partial', 'full', 'cancelled'].map((status) => ({
            value: status,
            label: t(`orders.states.${status || 'all'}`),
          }))}
        />
        <SearchFilter value={query.search} onChange={(search) => setQuery({ search: search, page: '1' })} />
      </Space>
      <Table<Row>
        size="small"
        rowKey="lineId"
        loading={isFetching}
        dataSource={data?.list}
        scroll={{ x: 1100 }}
        pagination={urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              {t('orders.totals', { orders: data?.totals.orders ?? 0, lines: data?.total ?? 0 })}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {formatQuantity(data?.totals.ordered)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {formatQuantity(data?.totals.supplied)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong data-testid="tracking-remaining">{formatQuantity(data?.totals.remaining)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} colSpan={3} />
          </Table.Summary.Row>
        )}
        columns={[
          { key: 'date', title: t('ledger.date'), width: 100, render: (_, row) => formatDate(row.date) },
          {
            key: 'number',
            title: t('ledger.number'),
            width: 150,
            render: (_, row) => (
              <Link to={documentPath(row.docType, row.orderId)}>
                {row.number} · {t(`documents.kinds.${row.docType}`)}
              </Link>
            ),
          },
          { key: 'account', title: t('ledger.account'), dataIndex: 'accountTitle' },
          {
            key: 'item',
            title: t('ledger.item'),
            render: (_, row) =>
              `${row.itemCode} ${row.itemName}${
                Number(row.unitFactor) === 1
                  ? ''
                  : ` (${formatQuantity(row.enteredQuantity, unitDecimals(row.enteredUnit))} ${row.enteredUnit})`
              }`,
          },
          ...(['ordered', 'supplied', 'remaining'] as const).map((key) => ({
            key,
            title: t(`orders.${key}`),
            align: 'right' as const,
            width: 110,
            render: (_: unknown, row: Row) => formatQuantity(row[key], unitDecimals(row.unitName)),
          })),
          { key: 'unit', title: t('orders.unit'), dataIndex: 'unitName', width: 80 },
          {
            key: 'state',
            title: t('ledger.status'),
            width: 160,
            render: (_, row) => <Tag color={STATE_COLOURS[row.state]}>{t(`orders.states.${row.state}`)}</Tag>,
          },
          {
            key: 'convert',
            width: 200,
            render: (_, row) =>
              row.state === 'none' || row.state === 'partial' ? (
                <Space wrap size={4}>
                  {conversionsFrom(row.docType).map((name) => (
                    <Button key={name} size="small" onClick={() => navigate(`/fis/${name}/${row.orderId}`)}>
                      {t(`routes.documents.${CONVERSIONS[name].title}`)}
                    </Button>
                  ))}
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
