import { formatAmount, formatQuantityOf } from '@kibo/domain';
import { Button, Empty, Tag } from 'antd';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { useUnitDecimals } from '../../platform/number/units.ts';
import { lineTotal, type TillLine } from './till.ts';

type LineActions = Pick<Props, 'onSelect' | 'onStep' | 'onRemove'>;

interface Props {
  lines: TillLine[];
  selected: string | null;
  onSelect(key: string): void;
  onStep(key: string, step: 1 | -1): void;
  onRemove(key: string): void;
}

/**
 * The receipt's lines, newest at the bottom and kept in view; one is selected (the last added, or
 * touched) for the keypad's quantity, price and discount keys and the delete key. A scan renders its
 * own line (and the one losing the selection), not every line of the receipt again.
 */
export function ReceiptLines({ lines, selected, onSelect, onStep, onRemove }: Props) {
  const { t } = useTranslation();
  const decimals = useUnitDecimals();
  const list = useRef<HTMLDivElement>(null);
  // The till's handlers are stable (`useStableHandler`): the lines keep them and render only when theirs changes.
  const actions = useMemo<LineActions>(() => ({ onSelect, onStep, onRemove }), [onSelect, onStep, onRemove]);
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
      {lines.map((line, index) => (
        <ReceiptLine
          key={line.key}
          line={line}
          number={index + 1}
          selected={line.key === selected}
          decimals={decimals}
          actions={actions}
        />
      ))}
    </div>
  );
}

const ReceiptLine = memo(function ReceiptLine({
  line,
  number,
  selected,
  decimals,
  actions,
}: {
  line: TillLine;
  number: number;
  selected: boolean;
  decimals(unit: unknown): number | undefined;
  actions: LineActions;
}) {
  const { t } = useTranslation();
  const locale = shownNumberLocale();
  const money = (value: string) => formatAmount(value, locale, 'TRY');
  const discounted = Number(line.discount) > 0 || line.unitPrice !== line.listPrice;
  return (
    <div
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      className="kibo-till-line"
      data-testid="till-line"
      onClick={() => actions.onSelect(line.key)}
      onKeyDown={() => undefined}
    >
      <span className="no">{number}</span>
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
        <Button size="small" aria-label={t('pos.less')} onClick={() => actions.onStep(line.key, -1)}>
          −
        </Button>
        <b>
          {formatQuantityOf(line.quantity, locale, decimals(line.unitName) ?? 0)} {line.unitName}
        </b>
        <Button size="small" aria-label={t('pos.more')} onClick={() => actions.onStep(line.key, 1)}>
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
          actions.onRemove(line.key);
        }}
      >
        ×
      </Button>
    </div>
  );
});
