import { type FieldMeta, items } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { documentPath, formatDate, formatQuantity } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { useUrlQueryState } from '../../platform/list-state.ts';
import { FieldInput } from '../../platform/resources/widgets.tsx';

interface Move {
  id: number;
  date: string;
  warehouse: string;
  quantity: string;
  documentId: number;
  docType: string;
  number: string;
  accountTitle: string;
  balance: string;
}

const QUERY = { itemId: '', warehouseId: '', dateFrom: '', dateTo: '' };
const meta = (kind: FieldMeta['kind'], resource?: string) =>
  ({ kind, resource, required: false }) as FieldMeta;

/** `/stok/islem`: an item's moves, in one warehouse or all, with the running quantity. */
export function ItemMovesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const itemId = Number(query.itemId) || undefined;
  const { data, isFetching } = useQuery({
    queryKey: ['ledgers', 'moves', query],
    queryFn: () =>
      apiGet<{ openingQuantity: string; moves: Move[] }>(`/items/${itemId}/moves`, {
        warehouseId: query.warehouseId || undefined,
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
      }),
    enabled: itemId !== undefined,
  });
  const input = (field: keyof typeof QUERY, fieldMeta: FieldMeta, width: number) => (
    <fieldset
      style={{ width, border: 0, margin: 0, padding: 0 }}
      aria-label={t(`ledger.${field === 'itemId' ? 'item' : field === 'warehouseId' ? 'warehouse' : field}`)}
    >
      <FieldInput
        context={{ def: items, field, meta: fieldMeta }}
        value={fieldMeta.kind === 'reference' ? Number(query[field]) || null : query[field] || null}
        onChange={(value) => setQuery({ [field]: value ? String(value) : '' })}
      />
    </fieldset>
  );
  return (
    <Card title={t('routes.stock.transactions')} data-testid="item-moves">
      <Space wrap style={{ marginBottom: 12 }}>
        {input('itemId', meta('reference', 'items'), 320)}
        {input('warehouseId', meta('reference', 'warehouses'), 220)}
        {input('dateFrom', meta('date'), 150)}
        {input('dateTo', meta('date'), 150)}
      </Space>
      {data && (
        <ListTable<Move>
          size="small"
          rowKey="id"
          loading={isFetching}
          pagination={false}
          dataSource={data.moves}
          title={() => `${t('ledger.openingQuantity')}: ${formatQuantity(data.openingQuantity)}`}
          columns={[
            { key: 'date', title: t('ledger.date'), width: 110, render: (_, row) => formatDate(row.date) },
            {
              key: 'document',
              title: t('ledger.document'),
              render: (_, row) => (
                <Link to={documentPath(row.docType, row.documentId)}>
                  {row.number} · {t(`documents.kinds.${row.docType}`)}
                </Link>
              ),
            },
            { key: 'account', title: t('ledger.account'), dataIndex: 'accountTitle' },
            { key: 'warehouse', title: t('ledger.warehouse'), dataIndex: 'warehouse' },
            {
              key: 'quantity',
              title: t('ledger.quantity'),
              align: 'right',
              render: (_, row) => formatQuantity(row.quantity),
            },
            {
              key: 'balance',
              title: t('ledger.balance'),
              align: 'right',
              render: (_, row) => formatQuantity(row.balance),
            },
          ]}
        />
      )}
    </Card>
  );
}
