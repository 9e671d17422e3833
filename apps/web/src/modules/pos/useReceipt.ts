import type { ApprovalDetail } from '@kibo/contracts';
import type { PosPaymentMethod, PosSetup } from '@kibo/contracts/resources';
import { Big, equalShares, formatAmount, parseAmountInput, type ScanReading } from '@kibo/domain';
import { App } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { settingsStore } from '../../platform/settings.ts';
import { createStore, useStore } from '../../platform/store.ts';
import type { useApproval } from './ApprovalDialog.tsx';
import type { TillAccount, TillItem } from './catalogue.ts';
import { keepDraft, keptDraft } from './draft.ts';
import type { LineKey } from './PaymentPanel.tsx';
import { useTillRights } from './rights.ts';
import {
  addItem,
  emptyReceipt,
  leftOf,
  type Receipt,
  type ReceiptDiscount,
  unpaid,
  withCustomer,
  withFewer,
  withLine,
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
  const draftKey = `kibo_till_receipt_${useStore(settingsStore).settings?.app.company_id ?? 0}`;
  // The receipt being rung up survives a reload (F5, a crash): it is kept in this browser until it
  // is closed, put aside or voided.
  const [receipt, setReceiptState] = useState<Receipt>(() => keptDraft(draftKey) ?? emptyReceipt());
  // The receipt as of the last change, for scans that arrive faster than renders.
  const latest = useRef(receipt);
  const setReceipt = (change: (current: Receipt) => Receipt) => {
    latest.current = change(latest.current);
    setReceiptState(latest.current);
    keepDraft(draftKey, latest.current);
  };
  const [selected, setSelected] = useState<string | null>(null);
  // What is typed in the box, outside React's state: a keystroke renders the box alone, not the
  // whole till (a scanner types a barcode in a few milliseconds, and each whole-till render held up
  // the Enter behind it).
  const box = useMemo(() => createStore(''), []);
  // Equal shares of what was left when the bill was split; any change to the bill drops them.
  const [split, setSplit] = useState<{ left: string; shares: string[] }>({ left: '', shares: [] });
  const shares = split.left === leftOf(receipt) ? split.shares : [];
  const setShares = (next: string[]) => setSplit({ left: leftOf(latest.current), shares: next });
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

  /** Lets the user do it alone where they may, else asks a manager's PIN for exactly this (`summary` shown). */
  const approve = async (
    action: 'changePrice' | 'deleteLine' | 'deleteReceipt',
    detail: ApprovalDetail,
    summary?: string,
  ) => {
    if (action === 'changePrice' ? rights.changePrice : rights.delete) return { token: null };
    const token = await ask(action, detail, summary);
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
  };

  /**
   * A line's quantity set to `quantity`: more is a plain change; less (to 0: the line off) is a
   * deletion, which a cashier without the delete right asks a manager for and the Z counts.
   */
  const setQuantity = async (key: string, quantity: string) => {
    const line = latest.current.lines.find((each) => each.key === key);
    if (!line || !setup) return;
    if (!new Big(quantity).lt(line.quantity))
      return setReceipt((current) => withLine(current, setup, key, { quantity }));
    const gone = new Big(line.quantity).minus(new Big(quantity).gt(0) ? quantity : 0).toString();
    const approval = await approve('deleteLine', {
      itemId: line.itemId,
      reason: `${gone} × ${line.name}`.slice(0, 200),
    });
    if (!approval) return;
    setReceipt((current) => withFewer(current, setup, key, quantity, approval.token));
    if (!new Big(quantity).gt(0)) setSelected((current) => (current === key ? null : current));
  };

  const remove = (key: string) => setQuantity(key, '0');

  const step = (key: string, by: 1 | -1) => {
    const line = latest.current.lines.find((each) => each.key === key);
    if (line) void setQuantity(key, new Big(line.quantity).plus(by).toString());
  };

  const lineKey = async (kind: LineKey) => {
    const line = latest.current.lines.find((each) => each.key === selected) ?? latest.current.lines.at(-1);
    if (!line || !setup) return void message.info(t('pos.selectLine'));
    const value = typed(kind === 'discount' ? 2 : 4);
    if (value === undefined) return void message.info(t('pos.typeNumberFirst'));
    box.set('');
    if (kind === 'quantity') return void (Number(value) > 0 && setQuantity(line.key, value));
    if (kind === 'discount' && Number(value) > 100) return void message.warning(t('pos.discountOver'));
    const change = kind === 'price' ? { unitPrice: value } : { discount: value };
    // The manager approves the line as it will be: the item, its price and its discount.
    const approval = await approve(
      'changePrice',
      {
        itemId: line.itemId,
        oldPrice: line.unitPrice,
        newPrice: change.unitPrice ?? line.unitPrice,
        discount: change.discount ?? line.discount,
      },
      t('pos.approval.linePrice', {
        item: line.name,
        price: formatAmount(change.unitPrice ?? line.unitPrice, locale, 'TRY'),
        discount: (change.discount ?? line.discount).replace('.', ','),
      }),
    );
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
    setReceipt((current) => withPayment(current, method, value));
    // The next share, of what is left after this payment.
    if (!typedText && shares.length > 0) setShares(shares.slice(1));
  };

  const splitInto = (count: number) => setShares(equalShares(leftOf(latest.current), count));

  const spendPoints = (points: number) =>
    setup && setReceipt((current) => withPoints(current, setup, points));

  const discountReceipt = async (discount: ReceiptDiscount | null) => {
    if (discount && Number(discount.value) > 0) {
      const value = formatAmount(discount.value, locale, discount.kind === 'amount' ? 'TRY' : undefined);
      const approval = await approve(
        'changePrice',
        { receiptDiscount: `${discount.kind}:${discount.value}` },
        t('pos.approval.receiptDiscount', { discount: discount.kind === 'percent' ? `%${value}` : value }),
      );
      if (!approval) return;
      setReceipt((current) => unpaid({ ...current, discount, discountApproval: approval.token }));
    } else setReceipt((current) => unpaid({ ...current, discount: null, discountApproval: null }));
  };

  const reset = () => {
    setReceipt(() => emptyReceipt());
    setSelected(null);
    setSplit({ left: '', shares: [] });
    cards.current.clear();
  };

  return {
    receipt,
    /** The receipt as of the last change (a scan may be ahead of the render). */
    current: () => latest.current,
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
    split: splitInto,
    spendPoints,
    discountReceipt,
    approve,
    reset,
  };
}
