import { type AmountReading, Big, formatDecimal, parseAmountInput, questionParticleOf } from '@kibo/domain';
import { Button, Input, type InputRef, Popover, Space, Typography } from 'antd';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { numberLocaleOf } from './locale.ts';
import { applyEdit, shownOf } from './typing.ts';
import { UnsettledGuard } from './UnsettledGuard.tsx';

export interface DecimalInputProps {
  /** A plain decimal string ("1250.5"); a number is read the same. */
  value?: string | number | null;
  /**
   * The number as a plain decimal string once what is typed reads as one; `emptyValue` for an empty
   * box; `unsettledValue` while the box holds something that is no number yet (asked, or refused).
   */
  onChange?: (value: string | null) => void;
  /** The most decimals kept (0: whole numbers). */
  scale: number;
  /** Decimals always shown once typed (money: 2); more typed ones are kept up to `scale`. */
  fixed?: number;
  negative?: boolean;
  /** What an empty box holds: '0' unless told otherwise. */
  emptyValue?: string | null;
  /** What the box holds while it asks or refuses: null unless the owner keeps strings only (''). */
  unsettledValue?: string | null;
  id?: string;
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  style?: CSSProperties;
  suffix?: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
  /** Enter on a settled number, after it is formatted (a box that saves on Enter). */
  onPressEnter?: () => void;
}

/** Whether two field values are the same number (or both empty, or both "no number"). */
function sameNumber(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === '';
  if (a === null || b === null || empty(a) || empty(b)) return a === b || (empty(a) && empty(b));
  try {
    return new Big(a as string).eq(new Big(b as string));
  } catch {
    return a === b;
  }
}

const pending = (reading: AmountReading) => reading.kind === 'ambiguous' || reading.kind === 'invalid';

/** An ambiguous entry's two readings, the language's own first (the one Enter takes). */
const readingsOf = (reading: Extract<AmountReading, { kind: 'ambiguous' }>) =>
  reading.own === 'grouped' ? [reading.grouped, reading.decimal] : [reading.decimal, reading.grouped];

/**
 * The one box every amount, price, quantity and rate is typed into. What is typed is read by
 * `parseAmountInput` (packages/domain) in the user's language: thousands show as the user types, the
 * number is formatted when the box is left or Enter is pressed, and an entry that could be read two
 * ways ("1.250") raises an inline question and holds no number until one is chosen — Enter takes the
 * language's own reading (1.250 = 1250 in Turkish) and stays, so the clerk sees what was taken.
 * Refused input keeps its text with the reason beside it; Enter and Ctrl+S do not move past it, and
 * the form around it does not submit (`UnsettledGuard`).
 */
