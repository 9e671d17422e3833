import {
  documentSeries,
  type FieldMeta,
  PAYMENT_METHODS,
  type SessionCount,
} from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { applyFieldErrors } from '../../platform/forms.ts';
import { formatDateTime, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { FieldInput } from '../../platform/resources/widgets.tsx';

interface SessionDetail {
  id: number;
  register: string;
  status: 'open' | 'closed';
  currency: string;
  openingFloat: string;
  expected: Record<string, string>;
  counts: SessionCount[];
  moves: { id: number; number: string; description: string; debit: string; credit: string }[];
}

interface SessionRow {
  id: number;
  status: 'open' | 'closed';
  openingFloat: string;
  openedAt: string;
  closedAt: string | null;
  openedByName: string;
  cashDifference: string | null;
  currency: string;
}

const money = { kind: 'money', required: false } as FieldMeta;
const moneyInput = (field: string) => <FieldInput context={{ def: documentSeries, field, meta: money }} />;

type Dialog = 'open' | 'move' | 'close' | 'history' | null;

/**
 * A till's session on its row of `/kasa/list`: open it with a float, put money in or take it out
 * with a reason, close it by counting each payment method against what should be there.
 */
export function TillSession({
  register,
}: {
  register: { id: number; name: string; kind: string; openSessionId: number | null; balance: string };
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (register.kind !== 'cash') return null;
  const open = register.openSessionId;
  return (
    <Space size={4} wrap data-testid="till-session">
      {open ? (
        <>
          <Tag color="green">{t('till.isOpen')}</Tag>
          <Button size="small" onClick={() => setDialog('move')}>
            {t('till.move')}
          </Button>
          <Button size="small" type="primary" onClick={() => setDialog('close')}>
            {t('till.close')}
          </Button>
        </>
      ) : (
        <Button size="small" onClick={() => setDialog('open')}>
          {t('till.open')}
        </Button>
      )}
      <Button size="small" type="link" onClick={() => setDialog('history')}>
        {t('till.history')}
      </Button>
      {dialog === 'open' && <OpenDialog register={register} onDone={() => setDialog(null)} />}
      {dialog === 'move' && open && <MoveDialog sessionId={open} onDone={() => setDialog(null)} />}
      {dialog === 'close' && open && <CloseDialog sessionId={open} onDone={() => setDialog(null)} />}
      {dialog === 'history' && <History register={register} onDone={() => setDialog(null)} />}
    </Space>
  );
}

/**
 * A dialog's form sent to the server with one idempotency key per dialog (money put in or taken out
 * once, however often a lost answer is retried); on success the register list and ledgers refresh.
 */
function useSend<Values>(form: ReturnType<typeof Form.useForm<Values>>[0], path: string, onDone: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (values: Values) =>
      apiSend<{ record: unknown }>('post', path, values as object, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: ({ message: text }) => {
      message.success(text);
      void queryClient.invalidateQueries({ queryKey: ['resource', 'cashAccounts'] });
      void queryClient.invalidateQueries({ queryKey: ['ledgers'] });
      void queryClient.invalidateQueries({ queryKey: ['till'] });
      onDone();
    },
    onError: (error) => applyFieldErrors(form, error),
  });
}

/** The float starts as what the register's ledger holds; a different count is booked as the opening difference. */
function OpenDialog({
  register,
  onDone,
}: {
  register: { id: number; name: string; balance: string };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cashAccountId: number; openingFloat: string; note: string }>();
  const send = useSend(form, '/cash-sessions', onDone);
  return (
    <Modal
      open
      title={`${t('till.open')}: ${register.name}`}
      onCancel={onDone}
      onOk={() => form.submit()}
      confirmLoading={send.isPending}
      okText={t('till.open')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ cashAccountId: register.id, openingFloat: register.balance, note: '' }}
        onFinish={(values) => send.mutate(values)}
      >
        <Form.Item name="cashAccountId" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="openingFloat"
          label={t('till.float')}
          extra={t('till.floatHint', { balance: formatMoney(register.balance) })}
        >
          {moneyInput('openingFloat')}
        </Form.Item>
        <Form.Item name="note" label={t('vouchers.description')}>
          <Input maxLength={250} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MoveDialog({ sessionId, onDone }: { sessionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ direction: 'in' | 'out'; amount: string; reason: string }>();
  const send = useSend(form, `/cash-sessions/${sessionId}/moves`, onDone);
  return (
    <Modal
      open
      title={t('till.move')}
      onCancel={onDone}
      onOk={() => form.submit()}
      confirmLoading={send.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ direction: 'out', amount: '', reason: '' }}
        onFinish={(values) => send.mutate(values)}
      >
        <Form.Item name="direction">
          <Radio.Group
            optionType="button"
            options={(['in', 'out'] as const).map((value) => ({ value, label: t(`till.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('vouchers.amount')}>
          {moneyInput('amount')}
        </Form.Item>
        <Form.Item name="reason" label={t('till.reason')}>
          <Input maxLength={250} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The count: each method's expected figure, what was counted, and the difference as it is typed. */
function CloseDialog({ sessionId, onDone }: { sessionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ counted: Record<string, string>; note: string; expectedCash: string }>();
  const counted = Form.useWatch('counted', form) ?? {};
  const { data } = useQuery({
    queryKey: ['till', sessionId],
    queryFn: () => apiGet<SessionDetail>(`/cash-sessions/${sessionId}`),
  });
  const send = useSend(form, `/cash-sessions/${sessionId}/close`, onDone);
  return (
    <Modal
      open
      width={620}
      title={`${t('till.close')}: ${data?.register ?? ''}`}
      onCancel={onDone}
      onOk={() => form.submit()}
      confirmLoading={send.isPending}
      okText={t('till.close')}
    >
      {data && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ counted: {}, note: '', expectedCash: data.expected.cash }}
          onFinish={(values) => send.mutate(values)}
        >
          <Typography.Paragraph>
            {t('till.floatAndMoves', {
              float: formatMoney(data.openingFloat),
              count: data.moves.length,
              currency: data.currency,
            })}
          </Typography.Paragraph>
          <Form.Item name="expectedCash" hidden>
            <Input />
          </Form.Item>
          <ListTable
            size="small"
            pagination={false}
            rowKey="method"
            data-testid="till-count"
            dataSource={PAYMENT_METHODS.map((method) => ({ method, expected: data.expected[method] ?? '0' }))}
            columns={[
              { key: 'method', title: t('till.method'), render: (_, row) => t(`till.methods.${row.method}`) },
              {
                key: 'expected',
                title: t('till.expected'),
                align: 'right',
                render: (_, row) => formatMoney(row.expected),
              },
              {
                key: 'counted',
                title: t('till.counted'),
                width: 160,
                render: (_, row) => (
                  <Form.Item name={['counted', row.method]} noStyle>
                    <FieldInput
                      context={{ def: documentSeries, field: `counted.${row.method}`, meta: money }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'difference',
                title: t('till.difference'),
                align: 'right',
                render: (_, row) => {
                  const difference = new Big(counted[row.method] || 0).minus(row.expected);
                  return (
                    <Typography.Text
                      type={difference.lt(0) ? 'danger' : undefined}
                      data-testid={`till-difference-${row.method}`}
                    >
                      {formatMoney(difference.toString())}
                    </Typography.Text>
                  );
                },
              },
            ]}
          />
          <Form.Item name="note" label={t('vouchers.description')} style={{ marginTop: 12 }}>
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function History({ register, onDone }: { register: { id: number; name: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const { data, isFetching } = useQuery({
    queryKey: ['till', 'history', register.id],
    queryFn: () => apiGet<{ list: SessionRow[] }>('/cash-sessions', { cashAccountId: register.id }),
  });
  return (
    <Drawer open width={640} title={`${t('till.history')}: ${register.name}`} onClose={onDone}>
      <ListTable<SessionRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={false}
        columns={[
          { key: 'opened', title: t('till.openedAt'), render: (_, row) => formatDateTime(row.openedAt) },
          { key: 'by', title: t('till.openedBy'), dataIndex: 'openedByName' },
          {
            key: 'float',
            title: t('till.float'),
            align: 'right',
            render: (_, row) => formatMoney(row.openingFloat),
          },
          {
            key: 'closed',
            title: t('till.closedAt'),
            render: (_, row) =>
              row.status === 'open' ? (
                <Tag color="green">{t('till.isOpen')}</Tag>
              ) : (
                formatDateTime(row.closedAt)
              ),
          },
          {
            key: 'difference',
            title: t('till.difference'),
            align: 'right',
            render: (_, row) =>
              row.cashDifference === null ? '' : formatMoney(row.cashDifference, row.currency),
          },
        ]}
      />
    </Drawer>
  );
}
