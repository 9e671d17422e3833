import type { PosPaymentMethod } from '@kibo/contracts/resources';
import { Big, formatAmount } from '@kibo/domain';
import { Button, Space, Statistic, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { changeOf, leftOf, type Receipt, totalsOf } from './till.ts';

/** The keys that act on the selected line with the number in the box. */
export type LineKey = 'quantity' | 'price' | 'discount';

const DIGITS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', ',', '⌫'];

/** Touch keys for the number in the till's box (a tablet has no keyboard); not rendered again by a scan. */
export const Keypad = memo(function Keypad({
  onKey,
  onLineKey,
  disabled,
}: {
  onKey(key: string): void;
  onLineKey(key: LineKey): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="kibo-till-keypad">
      {DIGITS.map((key) => (
        <Button
          key={key}
          size="large"
          disabled={disabled}
          onClick={() => onKey(key)}
          aria-label={key === '⌫' ? t('pos.backspace') : key}
        >
          {key}
        </Button>
      ))}
      <Button size="large" disabled={disabled} onClick={() => onLineKey('quantity')}>
        {t('pos.keys.quantity')}
      </Button>
      <Button size="large" disabled={disabled} onClick={() => onLineKey('price')}>
        {t('pos.keys.price')}
      </Button>
      <Button size="large" disabled={disabled} onClick={() => onLineKey('discount')}>
        {t('pos.keys.discount')}
      </Button>
    </div>
  );
});

export interface PaymentActions {
  pay(method: PosPaymentMethod): void;
  remove(key: string): void;
  tender(value: string | null): void;
  points(): void;
  split(): void;
  close(): void;
}

/**
 * What is due and how it is paid: the total (after the receipt discount), each payment, what is left,
 * the cash handed over and the change in large figures; the receipt closes only when the payments
 * add up to it.
 */
export function PaymentPanel({
  receipt,
  canClose,
  closing,
  hasPoints,
  lastChange,
  actions,
}: {
  receipt: Receipt;
  canClose: boolean;
  closing: boolean;
  hasPoints: boolean;
  /** The change of the receipt just closed: it stays large while the cashier counts it out. */
  lastChange: string | null;
  actions: PaymentActions;
}) {
  const { t } = useTranslation();
  const locale = shownNumberLocale();
  const money = (value: string) => formatAmount(value, locale, 'TRY');
  const totals = totalsOf(receipt);
  const left = leftOf(receipt);
  const empty = receipt.lines.length === 0;
  const nothingLeft = new Big(left).eq(0);
  const hasCash = receipt.payments.some((payment) => payment.method === 'cash');
  const methods: { method: PosPaymentMethod; key?: string; disabled?: boolean }[] = [
    { method: 'cash', key: 'F8' },
    { method: 'card', key: 'F9' },
    { method: 'transfer' },
    { method: 'account', disabled: !receipt.customer },
  ];
  return (
    <div className="kibo-till-pay">
      <div className="totals">
        <Statistic title={t('pos.due')} value={money(totals.payable)} data-testid="till-due" />
        {new Big(totals.documentDiscount).gt(0) && (
          <Typography.Text type="success" data-testid="till-receipt-discount">
            {t('pos.receiptDiscountShown', { amount: money(totals.documentDiscount) })}
          </Typography.Text>
        )}
        <Statistic title={t('pos.left')} value={money(left)} data-testid="till-left" />
      </div>
      <div className="methods">
        {methods.map(({ method, key, disabled }) => (
          <Button
            key={method}
            size="large"
            disabled={empty || nothingLeft || disabled}
            onClick={() => actions.pay(method)}
          >
            {t(`pos.methods.${method}`)}
            {key && <small className="fkey">{key}</small>}
          </Button>
        ))}
        <Button size="large" disabled={empty || !hasPoints} onClick={actions.points}>
          {t('pos.methods.points')}
        </Button>
        <Button size="large" disabled={empty || nothingLeft} onClick={actions.split}>
          {t('pos.split')}
        </Button>
      </div>
      {receipt.payments.length > 0 && (
        <ul className="payments" aria-label={t('pos.payments')}>
          {receipt.payments.map((payment) => (
            <li key={payment.key} data-testid="till-payment">
              <span>{t(`pos.methods.${payment.method}`)}</span>
              <b>{money(payment.amount)}</b>
              <Button
                size="small"
                type="text"
                aria-label={t('pos.removePayment')}
                onClick={() => actions.remove(payment.key)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasCash && (
        <Space className="tendered">
          <Typography.Text>{t('pos.tendered')}</Typography.Text>
          <DecimalInput
            scale={2}
            fixed={2}
            value={receipt.tendered}
            onChange={actions.tender}
            emptyValue={null}
            aria-label={t('pos.tendered')}
          />
        </Space>
      )}
      {(receipt.tendered !== null || (empty && lastChange !== null)) && (
        <Statistic
          className="change"
          title={t('pos.change')}
          value={money(empty && lastChange !== null ? lastChange : changeOf(receipt))}
          data-testid="till-change"
        />
      )}
      <Button
        type="primary"
        size="large"
        block
        className="close"
        disabled={!canClose}
        loading={closing}
        onClick={actions.close}
      >
        {t('pos.closeReceipt')}
        <small className="fkey">F10</small>
      </Button>
    </div>
  );
}
