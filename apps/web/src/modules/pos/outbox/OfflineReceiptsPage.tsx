import { formatAmount } from '@kibo/domain';
import { Button, Card, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../platform/download.ts';
import { formatDateTime } from '../../../platform/ledger/format.ts';
import { ListTable } from '../../../platform/list/ListTable.tsx';
import { shownNumberLocale } from '../../../platform/number/locale.ts';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { useTillRights } from '../rights.ts';
import { allEntries, deleteEntries, outboxChanges } from './db.ts';
import { amountOf, exportOf, isUnsent, type OutboxEntry } from './logic.ts';
import { startOutboxSync, syncOutbox } from './sync.ts';

const STATE_COLORS: Record<OutboxEntry['state'], string> = {
  queued: 'warning',
  sending: 'processing',
  saved: 'success',
  failed: 'error',
};

/** Hands the unsent receipts over as a JSON file named with today's date. */
function download(entries: OutboxEntry[], companyId: number, fileName: (date: string) => string) {
  const now = new Date();
  const file = JSON.stringify(exportOf(entries, { companyId, exportedAt: now.toISOString() }), null, 2);
  saveBlob(new Blob([file], { type: 'application/json' }), fileName(now.toLocaleDateString('sv-SE')));
}

/**
 * `/fis/offline/fis`: the receipts made on this device (read from its outbox, so also with the line
 * down) and where each stands: queued, sending, saved with the server's number, or refused with the
 * server's message; a retry now, and the unsent ones exported to a file to be entered again.
 */
export function OfflineReceiptsPage() {
  const { t } = useTranslation();
  const companyId = useStore(settingsStore).settings?.app.company_id ?? 0;
  const changes = useStore(outboxChanges);
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const [retrying, setRetrying] = useState(false);
  // A refused receipt stops the till's close until it is dealt with: a user who may delete receipts
  // takes it off this device, as a file.
  const rights = useTillRights();
  useEffect(() => startOutboxSync(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the outbox (any tab) is the trigger
  useEffect(() => {
    let current = true;
    if (companyId)
      void allEntries(companyId).then(
        (read) => current && setEntries(read.sort((a, b) => b.sequence - a.sequence)),
      );
    return () => {
      current = false;
    };
  }, [changes, companyId]);
  const locale = shownNumberLocale();
  const unsent = (entries ?? []).filter(isUnsent);

  const columns: ColumnsType<OutboxEntry> = [
    {
      key: 'localNumber',
      title: t('offline.outbox.localNumber'),
      render: (_, entry) => entry.localNumber ?? '—',
    },
    {
      key: 'kind',
      title: t('offline.outbox.kind'),
      render: (_, entry) => t(`offline.outbox.kinds.${entry.kind}`),
    },
    { key: 'madeAt', title: t('offline.outbox.madeAt'), render: (_, entry) => formatDateTime(entry.madeAt) },
    { key: 'madeBy', title: t('offline.outbox.madeBy'), render: (_, entry) => entry.madeBy.name },
    {
      key: 'amount',
      title: t('offline.outbox.amount'),
      align: 'right',
      render: (_, entry) => formatAmount(amountOf(entry), locale, 'TRY'),
    },
    {
      key: 'state',
      title: t('offline.outbox.state'),
      render: (_, entry) => (
        <Space orientation="vertical" size={0}>
          <Tag color={STATE_COLORS[entry.state]}>
            {t(`offline.outbox.states.${entry.state}`, { number: entry.saved?.number ?? '' })}
          </Tag>
          {entry.error && (
            <Tooltip title={entry.error}>
              <Typography.Text type="danger" style={{ maxWidth: 320 }} ellipsis>
                {entry.error}
              </Typography.Text>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { key: 'attempts', dataIndex: 'attempts', title: t('offline.outbox.attempts'), align: 'right' },
    {
      key: 'lastTry',
      title: t('offline.outbox.lastTry'),
      render: (_, entry) => (entry.lastTryAt ? formatDateTime(entry.lastTryAt) : '—'),
    },
    {
      key: 'actions',
      render: (_, entry) =>
        entry.state === 'failed' &&
        rights.delete && (
          <Popconfirm
            title={t('offline.outbox.removeConfirm')}
            okText={t('offline.outbox.remove')}
            cancelText={t('offline.outbox.keep')}
            onConfirm={() => {
              // The refused receipt leaves this device only as a file, to be entered again by hand.
              download([entry], companyId, (date) => t('offline.outbox.fileName', { date }));
              void deleteEntries(companyId, [entry.clientId]);
            }}
          >
            <Button size="small" danger>
              {t('offline.outbox.remove')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card title={t('routes.documents.offlineDocuments')} data-testid="offline-receipts">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text data-testid="offline-receipts-state">
            {entries?.length
              ? t('offline.outbox.summary', { unsent: unsent.length })
              : t('offline.outbox.empty')}
          </Typography.Text>
          <Button
            type="primary"
            loading={retrying}
            disabled={unsent.length === 0}
            onClick={() => {
              setRetrying(true);
              void syncOutbox({ retryFailed: true })
                .catch(() => undefined)
                .finally(() => setRetrying(false));
            }}
          >
            {t('offline.outbox.retry')}
          </Button>
          <Button
            disabled={unsent.length === 0}
            onClick={() => download(unsent, companyId, (date) => t('offline.outbox.fileName', { date }))}
          >
            {t('offline.outbox.export')}
          </Button>
        </Space>
        <ListTable<OutboxEntry>
          rowKey="clientId"
          size="small"
          loading={entries === null}
          dataSource={entries ?? []}
          columns={columns}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          cardTitle="localNumber"
        />
      </Space>
    </Card>
  );
}
