import { PAYMENT_METHODS, type PaymentMethod, type PosSessionSummary } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../platform/api/client.ts';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { printLines } from '../printing/index.ts';
import { unsentCount } from '../send.ts';
import { summaryKey, summaryPaper, summaryQuery, type TillSessionRef, useSessionSummary } from './api.ts';
import { type Counted, CountForm } from './CountForm.tsx';
import { SessionReport } from './SessionReport.tsx';

/** The methods to count: cash always (the drawer is counted on a quiet day too), and those the session took. */
function methodsOf(data: PosSessionSummary): PaymentMethod[] {
  const used = new Set(data.summary.byMethod.map((method) => method.method));
  return PAYMENT_METHODS.filter(
    (method) => method === 'cash' || used.has(method) || !new Big(data.expected[method]).eq(0),
  );
}

export interface SessionCloseProps {
  session: TillSessionRef;
  /** The till holds a receipt not yet completed: the session cannot close over it. */
  receiptOpen?: boolean;
  /** After the close, once the cashier has seen (and the printer printed) the Z summary. */
  onClosed: () => void;
  /** As soon as the server has closed the session, before its Z is shown. */
  onCloseSaved?: () => void;
}

/**
 * Kasayı Kapat: refused while the till holds an unfinished receipt or this device has receipts the
 * server has not taken; then a blind count per method, then expected against counted with each
 * difference, a note, the close, and the Z summary printed.
 */
export function SessionClose({ session, receiptOpen = false, onClosed, onCloseSaved }: SessionCloseProps) {
  const { t } = useTranslation();
  const unsent = useQuery({ queryKey: ['pos', 'unsent'], queryFn: unsentCount, refetchInterval: 5_000 });
  const summary = useSessionSummary(session.id);
  const [counted, setCounted] = useState<Counted | null>(null);
  const [lastCount, setLastCount] = useState<Counted>({});
  const [closed, setClosed] = useState(false);

  if (closed)
    return (
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="session-closed">
        <Result status="success" title={t('posSession.closedTitle', { register: session.register })} />
        <SessionReport sessionId={session.id} />
        <Button type="primary" block onClick={onClosed}>
          {t('posSession.done')}
        </Button>
      </Space>
    );
  const waiting = unsent.data ?? 0;
  if (receiptOpen || waiting > 0)
    return (
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="session-close-refused">
        {receiptOpen && <Alert type="error" showIcon title={t('posSession.receiptOpen')} />}
        {waiting > 0 && <Alert type="error" showIcon title={t('posSession.unsent', { count: waiting })} />}
      </Space>
    );
  if (!summary.data) return <Skeleton active />;
  const methods = methodsOf(summary.data);
  const rescueOf = summary.data.header.rescueOf;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {summary.data.header.status === 'rescue' && rescueOf !== null && (
        <Alert type="info" showIcon title={t('posSession.rescueHint', { of: rescueOf })} />
      )}
      {counted === null ? (
        <CountForm
          methods={methods}
          initial={lastCount}
          onCounted={(values) => {
            setLastCount(values);
            setCounted(values);
            // The figures the count is set against, as they are now.
            void summary.refetch();
          }}
        />
      ) : (
        <Review
          session={session}
          data={summary.data}
          methods={methods}
          counted={counted}
          onRecount={() => setCounted(null)}
          onClosed={() => {
            setClosed(true);
            onCloseSaved?.();
          }}
        />
      )}
    </Space>
  );
}

function Review({
  session,
  data,
  methods,
  counted,
  onRecount,
  onClosed,
}: {
  session: TillSessionRef;
  data: PosSessionSummary;
  methods: PaymentMethod[];
  counted: Counted;
  onRecount: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const rows = methods.map((method) => {
    const count = counted[method] ?? '0';
    return {
      method,
      expected: data.expected[method],
      counted: count,
      difference: new Big(count).minus(data.expected[method]),
    };
  });
  const close = useMutation({
    mutationFn: () =>
      apiSend('post', `/cash-sessions/${session.id}/close`, {
        counted: Object.fromEntries(rows.map((row) => [row.method, row.counted])),
        note,
        // A sale or move since the count changes what is expected: the server then refuses (409).
        expectedCash: data.expected.cash,
      }),
    onSuccess: async ({ message: text }) => {
      message.success(text);
      // The till's own lists (its session, the register list) refresh in `onClosed`, after the Z is seen.
      void queryClient.invalidateQueries({ queryKey: ['ledgers'] });
      await queryClient.invalidateQueries({ queryKey: ['till'] });
      const z = await queryClient.fetchQuery(summaryQuery(session.id));
      await printLines(summaryPaper(z), { title: t('posSession.zReport') }).catch(() =>
        message.warning(t('posSession.printFailed')),
      );
      onClosed();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: summaryKey(session.id) }),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="session-review">
      <Table
        size="small"
        rowKey="method"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            key: 'method',
            title: t('posSession.method'),
            render: (_, row) => t(`posSession.methods.${row.method}`),
          },
          {
            key: 'expected',
            title: t('posSession.expected'),
            align: 'right',
            render: (_, row) => formatMoney(row.expected),
          },
          {
            key: 'counted',
            title: t('posSession.counted'),
            align: 'right',
            render: (_, row) => formatMoney(row.counted),
          },
          {
            key: 'difference',
            title: t('posSession.difference'),
            align: 'right',
            render: (_, row) => (
              <Typography.Text
                strong
                type={row.difference.lt(0) ? 'danger' : row.difference.gt(0) ? 'warning' : 'success'}
                data-testid={`session-difference-${row.method}`}
              >
                {formatMoney(row.difference.toFixed(2))}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Input.TextArea
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={500}
        placeholder={t('posSession.note')}
        aria-label={t('posSession.note')}
      />
      <Space>
        <Button onClick={onRecount}>{t('posSession.recount')}</Button>
        <Button type="primary" danger loading={close.isPending} onClick={() => close.mutate()}>
          {t('posSession.closeTill')}
        </Button>
      </Space>
    </Space>
  );
}
