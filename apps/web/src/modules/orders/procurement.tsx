import type { DocumentKindName } from '@kibo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Switch, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { FilterField, SearchFilter } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDate, formatMoney, formatQuantity } from '../../platform/ledger/format.ts';
import { urlPagination, useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { useUnitDecimals } from '../../platform/number/units.ts';

interface Shortage {
  itemId: number;
  code: string;
  name: string;
  unitName: string;
  orders: number;
  waiting: string;
  onHand: string;
  incoming: string;
  shortage: string;
}

interface WaitingOrder {
  id: number;
  docType: DocumentKindName;
  number: string;
  date: string;
  accountTitle: string;
  currency: string;
  grandTotal: string;
  daysWaiting: number;
  lines: number;
}

const QUERY = { tab: 'items', warehouseId: '', search: '', shortOnly: 'true', side: 'sales', page: '1' };

/** The shortages of the chosen items, as lines of a new purchase order (`?lines=item:quantity,…`). */
const purchaseOrderPath = (rows: Shortage[]) =>
  `/fis/siparis/satinalma/yeni?lines=${rows.map((row) => `${row.itemId}:${Number(row.shortage)}`).join(',')}`;

/**
 * `/siparis/temin`: what customers wait for against stock on hand and open purchases, per item, and
 * the orders nothing has been supplied of; the chosen shortages open a purchase order.
 */
export function ProcurementPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  return (
    <Card title={t('routes.orders.notSupplied')} data-testid="procurement">
      <Tabs
        activeKey={query.tab}
        onChange={(tab) => setQuery({ tab, page: '1' })}
        items={[
          {
            key: 'items',
            label: t('orders.shortages'),
            children: <Shortages query={query} setQuery={setQuery} />,
          },
          {
            key: 'orders',
            label: t('orders.neverSupplied'),
            children: <NeverSupplied query={query} setQuery={setQuery} />,
          },
        ]}
      />
    </Card>
  );
}

type Props = { query: typeof QUERY; setQuery: (patch: Partial<typeof QUERY>) => void };

function Shortages({ query, setQuery }: Props) {
  const { t } = useTranslation();
  const unitDecimals = useUnitDecimals();
  const navigate = useNavigate();
  const search = useDebounced(query.search, 300);
  const [chosen, setChosen] = useState<Shortage[]>([]);
  const { data, isFetching } = useQuery({
    queryKey: ['orders', 'shortages', query.warehouseId, query.shortOnly, search],
    queryFn: () =>
      apiGet<{ list: Shortage[] }>('/orders/shortages', {
        warehouseId: query.warehouseId || undefined,
        shortOnly: query.shortOnly,
        search: search || undefined,
      }),
  });
  const buying = chosen.filter((row) => Number(row.shortage) > 0);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <FilterField
          label={t('ledger.warehouse')}
          kind="reference"
          resource="warehouses"
          value={query.warehouseId}
          onChange={(warehouseId) => setQuery({ warehouseId })}
        />
        <SearchFilter value={query.search} onChange={(search) => setQuery({ search: search })} />
        <Space>
          <Switch
            checked={query.shortOnly === 'true'}
            onChange={(on) => setQuery({ shortOnly: on ? 'true' : 'false' })}
          />
          {t('orders.shortOnly')}
        </Space>
        <Button
          type="primary"
          disabled={buying.length === 0}
          onClick={() => navigate(purchaseOrderPath(buying))}
        >
          {t('orders.createPurchaseOrder', { count: buying.length })}
        </Button>
      </Space>
      <Table<Shortage>
        size="small"
        rowKey="itemId"
        loading={isFetching}
        dataSource={data?.list}
        pagination={{ pageSize: 100, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: chosen.map((row) => row.itemId),
          onChange: (_, rows) => setChosen(rows),
        }}
        columns={[
          { key: 'code', title: t('ledger.code'), dataIndex: 'code', width: 130 },
          { key: 'name', title: t('ledger.item'), dataIndex: 'name' },
          ...(['waiting', 'onHand', 'incoming', 'shortage'] as const).map((key) => ({
            key,
            title: t(`orders.${key}`),
            align: 'right' as const,
            width: 120,
            render: (_: unknown, row: Shortage) =>
              key === 'shortage' ? (
                <strong>{formatQuantity(row[key], unitDecimals(row.unitName))}</strong>
              ) : (
                formatQuantity(row[key], unitDecimals(row.unitName))
              ),
          })),
          { key: 'unit', title: t('orders.unit'), dataIndex: 'unitName', width: 80 },
          { key: 'orders', title: t('orders.orderCount'), dataIndex: 'orders', align: 'right', width: 90 },
        ]}
      />
    </>
  );
}

function NeverSupplied({ query, setQuery }: Props) {
  const { t } = useTranslation();
  const search = useDebounced(query.search, 300);
  const { data, isFetching } = useQuery({
    queryKey: ['orders', 'never-supplied', query.side, search, query.page],
    queryFn: () =>
      apiGet<{ list: WaitingOrder[]; total: number; totals: { grandTotalLocal: string } }>(
        '/orders/never-supplied',
        { side: query.side, search: search || undefined, page: query.page, pageSize: 50 },
      ),
  });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('orders.side')}
          style={{ width: 150 }}
          value={query.side}
          onChange={(side) => setQuery({ side, page: '1' })}
          options={['sales', 'purchase'].map((side) => ({ value: side, label: t(`orders.sides.${side}`) }))}
        />
        <SearchFilter value={query.search} onChange={(search) => setQuery({ search: search, page: '1' })} />
      </Space>
      <Table<WaitingOrder>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={urlPagination(query.page, 50, data?.total, setQuery)}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              {t('ledger.totals')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatMoney(data?.totals.grandTotalLocal, 'TRY')}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
        columns={[
          { key: 'date', title: t('ledger.date'), width: 110, render: (_, row) => formatDate(row.date) },
          {
            key: 'number',
            title: t('ledger.number'),
            width: 150,
            render: (_, row) => <Link to={documentPath(row.docType, row.id)}>{row.number}</Link>,
          },
          { key: 'account', title: t('ledger.account'), dataIndex: 'accountTitle' },
          {
            key: 'days',
            title: t('orders.daysWaiting'),
            dataIndex: 'daysWaiting',
            align: 'right',
            width: 120,
          },
          { key: 'lines', title: t('orders.lineCount'), dataIndex: 'lines', align: 'right', width: 90 },
          {
            key: 'total',
            title: t('ledger.total'),
            align: 'right',
            width: 160,
            render: (_, row) => formatMoney(row.grandTotal, row.currency),
          },
        ]}
      />
    </>
  );
}
