import { documentSeries, type FieldMeta } from '@kibo/contracts/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { applyFieldErrors } from '../../platform/forms.ts';
import { formatDateTime, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { SessionClose, SessionReport, TillCashMenu } from '../pos/session/index.ts';

interface SessionRow {
  id: number;
  status: 'open' | 'closed' | 'rescue';
  rescueOf: number | null;
  openingFloat: string;
  openedAt: string;
  closedAt: string | null;
  openedByName: string;
  cashDifference: string | null;
  currency: string;
}

const money = { kind: 'money', required: false } as FieldMeta;
const moneyInput = (field: string) => <FieldInput context={{ def: documentSeries, field, meta: money }} />;

type Dialog = 'open' | 'history' | null;

/** A register's row as the sessions screen needs it. */
interface Register {
  id: number;
  name: string;
  kind: string;
  openSessionId: number | null;
  /** Rescue sessions (late offline receipts of a closed one) waiting to be counted. */
  rescueSessionIds: number[];
  balance: string;
}

/**
 * A till's session on its row of `/kasa/list`: open it with a float; once open, the till's own "Kasa"
 * menu (`pos/session`: money in and out with a reason, the drawer, the X report, the close by count);
 * its rescue sessions counted and closed the same way; the history shows each session's summary.
 */
export function TillSession({ register }: { register: Register }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [closing, setClosing] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource', 'cashAccounts'] });
  if (register.kind !== 'cash') return null;
  const open = register.openSessionId;
  return (
    <Space size={4} wrap data-testid="till-session">
      {open ? (
        <>
          <Tag color="green">{t('till.isOpen')}</Tag>
          <TillCashMenu session={{ id: open, register: register.name }} onClosed={refresh} />
        </>
      ) : (
        <Button size="small" onClick={() => setDialog('open')}>
          {t('till.open')}
        </Button>
      )}
      {register.rescueSessionIds.map((rescue) => (
        <Button key={rescue} size="small" danger onClick={() => setClosing(rescue)} data-testid="till-rescue">
          {t('posSession.rescue', { id: rescue })}: {t('till.close')}
        </Button>
      ))}
      <Button size="small" type="link" onClick={() => setDialog('history')}>
        {t('till.history')}
      </Button>
      {dialog === 'open' && <OpenDialog register={register} onDone={() => setDialog(null)} />}
      {closing !== null && (
        <CloseDialog
          register={register}
          sessionId={closing}
          onDone={() => {
            setClosing(null);
            refresh();
          }}
        />
      )}
      {dialog === 'history' && (
        <History register={register} onClose={setClosing} onDone={() => setDialog(null)} />
      )}
    </Space>
  );
}

/**
 * A dialog's form sent to the server with one idempotency key per dialog (a till opened once, however
 * often a lost answer is retried); on success the register list and ledgers refresh.
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

/**
 * The close as the till does it (blind count, then expected against counted, then the Z printed),
 * for whoever keeps the registers; a rescue session closes the same way.
 */
function CloseDialog({
  register,
  sessionId,
  onDone,
}: {
  register: Register;
  sessionId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open width={640} title={`${t('till.close')}: ${register.name}`} onCancel={onDone} footer={null}>
      <SessionClose session={{ id: sessionId, register: register.name }} onClosed={onDone} />
    </Modal>
  );
}

/** A session's summary (X while open, Z once closed), printable again at any time. */
function SummaryDialog({ sessionId, onDone }: { sessionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={640}
      title={`${t('posSession.summary')} #${sessionId}`}
      onCancel={onDone}
      footer={null}
    >
      <SessionReport sessionId={sessionId} />
    </Modal>
  );
}

function History({
  register,
  onClose,
  onDone,
}: {
  register: { id: number; name: string };
  onClose: (sessionId: number) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<number | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['till', 'history', register.id],
    queryFn: () => apiGet<{ list: SessionRow[] }>('/cash-sessions', { cashAccountId: register.id }),
  });
  return (
    <Drawer open width={720} title={`${t('till.history')}: ${register.name}`} onClose={onDone}>
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
              row.status === 'closed' ? (
                formatDateTime(row.closedAt)
              ) : (
                <Tag color={row.status === 'open' ? 'green' : 'orange'}>
                  {t(`posSession.status.${row.status}`)}
                </Tag>
              ),
          },
          {
            key: 'difference',
            title: t('till.difference'),
            align: 'right',
            render: (_, row) =>
              row.cashDifference === null ? '' : formatMoney(row.cashDifference, row.currency),
          },
          {
            key: 'actions',
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" onClick={() => setSummary(row.id)}>
                  {t('posSession.summary')}
                </Button>
                {row.status === 'rescue' && (
                  <Button size="small" danger onClick={() => onClose(row.id)}>
                    {t('till.close')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {summary !== null && <SummaryDialog sessionId={summary} onDone={() => setSummary(null)} />}
    </Drawer>
  );
}
