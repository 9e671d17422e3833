import { formatAmount } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { ItemAdder } from '../documents/editor/ItemAdder.tsx';
import { OpenSessionForm } from './OpenSessionForm.tsx';
import {
  changeOf,
  dueOf,
  leftOf,
  nextKey,
  paidOf,
  type TillLine,
  type TillPayment,
  withItem,
} from './till.ts';

interface OpenSession {
  id: number;
  register: string;
  currency: string;
}

const METHODS = ['cash', 'card', 'transfer'] as const;
const today = () => new Date().toLocaleDateString('sv-SE');
const nowTime = () => new Date().toTimeString().slice(0, 5);

/**
 * `/fis/pos/yeni`: the till. A scan (or `3*` and a scan) adds a line; the customer pays in cash,
 * by card or transfer, split as they like; the change shows large; the receipt closes only when the
 * payments add up, inside the cashier's open till session, once per receipt (its own UUID).
 */
export function TillPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useStore(settingsStore).settings?.app.preferences;
  const locale = shownNumberLocale();
  const money = (value: string) => formatAmount(value, locale, 'TRY');
  const [lines, setLines] = useState<TillLine[]>([]);
  const [payments, setPayments] = useState<TillPayment[]>([]);
  const [amount, setAmount] = useState<string | null>(null);
  const [tendered, setTendered] = useState<string | null>(null);
  const [last, setLast] = useState<{ number: string; change: string } | null>(null);
  // One UUID per receipt: a retry after a lost answer returns the first receipt, never a second sale.
  const clientId = useRef(crypto.randomUUID());

  const sessions = useQuery({
    queryKey: ['pos', 'sessions'],
    queryFn: () => apiGet<{ list: OpenSession[] }>('/cash-sessions', { status: 'open' }),
  });
  const session = sessions.data?.list[0];
  const due = dueOf(lines);
  const left = leftOf(lines, payments);
  const settled = lines.length > 0 && paidOf(payments).eq(due);

  const close = useMutation({
    mutationFn: () =>
      apiSend<{ record: { number: string; pos: { change: string } } }>(
        'post',
        '/pos/receipts',
        {
          clientId: clientId.current,
          sessionId: session!.id,
          warehouseId: preferences?.default_warehouse_id,
          date: today(),
          time: nowTime(),
          lines: lines.map((line) => ({
            itemId: line.itemId,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            vatRate: line.vatRate,
          })),
          payments: payments.map(({ method, amount: paid }) => ({ method, amount: paid })),
          cashTendered: tendered,
        },
        { headers: { 'Idempotency-Key': clientId.current } },
      ),
    onSuccess: ({ data }) => {
      setLast({ number: data.record.number, change: data.record.pos.change });
      setLines([]);
      setPayments([]);
      setAmount(null);
      setTendered(null);
      clientId.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
    },
  });

  const pay = (method: TillPayment['method']) => {
    const value = amount && Number(amount) > 0 ? amount : left;
    if (!(Number(value) > 0)) return;
    setPayments((current) => [...current, { key: nextKey('payment'), method, amount: value }]);
    setAmount(null);
  };

  if (sessions.isLoading) return <Card loading />;
  if (!session)
    return (
      <Card title={t('routes.documents.posNew')} data-testid="till">
        <OpenSessionForm onOpened={() => void sessions.refetch()} />
      </Card>
    );

  return (
    <Card
      title={t('routes.documents.posNew')}
      extra={
        <Typography.Text data-testid="till-session">
          {t('pos.session', { register: session.register })}
        </Typography.Text>
      }
      data-testid="till"
    >
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          <ItemAdder
            onAdd={(item, quantity) => {
              setLast(null);
              setLines((current) => withItem(current, item, quantity));
            }}
            disabled={close.isPending}
          />
          <Table<TillLine>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={lines}
            data-testid="till-lines"
            locale={{ emptyText: <Empty description={t('pos.emptyBasket')} /> }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('pos.item') },
              { key: 'quantity', dataIndex: 'quantity', title: t('pos.quantity'), align: 'right', width: 90 },
              {
                key: 'price',
                title: t('pos.price'),
                align: 'right',
                width: 120,
                render: (_, line) => money(line.unitPrice),
              },
              {
                key: 'amount',
                title: t('pos.amount'),
                align: 'right',
                width: 130,
                render: (_, line) => money(dueOf([line])),
              },
              {
                key: 'remove',
                width: 48,
                render: (_, line) => (
                  <Button
                    size="small"
                    danger
                    aria-label={t('pos.removeLine')}
                    onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                  >
                    ×
                  </Button>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={9}>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Statistic title={t('pos.due')} value={money(due)} data-testid="till-due" />
            <Statistic title={t('pos.left')} value={money(left)} data-testid="till-left" />
            <Space wrap>
              <DecimalInput
                scale={2}
                fixed={2}
                value={amount}
                onChange={setAmount}
                emptyValue={null}
                aria-label={t('pos.payAmount')}
              />
              {METHODS.map((method) => (
                <Button
                  key={method}
                  onClick={() => pay(method)}
                  disabled={lines.length === 0 || Number(left) === 0}
                >
                  {t(`pos.methods.${method}`)}
                </Button>
              ))}
            </Space>
            {payments.map((payment) => (
              <Space key={payment.key} data-testid="till-payment">
                <Typography.Text>{t(`pos.methods.${payment.method}`)}</Typography.Text>
                <Typography.Text strong>{money(payment.amount)}</Typography.Text>
                <Button
                  size="small"
                  onClick={() =>
                    setPayments((current) => current.filter((other) => other.key !== payment.key))
                  }
                >
                  ×
                </Button>
              </Space>
            ))}
            {payments.some((payment) => payment.method === 'cash') && (
              <Space>
                <Typography.Text>{t('pos.tendered')}</Typography.Text>
                <DecimalInput
                  scale={2}
                  fixed={2}
                  value={tendered}
                  onChange={setTendered}
                  emptyValue={null}
                  aria-label={t('pos.tendered')}
                />
              </Space>
            )}
            {tendered !== null && (
              <Statistic
                title={t('pos.change')}
                value={money(changeOf(payments, tendered))}
                data-testid="till-change"
                valueStyle={{ fontSize: 40 }}
              />
            )}
            <Button
              type="primary"
              size="large"
              block
              disabled={!settled}
              loading={close.isPending}
              onClick={() => close.mutate()}
            >
              {t('pos.closeReceipt')}
            </Button>
            {last && (
              <Alert
                type="success"
                showIcon
                data-testid="till-done"
                title={t('pos.closed', { number: last.number, change: money(last.change) })}
              />
            )}
          </Space>
        </Col>
      </Row>
    </Card>
  );
}
