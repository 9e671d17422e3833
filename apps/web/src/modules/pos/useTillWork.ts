import type { PosBasketInput, PosSetup } from '@kibo/contracts/resources';
import type { ReceiptInput } from '@kibo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet, apiSend } from '../../platform/api/client.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import type { useApproval } from './ApprovalDialog.tsx';
import type { TillCatalogue } from './catalogue.ts';
import { type PosReceiptView, receiptFromView, usePrinting } from './printing/index.ts';
import type { RefundRequest } from './RefundDialog.tsx';
import { printedSale, saleBody } from './receipt-input.ts';
import { sendReceipt, TillRefusal } from './send.ts';
import { recordVoid } from './session/index.ts';
import { changeOf, emptyReceipt, nowTime, type Receipt, restoreLine, today } from './till.ts';
import { useReceipt } from './useReceipt.ts';
import type { TillSession } from './useTillSession.ts';

/** The last receipt made at this till, shown until the next scan, with its paper for a reprint. */
export interface Done {
  kind: 'sale' | 'refund';
  number: string;
  /** A sale's change to count out; a refund's money paid back. */
  amount: string;
  queued: boolean;
  paper: ReceiptInput | null;
}

/**
 * The till's work around the receipt: closing it (once per UUID; queued on this device while the line
 * is down), putting it aside as a basket and recalling one, voiding it, refunds, and the last
 * receipt's paper.
 */
