import type { PosPaymentMethod, PosSetup } from '@kibo/contracts/resources';
import { Big, equalShares, formatAmount, parseAmountInput, type ScanReading } from '@kibo/domain';
import { App } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { createStore } from '../../platform/store.ts';
import type { useApproval } from './ApprovalDialog.tsx';
import type { TillAccount, TillItem } from './catalogue.ts';
import type { LineKey } from './PaymentPanel.tsx';
import { useTillRights } from './rights.ts';
import {
  addItem,
  emptyReceipt,
  leftOf,
  lineTotal,
  type Receipt,
  type ReceiptDiscount,
  withCustomer,
  withLine,
  withoutLine,
  withPayment,
  withPoints,
} from './till.ts';

type Ask = ReturnType<typeof useApproval>['ask'];

/**
 * The receipt being rung up and what the cashier does to it: lines from scans and picks, the keypad's
 * quantity, price and discount keys, deleting lines, the customer, payments (split into equal shares
 * where a table pays by guest), points and the receipt discount. What the user may not do alone
 * (the spec's POS permission) asks a manager's PIN first; the approval travels with the line.
 */
export function useReceipt(setup: PosSetup | undefined, ask: Ask) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = shownNumberLocale();
  const [receipt, setReceiptState] = useState<Receipt>(emptyReceipt);
  // The receipt as of the last change, for scans that arrive faster than renders.
  const latest = useRef(receipt);
  const setReceipt = (change: (current: Receipt) => Receipt) => {
    latest.current = change(latest.current);
    setReceiptState(latest.current);
  };
  const [selected, setSelected] = useState<string | null>(null);
  // What is typed in the box, outside React's state: a keystroke renders the box alone, not the
  // whole till (a scanner types a barcode in a few milliseconds, and each whole-till render held up
  // the Enter behind it).
  const box = useMemo(() => createStore(''), []);
  const [shares, setShares] = useState<string[]>([]);
  // The cards of the lines, to re-price them for a customer's price list.
  const cards = useRef(new Map<number, TillItem>());
  const rights = useTillRights();

  /** The number in the box, read the Turkish way (1.250,50); undefined when there is none. */
  const typed = (scale = 4): string | undefined => {
    const reading = parseAmountInput(box.get(), locale, { scale });
    if (reading.kind === 'value') return reading.value;
    if (reading.kind === 'ambiguous') return reading[reading.own];
    if (reading.kind === 'invalid') message.warning(t('pos.notANumber', { text: box.get() }));
    return undefined;
  };

  const approve = async (action: 'changePrice' | 'deleteLine' | 'deleteReceipt', detail: object) => {
    if (action === 'changePrice' ? rights.changePrice : rights.delete) return { token: null };
    const token = await ask(action, detail);
    return token ? { token } : undefined;
  };

  const add = (
    item: TillItem,
    options: { unitId: number | null; reading?: ScanReading; quantity?: string },
  ) => {
    if (!setup) return;
    cards.current.set(item.id, item);
    const before = latest.current;
    setReceipt((current) => addItem(current, setup, item, options));
    const after = latest.current;
    const grown = after.lines.find((line, index) => line !== before.lines[index]) ?? after.lines.at(-1);
    setSelected(grown?.key ?? null);
    setShares([]);
  };

  const remove = async (key: string) => {
    const line = latest.current.lines.find((each) => each.key === key);
    if (!line) return;
    const approval = await approve('deleteLine', { itemId: line.itemId, reason: line.name.slice(0, 200) });
    if (!approval) return;
    setReceipt((current) => withoutLine(current, key, approval.token));
    setSelected((current) => (current === key ? null : current));
    setShares([]);
  };

  const step = (key: string, by: 1 | -1) => {
    const line = latest.current.lines.find((each) => each.key === key);
    if (!line || !setup) return;
    const quantity = new Big(line.quantity).plus(by);
    if (quantity.lte(0)) return void remove(key);
    setReceipt((current) => withLine(current, setup, key, { quantity: quantity.toString() }));
  };

  const lineKey = async (kind: LineKey) => {
    const line = latest.current.lines.find((each) => each.key === selected) ?? latest.current.lines.at(-1);
    if (!line || !setup) return void message.info(t('pos.selectLine'));
    const value = typed(kind === 'discount' ? 2 : 4);
    if (value === undefined) return void message.info(t('pos.typeNumberFirst'));
    box.set('');
    if (kind === 'quantity') {
      if (!(Number(value) > 0)) return;
      setReceipt((current) => withLine(current, setup, line.key, { quantity: value }));
      return;
    }
    if (kind === 'discount' && Number(value) > 100) return void message.warning(t('pos.discountOver'));
    const change = kind === 'price' ? { unitPrice: value } : { discount: value };
    const approval = await approve('changePrice', {
      itemId: line.itemId,
      oldPrice: line.unitPrice,
      ...(kind === 'price' ? { newPrice: value } : { reason: `%${value}` }),
    });
    if (!approval) return;
    setReceipt((current) => withLine(current, setup, line.key, { ...change, approval: approval.token }));
  };

  const attach = async (account: TillAccount | null) => {
    if (!setup) return;
    let customer = account;
    // What they owe and their points now, while the line is up; the device's copy otherwise.
    if (account && navigator.onLine)
      try {
        const standing = await apiGet<{ balances: { currency: string; balance: string }[]; points: number }>(
          '/pos/standing',
          { accountId: account.id },
          { silent: true },
        );
        const lira = standing.balances.find((balance) => balance.currency === 'TRY');
        customer = { ...account, balance: lira?.balance ?? '0', points: standing.points };
      } catch {
        // Offline or slow: the copy's figures stand.
      }
    setReceipt((current) => withCustomer(current, setup, customer, cards.current));
  };

  const pay = (method: PosPaymentMethod) => {
    if (latest.current.lines.length === 0) return;
    const typedText = box.get().trim();
    const amount = typedText ? typed(2) : (shares[0] ?? undefined);
    if (typedText && amount === undefined) return;
    const value = amount && Number(amount) > 0 ? amount : leftOf(latest.current);
    if (new Big(value).gt(leftOf(latest.current))) return void message.warning(t('pos.payOverLeft'));
    if (method === 'account') {
      const customer = latest.current.customer;
      if (!customer) return void message.warning(t('pos.accountNeedsCustomer'));
      const limit = new Big(customer.riskLimit || 0);
      const after = new Big(customer.balance ?? 0).plus(value);
      if (limit.gt(0) && after.gt(limit))
        return void message.error(
          t('pos.overRisk', {
            limit: formatAmount(limit.toFixed(2), locale, 'TRY'),
            balance: formatAmount(after.toFixed(2), locale, 'TRY'),
          }),
        );
    }
    box.set('');
    if (!typedText && shares.length > 0) setShares(shares.slice(1));
    setReceipt((current) => withPayment(current, method, value));
  };

  const split = (count: number) => setShares(equalShares(leftOf(latest.current), count));

  const spendPoints = (points: number) =>
    setup && setReceipt((current) => withPoints(current, setup, points));

  const discountReceipt = async (discount: ReceiptDiscount | null) => {
    if (discount && Number(discount.value) > 0) {
      const approval = await approve('changePrice', { reason: `${discount.kind}:${discount.value}` });
      if (!approval) return;
      setReceipt((current) => ({ ...current, discount, discountApproval: approval.token, payments: [] }));
    } else setReceipt((current) => ({ ...current, discount: null, discountApproval: null, payments: [] }));
  };

  const reset = () => {
    setReceipt(() => emptyReceipt());
    setSelected(null);
    setShares([]);
    cards.current.clear();
  };

  return {
    receipt,
    setReceipt,
    selected,
    setSelected,
    box,
    shares,
    cards: cards.current,
    rights,
    add,
    remove,
    step,
    lineKey,
    attach,
    pay,
    split,
    spendPoints,
    discountReceipt,
    approve,
    reset,
    lineTotal,
  };
}
