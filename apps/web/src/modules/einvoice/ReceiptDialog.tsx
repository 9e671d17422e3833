import type { IntegratorCode, SendResult } from '@kibo/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, DatePicker, Input, Modal, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { formatDate, formatQuantity } from '../../platform/ledger/format.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { dateFormatsOf } from '../../platform/number/locale.ts';
import type { EdocumentRow } from './DocumentsScreen.tsx';

interface DespatchLine {
  id: string;
  name: string;
  quantity: string;
  unitCode: string;
  sellersItemId: string;
}

interface Answer {
  received: string;
  rejected: string;
  rejectReason: string;
}

/**
 * The receipt advice (İrsaliye Yanıtı) for a waybill sent to us: per line, what arrived and what
 * was refused with why; everything arrived unless the clerk says otherwise, and what is neither is
 * reported short. Checked against GİB's rules, numbered and queued on "send".
 */
export function ReceiptDialog({
  integrator,
  row,
  onClose,
  onSent,
}: {
  integrator: IntegratorCode;
  row: EdocumentRow;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message, notification } = App.useApp();
  const url = `/einvoice/${integrator}/despatch/incoming/${row.id}/receipt`;
  const { data } = useQuery({
    queryKey: ['einvoice', integrator, 'receipt', row.id],
    queryFn: () => apiGet<{ lines: DespatchLine[]; respondBy: string | null }>(url),
  });
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [receivedDate, setReceivedDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [note, setNote] = useState('');
  useEffect(() => {
    if (data)
      setAnswers(
        Object.fromEntries(
          data.lines.map((line) => [line.id, { received: line.quantity, rejected: '0', rejectReason: '' }]),
        ),
      );
  }, [data]);
  const change = (id: string, patch: Partial<Answer>) =>
    setAnswers((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));
  const send = useMutation({
    mutationFn: () =>
      apiSend<SendResult>('post', url, {
        receivedDate,
        note,
        lines: Object.entries(answers).map(([lineId, answer]) => ({
          lineId,
          received: answer.received || '0',
          rejected: answer.rejected || '0',
          rejectReason: answer.rejectReason,
        })),
      }),
    onSuccess: ({ data: result, message: text }) => {
      if (!result.ok) return;
      // The refusals shown while answering are settled now; they would cover the next screen's buttons.
      notification.destroy();
      if (text) message.success(text);
      onSent();
    },
  });
  const refused = send.data?.data.ok === false ? send.data.data.problems : [];
  return (
    <Modal
      open
      width={960}
      title={t('einvoice.receipt.title', { number: row.number, party: row.partyName })}
      okText={t('einvoice.receipt.send')}
      okButtonProps={{ loading: send.isPending, disabled: !data }}
      onOk={() => send.mutate()}
      onCancel={onClose}
    >
      <div data-testid="receipt-dialog">
        <Space wrap style={{ marginBottom: 8 }}>
          <span>{t('einvoice.receipt.receivedDate')}</span>
          <DatePicker
            aria-label={t('einvoice.receipt.receivedDate')}
            format={dateFormatsOf(i18n.language)}
            allowClear={false}
            value={dayjs(receivedDate)}
            onChange={(value) => value && setReceivedDate(value.format('YYYY-MM-DD'))}
          />
          {data?.respondBy && (
            <Typography.Text type="secondary">
              {t('einvoice.list.respondBy')}: {formatDate(data.respondBy)}
            </Typography.Text>
          )}
        </Space>
        {refused.length > 0 && (
          <Alert
            type="error"
            style={{ marginBottom: 8 }}
            title={refused.map((problem) => `${problem.field}: ${problem.message}`).join(' · ')}
          />
        )}
        <Table<DespatchLine>
          size="small"
          rowKey="id"
          pagination={false}
          loading={!data}
          dataSource={data?.lines}
          scroll={{ x: 820 }}
          columns={[
            { key: 'id', title: '#', dataIndex: 'id', width: 40 },
            {
              key: 'name',
              title: t('einvoice.draft.item'),
              render: (_, line) => (
                <Space orientation="vertical" size={0}>
                  {line.name}
                  {line.sellersItemId && (
                    <Typography.Text type="secondary">{line.sellersItemId}</Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              key: 'quantity',
              title: t('einvoice.receipt.sentQuantity'),
              align: 'right',
              width: 110,
              render: (_, line) => `${formatQuantity(line.quantity)} ${line.unitCode}`,
            },
            {
              key: 'received',
              title: t('einvoice.receipt.received'),
              width: 120,
              render: (_, line) => (
                <DecimalInput
                  scale={6}
                  size="small"
                  aria-label={`${t('einvoice.receipt.received')} ${line.id}`}
                  value={answers[line.id]?.received}
                  onChange={(value) => change(line.id, { received: value ?? '' })}
                />
              ),
            },
            {
              key: 'rejected',
              title: t('einvoice.receipt.rejected'),
              width: 120,
              render: (_, line) => (
                <DecimalInput
                  scale={6}
                  size="small"
                  aria-label={`${t('einvoice.receipt.rejected')} ${line.id}`}
                  value={answers[line.id]?.rejected}
                  onChange={(value) => change(line.id, { rejected: value ?? '' })}
                />
              ),
            },
            {
              key: 'reason',
              title: t('einvoice.receipt.reason'),
              width: 220,
              render: (_, line) => (
                <Input
                  size="small"
                  maxLength={200}
                  aria-label={`${t('einvoice.receipt.reason')} ${line.id}`}
                  value={answers[line.id]?.rejectReason}
                  onChange={(event) => change(line.id, { rejectReason: event.target.value })}
                />
              ),
            },
          ]}
        />
        <Input.TextArea
          style={{ marginTop: 8 }}
          aria-label={t('einvoice.receipt.note')}
          placeholder={t('einvoice.receipt.note')}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </Modal>
  );
}
