import { formatAmount } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { useApproval } from './ApprovalDialog.tsx';
import { BasketsDrawer } from './BasketsDrawer.tsx';
import { CustomerDialog } from './CustomerDialog.tsx';
import { TillDeviceNotice } from './device/TillDeviceNotice.tsx';
import { lineShown, POS_MARKS } from './device/timings.ts';
import { useTillCatalogue } from './device/useTillCatalogue.ts';
import { useTillDevice } from './device/useTillDevice.ts';
import { useLeaveGuard } from './leave-guard.ts';
import { OpenSessionForm } from './OpenSessionForm.tsx';
import { PointsDialog, ReceiptDiscountDialog, SplitDialog } from './PaymentDialogs.tsx';
import { Keypad, type LineKey, PaymentPanel } from './PaymentPanel.tsx';
import { QuickKeys } from './QuickKeys.tsx';
import { ReceiptLines } from './ReceiptLines.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { ScanBox, type ScanBoxHandle } from './ScanBox.tsx';
import { useStableHandler } from './stable.ts';
import { TillHeader } from './TillHeader.tsx';
import { settled, spendablePoints, withoutPayment } from './till.ts';
import { useTillKeys } from './till-keys.ts';
import './till.css';
import { useTillSession } from './useTillSession.ts';
import { useTillStart } from './useTillStart.ts';
import { type Done, useTillWork } from './useTillWork.ts';

type Dialog = 'customer' | 'baskets' | 'refund' | 'points' | 'split' | 'discount' | null;

/**
 * `/fis/pos/yeni`: the till, full screen, keyboard and scanner first (F2 box, F4 customer, F6 put
 * aside, F7 baskets, F8 cash, F9 card, F10 close), usable by touch on a tablet. A scan adds a line,
 * the keypad's keys change the selected one, the customer pays by any mix of methods, and the
 * receipt closes once the payments add up, inside the cashier's open till session, once per UUID.
 */