export function useTillWork({
  setup,
  session,
  catalogue,
  ask,
}: {
  setup: PosSetup | undefined;
  session: TillSession | undefined;
  catalogue: TillCatalogue;
  ask: ReturnType<typeof useApproval>['ask'];
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const settings = useStore(settingsStore).settings;
  const till = useReceipt(setup, ask);
  const printing = usePrinting();
  const [closing, setClosing] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const warehouseId = settings?.app.preferences.default_warehouse_id;
  const cashier = settings?.authorizedUser.name ?? '';

  /**
   * One piece of work at a time. A refusal by the server was shown already (and the receipt stays on
   * the till to be fixed); a receipt the device may not keep with the line down says why.
   */
  const busy = async (work: () => Promise<void>) => {
    if (closing) return;
    setClosing(true);
    try {
      await work();
    } catch (error) {
      if (error instanceof TillRefusal) message.error(t(error.message), 8);
      else if (!(error instanceof ApiError)) throw error;
    } finally {
      setClosing(false);
    }
  };

  const close = () =>
    busy(async () => {
      if (!session || !setup) return;
      if (!warehouseId) return void message.error(t('pos.noWarehouse'));
      // The receipt as of the last scan, which may be ahead of the screen.
      const receipt = till.current();
      const sent = await sendReceipt({
        kind: 'sale',
        body: saleBody(receipt, { sessionId: session.id, warehouseId }),
      });
      const number = sent.state === 'saved' ? sent.record.number : sent.localNumber;
      // Saved: the paper says what the server stored; queued: what this till sold, under its local number.
      const paper =
        sent.state === 'saved'
          ? receiptFromView(sent.record as unknown as PosReceiptView, { footer: setup.receiptFooter })
          : printedSale(receipt, setup, { number, cashier });
      setDone({
        kind: 'sale',
        number,
        amount: sent.state === 'saved' ? sent.record.pos.change : changeOf(receipt),
        queued: sent.state === 'queued',
        paper,
      });
      if (sent.state === 'saved') for (const warning of sent.warnings) message.warning(warning);
      till.reset();
      void queryClient.invalidateQueries({ queryKey: ['pos', 'baskets'] });
      void printing.printAfterSale(paper);
    });

  // One key per basket put aside, kept until the server answers: a lost answer sent again makes one
  // basket. A receipt changed since (or another one) is another basket, under a key of its own.
  const suspendKey = useRef<{ receipt: Receipt; key: string } | null>(null);
  const suspend = () =>
    busy(async () => {
      const receipt = till.current();
      if (!session || receipt.lines.length === 0) return;
      // A table's bill stays the table's: it is paid or taken back at the table, never put aside.
      if (receipt.tableOrderId !== null) return void message.warning(t('pos.tableNotSuspended'));
      const body: PosBasketInput = {
        sessionId: session.id,
        accountId: receipt.customer?.id ?? null,
        note: receipt.customer?.title ?? '',
        lines: saleBody(receipt, { sessionId: session.id, warehouseId: warehouseId ?? 0 }).lines,
        receiptDiscount: receipt.discount,
        discountApproval: receipt.discountApproval,
      };
      if (suspendKey.current?.receipt !== receipt) suspendKey.current = { receipt, key: crypto.randomUUID() };
      await apiSend('post', '/pos/baskets', body, { headers: { 'Idempotency-Key': suspendKey.current.key } });
      suspendKey.current = null;
      message.success(t('pos.baskets.suspended'));
      till.reset();
      void queryClient.invalidateQueries({ queryKey: ['pos', 'baskets'] });
    });

  /** Puts a suspended basket back on the till: each line as it was kept (price, discount, approval, label). */
  const recall = (id: number) =>
    busy(async () => {
      if (!setup) return;
      if (till.current().lines.length > 0) return void message.warning(t('pos.baskets.finishFirst'));
      const basket = await apiGet<{
        id: number;
        accountId: number | null;
        note: string;
        content: Omit<PosBasketInput, 'sessionId'>;
      }>(`/pos/baskets/${id}`);
      till.setReceipt(() => ({ ...emptyReceipt(), basketId: basket.id }));
      if (basket.accountId) {
        const [account] = (await catalogue.searchAccounts(basket.note, 20)).filter(
          (hit) => hit.id === basket.accountId,
        );
        if (account) await till.attach(account);
      }
      const missing: number[] = [];
      for (const kept of basket.content.lines) {
        const item = await catalogue.byId(kept.itemId);
        if (item) till.setReceipt((current) => restoreLine(current, setup, item, kept));
        else missing.push(kept.itemId);
      }
      till.setReceipt((current) => ({
        ...current,
        discount: basket.content.receiptDiscount,
        discountApproval: basket.content.discountApproval ?? null,
      }));
      if (missing.length > 0) message.warning(t('pos.baskets.itemsMissing', { count: missing.length }));
    });

  const deleteBasket = (id: number) =>
    busy(async () => {
      const approval = await till.approve('deleteReceipt', { receiptId: `basket-${id}` });
      if (!approval) return;
      await apiSend('delete', `/pos/baskets/${id}`, undefined, {
        params: approval.token ? { approval: approval.token } : undefined,
      });
      message.success(t('pos.baskets.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['pos', 'baskets'] });
    });

  /**
   * Clears the receipt before payment (a void), recorded for the session's Z with its lines; a cashier
   * without the delete right asks a manager first. A table's bill or a recalled basket is only taken
   * off the till: the order or the basket still waits, nothing was voided.
   */
  const voidReceipt = () =>
    busy(async () => {
      const receipt = till.current();
      if (!session || receipt.lines.length === 0) return;
      if (receipt.tableOrderId !== null || receipt.basketId !== null) {
        till.reset();
        return void message.info(t('pos.setAside'));
      }
      const approval = await till.approve('deleteReceipt', { receiptId: receipt.clientId });
      if (!approval) return;
      await recordVoid({
        sessionId: session.id,
        lines: saleBody(receipt, { sessionId: session.id, warehouseId: warehouseId ?? 0 }).lines,
        receiptDiscount: receipt.discount,
        approval: approval.token ?? undefined,
      });
      till.reset();
      message.info(t('pos.voided'));
    });

  // One UUID per refund, kept until it is done: a lost answer sent again refunds once.
  const refundKey = useRef<{ receiptId: number; clientId: string } | null>(null);
  const refund = (request: RefundRequest) =>
    busy(async () => {
      if (!session) return;
      if (refundKey.current?.receiptId !== request.receipt.id)
        refundKey.current = { receiptId: request.receipt.id, clientId: crypto.randomUUID() };
      const sent = await sendReceipt({
        kind: 'refund',
        body: {
          clientId: refundKey.current.clientId,
          sessionId: session.id,
          date: today(),
          time: nowTime(),
          accountId: request.receipt.accountId,
          description: '',
          refundOf: request.receipt.id,
          lines: request.lines,
          payments: [{ method: request.method, amount: request.total }],
          cashTendered: null,
          madeOffline: false,
          localNumber: null,
        },
      });
      refundKey.current = null;
      const number = sent.state === 'saved' ? sent.record.number : sent.localNumber;
      const paper =
        sent.state === 'saved'
          ? receiptFromView(sent.record as unknown as PosReceiptView, { footer: setup?.receiptFooter })
          : null;
      setDone({ kind: 'refund', number, amount: request.total, queued: sent.state === 'queued', paper });
      if (paper) void printing.printAfterSale(paper);
    });

  const reprint = () => {
    if (done?.paper) void printing.printReceipt(done.paper, { copy: true });
  };

  return {
    till,
    closing,
    done,
    clearDone: () => setDone(null),
    close,
    suspend,
    recall,
    deleteBasket,
    voidReceipt,
    refund,
    reprint,
  };
}
