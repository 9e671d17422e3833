import type { PosBasketInput, PosSetup } from '@kibo/contracts/resources';
import type { ReceiptInput } from '@kibo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
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
import { emptyReceipt } from './till.ts';
import { useReceipt } from './useReceipt.ts';
import type { TillSession } from './useTillSession.ts';

/** The last receipt made at this till, shown until the next scan, with its paper for a reprint. */
export interface Done {
  kind: 'sale' | 'refund';
  number: string;
  change: string;
  total: string;
  queued: boolean;
  paper: ReceiptInput | null;
}

const today = () => new Date().toLocaleDateString('sv-SE');
const nowTime = () => new Date().toTimeString().slice(0, 8);

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
      const receipt = till.receipt;
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
        change: sent.state === 'saved' ? sent.record.pos.change : '0',
        total: '0',
        queued: sent.state === 'queued',
        paper,
      });
      if (sent.state === 'saved') for (const warning of sent.warnings) message.warning(warning);
      till.reset();
      void queryClient.invalidateQueries({ queryKey: ['pos', 'baskets'] });
      void printing.printAfterSale(paper);
    });

  const suspend = () =>
    busy(async () => {
      if (!session || till.receipt.lines.length === 0) return;
      const receipt = till.receipt;
      const body: PosBasketInput = {
        sessionId: session.id,
        accountId: receipt.customer?.id ?? null,
        note: receipt.customer?.title ?? '',
        lines: saleBody(receipt, { sessionId: session.id, warehouseId: warehouseId ?? 0 }).lines,
        receiptDiscount: receipt.discount,
      };
      await apiSend('post', '/pos/baskets', body);
      message.success(t('pos.baskets.suspended'));
      till.reset();
      void queryClient.invalidateQueries({ queryKey: ['pos', 'baskets'] });
    });

  /** Puts a suspended basket back on the till: each line from its card, at the price it was put aside at. */
  const recall = (id: number) =>
    busy(async () => {
      if (!setup) return;
      if (till.receipt.lines.length > 0) return void message.warning(t('pos.baskets.finishFirst'));
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
      for (const line of basket.content.lines) {
        const item = await catalogue.byId(line.itemId);
        if (!item) continue;
        till.add(item, { unitId: line.unitId, quantity: line.quantity });
      }
      till.setReceipt((current) => ({
        ...current,
        discount: basket.content.receiptDiscount,
        lines: current.lines.map((line, index) => {
          const kept = basket.content.lines[index];
          if (!kept || (kept.unitPrice === line.unitPrice && (kept.discounts[0] ?? '0') === line.discount))
            return line;
          return {
            ...line,
            unitPrice: kept.unitPrice,
            discount: kept.discounts[0] ?? '0',
            manual: true,
            approval: kept.approval,
            offerId: null,
          };
        }),
      }));
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
   * without the delete right asks a manager first.
   */
  const voidReceipt = () =>
    busy(async () => {
      const receipt = till.receipt;
      if (!session || receipt.lines.length === 0) return;
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

  const refund = (request: RefundRequest) =>
    busy(async () => {
      if (!session) return;
      const clientId = crypto.randomUUID();
      const sent = await sendReceipt({
        kind: 'refund',
        body: {
          clientId,
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
      const number = sent.state === 'saved' ? sent.record.number : sent.localNumber;
      setDone({
        kind: 'refund',
        number,
        change: '0',
        total: request.total,
        queued: sent.state === 'queued',
        paper: null,
      });
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
