import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../../../platform/api/client.ts';
import { SearchFilter } from '../../../platform/ledger/FilterField.tsx';
import { formatDate, formatQuantity } from '../../../platform/ledger/format.ts';
import { ListTable } from '../../../platform/list/ListTable.tsx';
import { useDebounced, useUrlQueryState } from '../../../platform/list-state.ts';
import { PickingRound } from './PickingRound.tsx';
import type { Picking } from './types.ts';

interface OpenOrder {
  id: number;
  number: string;
  date: string;
  accountTitle: string;
  state: string;
  remaining: string;
  openPickings: number[];
}

interface Round {
  id: number;
  createdAt: string;
  createdBy: string;
  orders: string[];
}

const QUERY = { picking: '', search: '' };

/**
 * `/depo/uruntopla`: the picker chooses open sales orders (or an unfinished round to go on with) and
 * walks the shelves; the round in progress lives in the address and on the server.
 */
export function PickingPage() {
  const [query, setQuery] = useUrlQueryState(QUERY);
  const pickingId = Number(query.picking) || undefined;
  if (pickingId) return <PickingRound id={pickingId} onClose={() => setQuery({ picking: '' })} />;
  return (
    <StartPicking
      search={query.search}
      onSearch={(search) => setQuery({ search })}
      onStart={(id) => setQuery({ picking: String(id) })}
    />
  );
}

function StartPicking({
  search,
  onSearch,
  onStart,
}: {
  search: string;
  onSearch(search: string): void;
  onStart(id: number): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<number[]>([]);
  const searched = useDebounced(search, 300);
  const { data: orders, isFetching } = useQuery({
    queryKey: ['picking', 'orders', searched],
    queryFn: () =>
      apiGet<{ list: OpenOrder[] }>('/pickings/orders', { search: searched || undefined, pageSize: 200 }),
  });
  const { data: rounds } = useQuery({
    queryKey: ['picking', 'rounds'],
    queryFn: () => apiGet<{ list: Round[] }>('/pickings', { status: 'open' }),
  });
  const start = useMutation({
    mutationFn: () => apiSend<Picking>('post', '/pickings', { orderIds: chosen }),
    onSuccess: ({ data }) => {
      message.success(t('picking.started'));
      onStart(data.id);
    },
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="picking-start">
      {(rounds?.list.length ?? 0) > 0 && (
        <Card size="small" title={t('picking.openRounds')}>
          <List
            size="small"
            dataSource={rounds?.list}
            renderItem={(round) => (
              <List.Item
                actions={[
                  <Button key="go" size="small" onClick={() => onStart(round.id)}>
                    {t('picking.resume')}
                  </Button>,
                ]}
              >
                {`#${round.id} · ${round.orders.join(', ')} · ${round.createdBy}`}
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card
        size="small"
        title={t('picking.openOrders')}
        extra={
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            {t('picking.start', { count: chosen.length })}
          </Button>
        }
      >
        <SearchFilter value={search} onChange={onSearch} />
        <ListTable<OpenOrder>
          size="small"
          rowKey="id"
          loading={isFetching}
          dataSource={orders?.list}
          pagination={false}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
          columns={[
            { key: 'date', title: t('ledger.date'), width: 110, render: (_, row) => formatDate(row.date) },
            { key: 'number', title: t('ledger.number'), dataIndex: 'number', width: 140 },
            { key: 'account', title: t('ledger.account'), dataIndex: 'accountTitle' },
            {
              key: 'remaining',
              title: t('picking.remaining'),
              align: 'right',
              width: 120,
              render: (_, row) => formatQuantity(row.remaining),
            },
            {
              key: 'state',
              width: 160,
              render: (_, row) =>
                row.openPickings.length > 0 ? <Tag color="gold">{t('picking.beingPicked')}</Tag> : null,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
