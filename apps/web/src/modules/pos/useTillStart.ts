import type { TableOrderForTill } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import type { TillCatalogue } from './catalogue.ts';
import type { useReceipt } from './useReceipt.ts';

type Till = ReturnType<typeof useReceipt>;

/**
 * What the till was opened for, from its address: `?masa=<order>` pays a restaurant table's bill (with
 * `&pay=<N>` in N equal shares), `?kopya=<receipt>` rings up an earlier receipt's items again at today's
 * prices, `?iade=<number>` starts a refund against that receipt. Taken once; the address then
 * returns to the plain till.
 */
export function useTillStart(
  ready: boolean,
  till: Till,
  catalogue: TillCatalogue,
  openRefund: (number: string) => void,
): void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const taken = useRef('');

  useEffect(() => {
    // Back on the plain till: the same address sent again (a table's bill after it was taken off
    // the till) is taken again.
    if (!search) taken.current = '';
    if (!ready || !search || taken.current === search) return;
    const query = new URLSearchParams(search);
    const table = Number(query.get('masa')) || null;
    const copy = Number(query.get('kopya')) || null;
    const refund = query.get('iade');
    if (!table && !copy && !refund) return;
    taken.current = search;
    navigate(pathname, { replace: true });
    if (refund) return openRefund(refund);
    if (till.receipt.lines.length > 0) return void message.warning(t('pos.baskets.finishFirst'));
    void (async () => {
      const lines: { itemId: number; quantity: string; unitId: number | null; unitPrice?: string }[] = table
        ? (await apiGet<TableOrderForTill>(`/pos-tables/orders/${table}/till`)).lines
        : (
            await apiGet<{ lines: { itemId: number; quantity: string; unitId: number | null }[] }>(
              `/pos/receipts/${copy}`,
            )
          ).lines;
      // A table's lines stay lines of their own (the order's quantities and prices, its total): each is
      // held as set by hand while the next is added, so none joins another.
      const atCardPrice = new Set<string>();
      for (const line of lines) {
        const item = await catalogue.byId(line.itemId);
        if (!item) continue;
        till.add(item, { unitId: line.unitId, quantity: line.quantity });
        const price = table ? line.unitPrice : undefined;
        if (price)
          till.setReceipt((current) => {
            const added = current.lines.at(-1)!;
            // A price changed at the table (a manager approved it there) stands, with nothing off it.
            const changed = !new Big(added.unitPrice).eq(price);
            if (!changed) atCardPrice.add(added.key);
            const held = changed
              ? { ...added, unitPrice: price, discount: '0', manual: true, offerId: null }
              : { ...added, manual: true };
            return { ...current, lines: [...current.lines.slice(0, -1), held] };
          });
      }
      if (table) {
        till.setReceipt((current) => ({
          ...current,
          tableOrderId: table,
          lines: current.lines.map((line) => (atCardPrice.has(line.key) ? { ...line, manual: false } : line)),
        }));
        const shares = Number(query.get('pay'));
        if (shares >= 2) till.split(shares);
      }
    })();
  }, [ready, search, pathname, navigate, till, catalogue, openRefund, message, t]);
}
