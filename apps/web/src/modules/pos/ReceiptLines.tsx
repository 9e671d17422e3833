import { formatAmount, formatQuantityOf } from '@kibo/domain';
import { Button, Empty, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { useUnitDecimals } from '../../platform/number/units.ts';
import { lineTotal, type TillLine } from './till.ts';

/**
 * The receipt's lines, newest at the bottom and kept in view; one is selected (the last added, or
 * touched) for the keypad's quantity, price and discount keys and the delete key.
 */
export function ReceiptLines({
  lines,
  selected,
  onSelect,
  onStep,
  onRemove,
}: {
  lines: TillLine[];
  selected: string | null;
  onSelect(key: string): void;
  onStep(key: string, step: 1 | -1): void;
  onRemove(key: string): void;
}) {
  const { t } = useTranslation();
  const locale = shownNumberLocale();
  const money = (value: string) => formatAmount(value, locale, 'TRY');
  const decimals = useUnitDecimals();
  const list = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection or line is the trigger
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selected, lines.length]);

  if (lines.length === 0)
    return (
      <div className="kibo-till-lines empty" data-testid="till-lines">
        <Empty description={t('pos.emptyBasket')} />
      </div>
    );
  return (
    <div
      className="kibo-till-lines"
      ref={list}
      role="listbox"
      aria-label={t('pos.lines')}
      data-testid="till-lines"
    >
      {lines.map((line, index) => {
        const discounted = Number(line.discount) > 0 || line.unitPrice !== line.listPrice;
        return (
          <div
            key={line.key}
            role="option"
            tabIndex={-1}
            aria-selected={line.key === selected}
            className="kibo-till-line"
            data-testid="till-line"
            onClick={() => onSelect(line.key)}
            onKeyDown={() => undefined}
          >
            <span className="no">{index + 1}</span>
            <span className="name">
              {line.name}
              <small>
                {line.code}
                {line.offerId !== null && (
                  <Tag color="green" className="tag">
                    {t('pos.offer')}
                  </Tag>
                )}
                {line.manual && (
                  <Tag color="orange" className="tag">
                    {t('pos.changedByHand')}
                  </Tag>
                )}
              </small>
            </span>
            <span className="quantity">
              <Button size="small" aria-label={t('pos.less')} onClick={() => onStep(line.key, -1)}>
                −
              </Button>
              <b>
                {formatQuantityOf(line.quantity, locale, decimals(line.unitName) ?? 0)} {line.unitName}
              </b>
              <Button size="small" aria-label={t('pos.more')} onClick={() => onStep(line.key, 1)}>
                +
              </Button>
            </span>
            <span className="price">
              {money(line.unitPrice)}
              {discounted && Number(line.discount) > 0 && <small>%{line.discount.replace('.', ',')}</small>}
            </span>
            <span className="amount">{money(lineTotal(line))}</span>
            <Button
              size="small"
              danger
              type="text"
              aria-label={t('pos.removeLine')}
              onClick={(event) => {
                event.stopPropagation();
                onRemove(line.key);
              }}
            >
              ×
            </Button>
          </div>
        );
      })}
    </div>
  );
}