export function DecimalInput(props: DecimalInputProps) {
  const { t, i18n } = useTranslation();
  const locale = numberLocaleOf(i18n.language);
  const { scale, fixed = 0, negative = false, emptyValue = '0', unsettledValue = null } = props;
  const rules = { scale, negative };
  const plainOf = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? ''
      : formatDecimal(value as string, locale, { minFraction: fixed, maxFraction: scale, grouped: false });

  const [raw, setRaw] = useState(() => plainOf(props.value));
  // A refusal shows once the user leaves the box or presses Enter, not while still typing.
  const [committed, setCommitted] = useState(false);
  const reading = parseAmountInput(raw, locale, rules);
  const box = useRef<InputRef>(null);
  const emitted = useRef<unknown>(props.value);
  const caret = useRef<number | null>(null);
  const selection = useRef<[number, number] | undefined>(undefined);
  const key = useRef<string | undefined>(undefined);

  const emit = (value: string | null) => {
    // Leaving "100,0000" as "100,00" changes nothing: no unsaved-changes warning for a format.
    if (sameNumber(value, emitted.current)) return;
    emitted.current = value;
    props.onChange?.(value);
  };
  const heldFor = (next: AmountReading) =>
    next.kind === 'value' ? next.value : next.kind === 'empty' ? emptyValue : unsettledValue;

  // A value set from outside (a scan, a discount definition, a loaded record) replaces the text,
  // and so does another language (its separators are others) or, while the box is left, another
  // number of decimals shown (a line's unit changed from Adet to Kilogram, the units arrived).
  const shownAs = useRef({ locale, fixed });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value, the language and the decimals reset the text
  useEffect(() => {
    const typing = document.activeElement === box.current?.input || pending(reading);
    const restyled = shownAs.current.locale !== locale || (shownAs.current.fixed !== fixed && !typing);
    if (sameNumber(props.value, emitted.current) && !restyled) return;
    emitted.current = props.value;
    shownAs.current = { locale, fixed };
    setRaw(plainOf(props.value));
    setCommitted(false);
  }, [props.value, locale, fixed]);

  // The browser reports the selection a keystroke or paste replaced only before it lands.
  useEffect(() => {
    const input = box.current?.input;
    if (!input) return;
    const remember = () => {
      selection.current = [input.selectionStart ?? 0, input.selectionEnd ?? 0];
    };
    input.addEventListener('beforeinput', remember);
    return () => input.removeEventListener('beforeinput', remember);
  }, []);

  // Regrouping rewrites the text; the caret goes back where the user was typing.
  useLayoutEffect(() => {
    const input = box.current?.input;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const take = (value: string | null) => {
    setRaw(value === null ? '' : plainOf(value));
    emit(value);
    setCommitted(true);
  };
  const commit = () => {
    if (reading.kind === 'value') take(reading.value);
    else if (reading.kind === 'empty') take(emptyValue);
    else setCommitted(true);
  };
  const choose = (value: string) => {
    take(value);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    key.current = event.key;
    const saving = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's';
    if (event.key !== 'Enter' && !saving) return;
    if (event.key === 'Enter' && reading.kind === 'ambiguous') {
      event.preventDefault();
      event.stopPropagation();
      choose(readingsOf(reading)[0]!);
    } else if (pending(reading)) {
      // Nothing is saved or moved past while the box holds no number.
      event.preventDefault();
      event.stopPropagation();
      setCommitted(true);
    } else {
      commit();
      if (event.key === 'Enter') props.onPressEnter?.();
    }
  };

  const shown = shownOf(raw, locale);
  const readable = (value: string) => formatDecimal(value, locale, { maxFraction: scale });
  const choices = reading.kind === 'ambiguous' ? readingsOf(reading) : [];
  const question =
    reading.kind === 'ambiguous' ? (
      <Space vertical size={4} data-testid="number-choice">
        <Typography.Text>
          {t('number.ambiguous', {
            first: readable(choices[0]!),
            second: readable(choices[1]!),
            firstParticle: questionParticleOf(choices[0]!),
            secondParticle: questionParticleOf(choices[1]!),
          })}
        </Typography.Text>
        <Space size={4}>
          {choices.map((value, index) => (
            <Button
              key={value}
              size="small"
              type={index === 0 ? 'primary' : 'default'}
              // The box keeps the focus: the choice is part of typing, not a step away from it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(value)}
            >
              {readable(value)}
            </Button>
          ))}
        </Space>
        <Typography.Text type="secondary">
          {t('number.enterTakes', { value: readable(choices[0]!) })}
        </Typography.Text>
      </Space>
    ) : reading.kind === 'invalid' && committed ? (
      <Typography.Text type="danger" data-testid="number-error">
        {t(`number.${reading.reason === 'scale' && scale === 0 ? 'whole' : reading.reason}`, {
          text: raw.trim(),
          scale,
        })}
      </Typography.Text>
    ) : null;

  return (
    <>
      {pending(reading) && <UnsettledGuard message={t('number.unsettled')} />}
      <Popover
        open={question !== null && !props.disabled}
        content={question}
        placement="bottomLeft"
        arrow={false}
        destroyOnHidden
        // Inside its dialog or view: a closed dialog or a hidden kept-alive tab hides its question too.
        getPopupContainer={(node) =>
          node.closest<HTMLElement>('.ant-modal-body, .ant-drawer-body, .kibo-view') ?? document.body
        }
      >
        <Input
          ref={box}
          id={props.id}
          size={props.size}
          disabled={props.disabled}
          style={props.style}
          suffix={props.suffix}
          aria-label={props['aria-label']}
          aria-invalid={pending(reading) || undefined}
          data-testid={props['data-testid']}
          status={question ? (reading.kind === 'ambiguous' ? 'warning' : 'error') : undefined}
          inputMode={scale === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={shown}
          onChange={(event) => {
            const input = event.target;
            const next = applyEdit(raw, locale, {
              after: input.value,
              caret: input.selectionStart ?? input.value.length,
              selection: selection.current,
              key: key.current,
            });
            selection.current = undefined;
            key.current = undefined;
            caret.current = next.caret;
            setRaw(next.raw);
            setCommitted(false);
            emit(heldFor(parseAmountInput(next.raw, locale, rules)));
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </Popover>
    </>
  );
}

/** Whole numbers (counts, days, points) in the same box; the form holds a number. */
export function IntegerInput({
  value,
  onChange,
  ...props
}: Omit<DecimalInputProps, 'scale' | 'fixed' | 'onChange' | 'emptyValue'> & {
  onChange?: (value: number | null) => void;
}) {
  return (
    <DecimalInput
      {...props}
      scale={0}
      value={value}
      emptyValue={null}
      onChange={(next) => onChange?.(next === null ? null : Number(next))}
    />
  );
}
