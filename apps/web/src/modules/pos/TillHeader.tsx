import { Button, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TillAccount } from './catalogue.ts';
import { UnsentCounter } from './outbox/UnsentCounter.tsx';
import { PrinterSettingsButton } from './printing/index.ts';
import { TillCashMenu } from './session/index.ts';
import type { TillSession } from './useTillSession.ts';

/**
 * The till's top bar: unsent receipts, the register, the customer (F4), the refund, cash, printer and
 * baskets (F7) menus, full screen. Memoised with stable handlers: a scan does not render it again.
 */
export const TillHeader = memo(function TillHeader({
  session,
  customer,
  passive,
  receiptOpen,
  full,
  onCustomer,
  onRefund,
  onBaskets,
  onToggleFull,
  onSessionClosed,
}: {
  session: TillSession;
  customer: TillAccount | null;
  passive: boolean;
  receiptOpen: boolean;
  full: boolean;
  onCustomer(): void;
  onRefund(): void;
  onBaskets(): void;
  onToggleFull(): void;
  onSessionClosed(): void;
}) {
  const { t } = useTranslation();
  return (
    <header>
      <UnsentCounter />
      <Typography.Text strong data-testid="till-session">
        {t('pos.session', { register: session.register })}
      </Typography.Text>
      <Button onClick={onCustomer} data-testid="till-customer">
        {customer
          ? `${customer.title}${customer.points != null ? ` · ${t('pos.customer.points', { points: customer.points })}` : ''}`
          : t('pos.customer.attach')}
        <small className="fkey">F4</small>
      </Button>
      {passive && <Tag color="default">{t('pos.passive')}</Tag>}
      <span className="spacer" />
      <Button onClick={onRefund}>{t('pos.refund.open')}</Button>
      <TillCashMenu session={session} receiptOpen={receiptOpen} onClosed={onSessionClosed} />
      <PrinterSettingsButton />
      <Button onClick={onBaskets}>
        {t('pos.baskets.open')}
        <small className="fkey">F7</small>
      </Button>
      <Tooltip title={full ? t('pos.exitFull') : t('pos.enterFull')}>
        <Button onClick={onToggleFull} aria-label={full ? t('pos.exitFull') : t('pos.enterFull')}>
          {full ? '⤡' : '⤢'}
        </Button>
      </Tooltip>
    </header>
  );
});
