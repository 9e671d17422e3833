import { formatAmount, formatPrice, searchFold } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Progress, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { type Catalogue, offlineDb, type StoredAccount, type StoredItem } from './store.ts';
import { refreshCatalogue } from './sync.ts';

/** Rows shown at once: the device may hold a hundred thousand; a search narrows them. */
const SHOWN = 200;

type Row = (StoredItem | StoredAccount) & { figure?: string };

/** What this device holds of one catalogue, read from IndexedDB (so also with the line down). */
async function readHeld(companyId: number, what: Catalogue) {
  const db = await offlineDb(companyId);
  const [state, rows] = await Promise.all([db.get('meta', what), db.getAll(what)]);
  const figures = new Map<number, string>();
  if (what === 'items')
    for (const level of await db.getAll('stock')) figures.set(level.itemId, level.quantity);
  else
    for (const entry of await db.getAll('balances'))
      if (entry.currency === 'TRY') figures.set(entry.accountId, entry.balance);
  return { state, rows: rows.map((row) => ({ ...row, figure: figures.get(row.id) })) as Row[] };
}

/**
 * `/fis/offline/urun` and `/fis/offline/cari`: what this device keeps to sell offline, when it was
 * last refreshed, and a refresh with its progress; the list searches the device's own copy.
 */
function OfflineDataPage({ what }: { what: Catalogue }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useStore(settingsStore).settings;
  const companyId = settings?.app.company_id ?? 0;
  const [search, setSearch] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const held = useQuery({
    queryKey: ['offline', companyId, what],
    queryFn: () => readHeld(companyId, what),
    enabled: companyId > 0,
    networkMode: 'always',
  });
  const refresh = useMutation({
    networkMode: 'always',
    mutationFn: () =>
      refreshCatalogue(companyId, what, {
        warehouseId: settings?.app.preferences.default_warehouse_id,
        onProgress: (done, total) => setProgress({ done, total }),
      }),
    onSettled: () => {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: ['offline', companyId, what] });
    },
  });
  const locale = shownNumberLocale();
  const folded = searchFold(search.trim());
  const matches = (held.data?.rows ?? []).filter((row) => !folded || row.fold.includes(folded));
  const columns: ColumnsType<Row> =
    what === 'items'
      ? [
          { key: 'code', dataIndex: 'code', title: t('offline.code'), width: 130 },
          { key: 'name', dataIndex: 'name', title: t('offline.name') },
          {
            key: 'barcodes',
            title: t('offline.barcodes'),
            render: (_, row) => (row as StoredItem).barcodes.map((entry) => entry.barcode).join(', '),
          },
          {
            key: 'price',
            title: t('offline.price'),
            align: 'right',
            render: (_, row) =>
              formatAmount((row as StoredItem).salePrice, locale, (row as StoredItem).saleCurrency),
          },
          {
            key: 'stock',
            title: t('offline.stock'),
            align: 'right',
            render: (_, row) => formatPrice(row.figure ?? '0', locale),
          },
        ]
      : [
          { key: 'code', dataIndex: 'code', title: t('offline.code'), width: 130 },
          { key: 'title', dataIndex: 'title', title: t('offline.title') },
          { key: 'loyaltyCard', dataIndex: 'loyaltyCard', title: t('offline.loyaltyCard') },
          { key: 'taxId', dataIndex: 'taxId', title: t('offline.taxId') },
          {
            key: 'balance',
            title: t('offline.balance'),
            align: 'right',
            render: (_, row) => formatAmount(row.figure ?? '0', locale, 'TRY'),
          },
        ];
  const state = held.data?.state;
  return (
    <Card
      title={t(what === 'items' ? 'routes.documents.offlineProducts' : 'routes.documents.offlineAccounts')}
      data-testid={`offline-${what}`}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text data-testid="offline-state">
            {state
              ? t('offline.held', { count: state.count, at: formatDateTime(state.refreshedAt) })
              : t('offline.none')}
          </Typography.Text>
          <Button type="primary" loading={refresh.isPending} onClick={() => refresh.mutate()}>
            {t(state ? 'offline.refresh' : 'offline.download')}
          </Button>
        </Space>
        {progress && (
          <Progress
            percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 100}
            format={() => `${progress.done} / ${progress.total}`}
          />
        )}
        {refresh.isError && <Alert type="error" showIcon title={t('offline.failed')} />}
        <Input.Search
          allowClear
          placeholder={t('common.searchPlaceholder')}
          aria-label={t('offline.search')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <ListTable<Row>
          rowKey="id"
          size="small"
          loading={held.isLoading}
          dataSource={matches.slice(0, SHOWN)}
          columns={columns}
          pagination={false}
          cardTitle={what === 'items' ? 'name' : 'title'}
        />
        {matches.length > SHOWN && (
          <Typography.Text type="secondary">
            {t('offline.more', { count: matches.length - SHOWN })}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}

export const OfflineItemsPage = () => <OfflineDataPage what="items" />;
export const OfflineAccountsPage = () => <OfflineDataPage what="accounts" />;
