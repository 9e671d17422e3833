import { PrinterOutlined } from '@ant-design/icons';
import type { PosEventView } from '@kibo/contracts/resources';
import { Alert, Button, Skeleton, Space, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../platform/ledger/format.ts';
import { printLines } from '../printing/index.ts';
import { summaryPaper, useSessionSummary } from './api.ts';

/**
 * The session's summary as it prints — an X report while the session is open, the Z once closed —
 * saying on screen, as on the paper, that it is our own report and not an ÖKC's fiscal Z. Below it,
 * who voided, deleted or opened the drawer, and which manager approved.
 */
export function SessionReport({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { data } = useSessionSummary(sessionId);
  const lines = useMemo(() => (data ? summaryPaper(data) : []), [data]);
  if (!data) return <Skeleton active />;
  const closed = data.header.status === 'closed';
  const title = t(closed ? 'posSession.zReport' : 'posSession.xReport');
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="session-report">
      <Alert type="warning" showIcon title={t('posSession.notFiscal')} />
      <pre
        data-testid="session-paper"
        style={{ fontFamily: 'monospace', fontSize: 12, lineHeight: 1.35, margin: 0, overflowX: 'auto' }}
      >
        {lines.map((line) => (line.kind === 'text' ? line.text : '')).join('\n')}
      </pre>
      <Button icon={<PrinterOutlined />} onClick={() => void printLines(lines, { title })}>
        {t('posSession.print', { report: title })}
      </Button>
      {data.events.length > 0 && <SessionEvents events={data.events} />}
    </Space>
  );
}

function SessionEvents({ events }: { events: PosEventView[] }) {
  const { t } = useTranslation();
  return (
    <Table<PosEventView>
      size="small"
      rowKey="id"
      pagination={false}
      title={() => t('posSession.events')}
      dataSource={events}
      data-testid="session-events"
      columns={[
        { key: 'at', title: t('posSession.at'), render: (_, row) => formatDateTime(row.occurredAt) },
        {
          key: 'kind',
          title: t('posSession.event'),
          render: (_, row) => t(`posSession.eventKinds.${row.kind}`),
        },
        {
          key: 'what',
          title: t('posSession.detail'),
          render: (_, row) =>
            [row.receiptNumber, row.itemName, row.reason].filter(Boolean).join(' · ') || null,
        },
        {
          key: 'amount',
          title: t('posSession.amount'),
          align: 'right',
          render: (_, row) => (row.kind === 'noSale' ? '' : formatMoney(row.amount)),
        },
        { key: 'user', title: t('posSession.user'), dataIndex: 'userName' },
        {
          key: 'approved',
          title: t('posSession.approvedBy'),
          render: (_, row) =>
            row.unapproved ? <Tag color="red">{t('posSession.unapproved')}</Tag> : row.approvedByName,
        },
      ]}
    />
  );
}