export function TillPage() {
  const { t } = useTranslation();
  const locale = shownNumberLocale();
  const catalogue = useTillCatalogue();
  const device = useTillDevice();
  // When the scan that added the newest line was entered: scan-to-line for the bench.
  const scanAt = useRef<number | null>(null);
  const { session, loading, refresh, choose } = useTillSession();
  const setup = useQuery({
    queryKey: ['pos', 'setup'],
    queryFn: () => catalogue.rules(),
    staleTime: 5 * 60_000,
  });
  const approval = useApproval();
  const work = useTillWork({ setup: setup.data, session, catalogue, ask: approval.ask });
  const { till } = work;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refundNumber, setRefundNumber] = useState('');
  const [full, setFull] = useState(() => localStorage.getItem('kibo_till_full') !== '0');
  const root = useRef<HTMLDivElement>(null);
  const scan = useRef<ScanBoxHandle>(null);
  const focusBox = useCallback(() => scan.current?.focus(), []);
  const receiptOpen = till.receipt.lines.length > 0;
  const companyId = useStore(settingsStore).settings?.app.company_id ?? 0;
  /** A line from a scan, a search or a quick key; the last receipt's message goes with the first one. */
  const ring = (
    item: Parameters<typeof till.add>[0],
    options: Parameters<typeof till.add>[1] & { scannedAt?: number },
  ) => {
    if (!receiptOpen) work.clearDone();
    scanAt.current = options.scannedAt ?? null;
    till.add(item, options);
  };
  useTillStart(Boolean(session && setup.data), { ...till, add: ring }, catalogue, (number) => {
    setRefundNumber(number);
    setDialog('refund');
  });
  useLeaveGuard(root, receiptOpen, focusBox);
  // The keypad and the quick keys stay as they are while the receipt changes.
  const typeKey = useStableHandler((key: string) =>
    till.box.set((current) => (key === '⌫' ? current.slice(0, -1) : `${current}${key}`)),
  );
  const lineKey = useStableHandler((key: LineKey) => void till.lineKey(key));
  const stepLine = useStableHandler(till.step);
  const removeLine = useStableHandler((key: string) => void till.remove(key));
  const pickQuickKey = useStableHandler(async (id: number) => {
    const item = await catalogue.byId(id);
    if (item) ring(item, { unitId: null });
  });

  const openCustomer = useCallback(() => setDialog('customer'), []);
  const openRefund = useCallback(() => setDialog('refund'), []);
  const openBaskets = useCallback(() => setDialog('baskets'), []);
  const sessionClosed = useStableHandler(() => void refresh());
  const toggleFull = useStableHandler(() => {
    localStorage.setItem('kibo_till_full', full ? '0' : '1');
    setFull(!full);
  });

  // No key acts while a dialog asks something (the PIN, a count, the printer): it belongs to the dialog.
  useTillKeys(root, dialog === null && !approval.asking, {
    F2: () => scan.current?.focus(),
    F4: () => setDialog('customer'),
    F6: () => void work.suspend(),
    F7: () => setDialog('baskets'),
    F8: () => till.pay('cash'),
    F9: () => till.pay('card'),
    F10: () => settled(till.receipt) && !device.stopped && void work.close(),
    Delete: () => till.selected && void till.remove(till.selected),
  });

  const ready = Boolean(session && setup.data);
  // In the box as the till opens and back after every change, so a scanner's keys land there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the till shown, a closed dialog, a new line or a finished receipt is the trigger
  useEffect(() => {
    if (dialog === null && !approval.asking) scan.current?.focus();
  }, [ready, dialog, approval.asking, till.receipt.lines.length, work.done]);

  // The bench reads these (`npm run bench -- pos`): a scan until its line shows, the till ready to sell.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed line is the trigger
  useEffect(() => {
    if (scanAt.current !== null) lineShown(scanAt.current);
    scanAt.current = null;
  }, [till.receipt.lines]);
  useEffect(() => {
    if (ready) performance.mark(POS_MARKS.ready);
  }, [ready]);

  if (loading || setup.isLoading) return <Card loading />;
  if (!session)
    return (
      <Card title={t('routes.documents.posNew')} data-testid="till">
        <OpenSessionForm
          onOpened={(cashAccountId) => {
            choose(cashAccountId);
            void refresh();
          }}
        />
      </Card>
    );
  if (!setup.data) return <Alert type="error" showIcon title={t('pos.setupMissing')} />;
  const money = (value: string) => formatAmount(value, locale, 'TRY');
  const customer = till.receipt.customer;
  const mostPoints = spendablePoints(till.receipt, setup.data);

  return (
    <div ref={root} className={`kibo-till${full ? ' full' : ''}`} data-testid="till">
      <TillHeader
        session={session}
        customer={customer}
        passive={!till.rights.changePrice}
        receiptOpen={receiptOpen}
        full={full}
        onCustomer={openCustomer}
        onRefund={openRefund}
        onBaskets={openBaskets}
        onToggleFull={toggleFull}
        onSessionClosed={sessionClosed}
      />
      <main>
        <section className="left">
          <ScanBox
            ref={scan}
            box={till.box}
            catalogue={catalogue}
            setup={setup.data}
            disabled={work.closing}
            handlers={{ onItem: ring, onCustomer: (account) => void till.attach(account) }}
          />
          <TillDeviceNotice device={device} />
          <ReceiptLines
            lines={till.receipt.lines}
            selected={till.selected}
            onSelect={till.setSelected}
            onStep={stepLine}
            onRemove={removeLine}
          />
          <QuickKeys companyId={companyId} onPick={pickQuickKey} />
          <Space className="line-actions" wrap>
            <Button onClick={() => void work.suspend()} disabled={!receiptOpen}>
              {t('pos.suspend')}
              <small className="fkey">F6</small>
            </Button>
            <Button onClick={() => setDialog('discount')} disabled={!receiptOpen}>
              {t('pos.receiptDiscount')}
            </Button>
            <Button danger onClick={() => void work.voidReceipt()} disabled={!receiptOpen}>
              {t('pos.voidReceipt')}
            </Button>
            {till.shares.length > 0 && (
              <Tag color="blue" data-testid="till-shares">
                {t('pos.sharesLeft', { count: till.shares.length, amount: money(till.shares[0]!) })}
              </Tag>
            )}
          </Space>
          <DoneBanner done={work.done} onPrint={work.reprint} />
        </section>
        <section className="right">
          <Keypad disabled={work.closing} onKey={typeKey} onLineKey={lineKey} />
          <PaymentPanel
            receipt={till.receipt}
            canClose={settled(till.receipt) && !work.closing && !device.stopped}
            closing={work.closing}
            hasPoints={mostPoints > 0}
            lastChange={work.done?.kind === 'sale' && Number(work.done.amount) > 0 ? work.done.amount : null}
            actions={{
              pay: till.pay,
              remove: (key) => till.setReceipt((current) => withoutPayment(current, key)),
              tender: (value) => till.setReceipt((current) => ({ ...current, tendered: value })),
              points: () => setDialog('points'),
              split: () => setDialog('split'),
              close: () => void work.close(),
            }}
          />
        </section>
      </main>
      {/* Each dialog is there only while open: a scan renders none of them. */}
      {dialog === 'customer' && (
        <CustomerDialog
          open
          catalogue={catalogue}
          current={customer}
          onClose={() => setDialog(null)}
          onPick={(account) => {
            setDialog(null);
            void till.attach(account);
          }}
        />
      )}
      {dialog === 'baskets' && (
        <BasketsDrawer
          open
          sessionId={session.id}
          onClose={() => setDialog(null)}
          onRecall={(id) => {
            setDialog(null);
            void work.recall(id);
          }}
          onDelete={(id) => void work.deleteBasket(id)}
        />
      )}
      {dialog === 'refund' && (
        <RefundDialog
          open
          number={refundNumber}
          busy={work.closing}
          onClose={() => {
            setRefundNumber('');
            setDialog(null);
          }}
          onRefund={(request) => {
            setDialog(null);
            void work.refund(request);
          }}
        />
      )}
      {dialog === 'points' && (
        <PointsDialog
          open
          setup={setup.data}
          most={mostPoints}
          balance={customer?.points ?? 0}
          onClose={() => setDialog(null)}
          onSpend={(points) => {
            setDialog(null);
            till.spendPoints(points);
          }}
        />
      )}
      {dialog === 'split' && (
        <SplitDialog
          open
          onClose={() => setDialog(null)}
          onSplit={(shares) => {
            setDialog(null);
            till.split(shares);
          }}
        />
      )}
      {dialog === 'discount' && (
        <ReceiptDiscountDialog
          open
          current={till.receipt.discount}
          onClose={() => setDialog(null)}
          onApply={(discount) => {
            setDialog(null);
            void till.discountReceipt(discount);
          }}
        />
      )}
      {approval.dialog}
      {work.closing && <Spin fullscreen />}
    </div>
  );
}

/** The receipt just made: its number, the change to count out (or the money paid back), a reprint. */
function DoneBanner({ done, onPrint }: { done: Done | null; onPrint(): void }) {
  const { t } = useTranslation();
  if (!done) return null;
  const amount = formatAmount(done.amount, shownNumberLocale(), 'TRY');
  return (
    <Alert
      type="success"
      showIcon
      data-testid="till-done"
      title={
        done.kind === 'refund'
          ? t('pos.refunded', { number: done.number, amount })
          : t('pos.closed', { number: done.number, change: amount })
      }
      description={done.queued ? t('pos.queued') : undefined}
      action={
        <Button size="small" onClick={onPrint}>
          {t('pos.print')}
        </Button>
      }
    />
  );
}
