import type { PosSetup } from '@kibo/contracts/resources';
import { formatAmount, readScan, type ScanReading, scanQuantity, splitScan, tillPrice } from '@kibo/domain';
import { App, Tag } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../platform/list-state.ts';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { type Store, useStore } from '../../platform/store.ts';
import type { TillAccount, TillCatalogue, TillItem } from './catalogue.ts';
import { scanStarted } from './device/timings.ts';

export interface ScanHandlers {
  /** `scannedAt`: when the scan was entered (`scanStarted`), for scan-to-line. */
  onItem(
    item: TillItem,
    options: { unitId: number | null; reading?: ScanReading; quantity?: string; scannedAt?: number },
  ): void;
  onCustomer(account: TillAccount): void;
}

export interface ScanBoxHandle {
  focus(): void;
}

/** Letters in what was typed: a name to search, not a code from a scanner. */
const isWords = (text: string) => /\p{L}/u.test(text) && !/^[\p{Lu}\d.-]+$/u.test(text.trim());

/**
 * The till's one box, keyboard and scanner first: a scan or a typed code adds its card (a scale
 * label with its weight or price, `3*` before it counts three), a loyalty card attaches its customer,
 * and words search the cards by code, name or barcode (`isikli` finds "Işıklı") with ↑ ↓ Enter.
 * The box also holds the number the keypad's keys act on (quantity, price, discount, payment).
 */
export const ScanBox = forwardRef<
  ScanBoxHandle,
  {
    /** The box's text, kept by the receipt: a keystroke renders this box alone. */
    box: Store<string>;
    catalogue: TillCatalogue;
    setup: PosSetup;
    disabled: boolean;
    handlers: ScanHandlers;
  }
>(function ScanBox({ box, catalogue, setup, disabled, handlers }, ref) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const value = useStore(box);
  const onChange = box.set;
  const [quantity, setQuantity] = useState<string>();
  const [hits, setHits] = useState<TillItem[]>([]);
  const [active, setActive] = useState(0);
  const words = useDebounced(isWords(value) ? value.trim() : '', 150);
  // Focused already (after most scans): a focus again would only cost the browser a style pass.
  useImperativeHandle(ref, () => ({
    focus: () => {
      if (document.activeElement !== input.current) input.current?.focus();
    },
  }));

  useEffect(() => {
    let current = true;
    if (words.length < 2) setHits([]);
    else
      void catalogue.search(words, 12).then((found) => {
        if (!current) return;
        setHits(found);
        setActive(0);
      });
    return () => {
      current = false;
    };
  }, [words, catalogue]);

  const take = (item: TillItem, options: Parameters<ScanHandlers['onItem']>[1], clear = true) => {
    handlers.onItem(item, { ...options, quantity: options.quantity ?? quantity });
    setQuantity(undefined);
    setHits([]);
    if (clear) onChange('');
  };

  const scan = async (text: string, enteredAt: number) => {
    const scannedAt = scanStarted(enteredAt);
    const reading = readScan(text, setup.scan);
    const typed = splitScan(text).quantity ?? quantity;
    const found = await catalogue.byCode(reading.lookup);
    if (found) {
      const counted = reading.kind === 'weight' ? reading.quantity : typed;
      // The box was cleared when the scan was entered; what is in it now is the next scan.
      take(found.item, { unitId: found.unitId, reading, quantity: counted, scannedAt }, false);
      return;
    }
    const account = await catalogue.accountByCard(reading.code);
    if (account) return handlers.onCustomer(account);
    message.warning(t('pos.notFound', { code: reading.code }));
  };

  const locale = shownNumberLocale();
  return (
    <div className="kibo-till-scan">
      {/* A plain input, styled as antd's large one: a scanner types a key a millisecond, and antd's
          Input rendered its wrappers again for each, holding up the Enter behind them. */}
      <div className={`kibo-till-box${disabled ? ' disabled' : ''}`}>
        {quantity && (
          <Tag color="blue" data-testid="scan-quantity">
            {`${quantity.replace('.', ',')} ×`}
          </Tag>
        )}
        <input
          ref={input}
          data-testid="scan-box"
          aria-label={t('pos.scan')}
          placeholder={t('pos.scan')}
          autoComplete="off"
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // What the box holds now: text can land in it without an input event before the key that
            // follows (seen with text inserted by automation), and the Enter must act on it all the same.
            const value = event.currentTarget.value;
            if (event.key === '*' && scanQuantity(value)) {
              event.preventDefault();
              setQuantity(scanQuantity(value));
              onChange('');
              return;
            }
            if (event.key === 'Backspace' && !value && quantity) setQuantity(undefined);
            if (hits.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((at) => (at + step + hits.length) % hits.length);
              return;
            }
            if (event.key === 'Escape' && (hits.length || value)) {
              setHits([]);
              onChange('');
              return;
            }
            if (event.key !== 'Enter' || !value.trim()) return;
            event.preventDefault();
            event.stopPropagation();
            const hit = hits[active];
            if (hit && isWords(value)) return take(hit, { unitId: null });
            // Cleared at once: the next scan may already be arriving while this one is looked up. On
            // the screen too, as the box may hold text its state never saw.
            event.currentTarget.value = '';
            onChange('');
            void scan(value.trim(), event.timeStamp);
          }}
        />
      </div>
      {hits.length > 0 && (
        <div
          className="kibo-till-hits"
          role="listbox"
          aria-label={t('pos.searchResults')}
          data-testid="till-hits"
        >
          {hits.map((hit, index) => (
            <div
              key={hit.id}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                take(hit, { unitId: null });
              }}
            >
              <span className="code">{hit.code}</span>
              <span className="name">{hit.name}</span>
              <span className="price">{formatAmount(tillPrice(hit), locale, 'TRY')}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
