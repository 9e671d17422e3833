import type { PosReceiptInput } from '@kibo/contracts/resources';
import { formatAmount } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { ItemAdder } from '../documents/editor/ItemAdder.tsx';
import { asItemRow } from './catalogue.ts';
import { keptForOffline } from './device/kept-answer.ts';
import { TillDeviceNotice } from './device/TillDeviceNotice.tsx';
import { lineShown, scanStarted } from './device/timings.ts';
import { useTillCatalogue } from './device/useTillCatalogue.ts';
import { useTillDevice } from './device/useTillDevice.ts';
import { OpenSessionForm } from './OpenSessionForm.tsx';
import { UnsentCounter } from './outbox/UnsentCounter.tsx';
import { sendReceipt, TillRefusal } from './send.ts';
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
  const settings = useStore(settingsStore).settings;
  const preferences = settings?.app.preferences;
  const catalogue = useTillCatalogue();
  const device = useTillDevice();
  const scanAt = useRef<number | null>(null);
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
    networkMode: 'always',
    queryFn: () =>
      keptForOffline('sessions', settings?.app.company_id ?? 0, () =>
        apiGet<{ list: OpenSession[] }>('/cash-sessions', { status: 'open' }),
      ),
  });
  const session = sessions.data?.list[0];
  const due = dueOf(lines);
  const left = leftOf(lines, payments);
  const settled = lines.length > 0 && paidOf(payments).eq(due);

  useEffect(() => {
    if (scanAt.current !== null && lines.length > 0) lineShown(scanAt.current);
    scanAt.current = null;
  }, [lines]);

  const close = useMutation({
    networkMode: 'always',
    mutationFn: () =>
      sendReceipt({
        kind: 'sale',
        body: {
          clientId: clientId.current,
          sessionId: session!.id,
          warehouseId: preferences?.default_warehouse_id as number,
          seriesId: null,
          date: today(),
          time: nowTime(),
          accountId: null,
          description: '',
          lines: lines.map((line) => ({
            itemId: line.itemId,
            description: '',
            quantity: line.quantity,
            unitId: null,
            unitPrice: line.unitPrice,
            discounts: [],
            vatRate: line.vatRate as PosReceiptInput['lines'][number]['vatRate'],
          })),
          receiptDiscount: null,
          payments: payments.map(({ method, amount: paid }) => ({ method, amount: paid })),
          cashTendered: tendered,
          basketId: null,
          madeOffline: false,
          localNumber: null,
        },
      }),
    onSuccess: (sent) => {
      setLast(
        sent.state === 'saved'
          ? { number: sent.record.number, change: sent.record.pos.change }
          : { number: sent.localNumber, change: changeOf(payments, tendered ?? '') },
      );
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
        <Space>
          <UnsentCounter />
          <Typography.Text data-testid="till-session">
            {t('pos.session', { register: session.register })}
          </Typography.Text>
        </Space>
      }
      data-testid="till"
    >
      <TillDeviceNotice />
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          <ItemAdder
            find={async (code) => {
              scanAt.current = scanStarted();
              const found = await catalogue.byCode([code]);
              return found && asItemRow(found.item);
            }}
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
              disabled={!settled || device.stopped}
              loading={close.isPending}
              onClick={() => close.mutate()}
            >
              {t('pos.closeReceipt')}
            </Button>
            {close.error instanceof TillRefusal && (
              <Alert type="warning" showIcon title={t(close.error.message)} />
            )}
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
