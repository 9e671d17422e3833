import { describe, expect, it } from 'vitest';
import { applyEdit, shownOf } from './typing.ts';

/** Types `keys` one by one at the end of an empty box, as the browser would. */
function typeKeys(keys: string, locale: 'tr' | 'en' = 'tr') {
  let raw = '';
  let shown = '';
  for (const key of keys) {
    const after = shown + key;
    ({ raw, shown } = applyEdit(raw, locale, {
      after,
      caret: after.length,
      selection: [shown.length, shown.length],
    }));
  }
  return { raw, shown };
}

describe('shownOf', () => {
  it('groups a plain number in the locale', () => {
    expect(shownOf('1250', 'tr')).toBe('1.250');
    expect(shownOf('1250,5', 'tr')).toBe('1.250,5');
    expect(shownOf('-1250000,', 'tr')).toBe('-1.250.000,');
    expect(shownOf('1250.5', 'en')).toBe('1,250.5');
  });

  it('shows anything else as typed', () => {
    for (const raw of ['1.250', '1250.50', '1.2', '12a', '1.250,5', '₺1250', ''])
      expect(shownOf(raw, 'tr')).toBe(raw);
    expect(shownOf('1,250', 'en')).toBe('1,250');
  });
});

describe('applyEdit', () => {
  it('groups digits as they come, keeping the user’s own separators', () => {
    expect(typeKeys('1250000')).toEqual({ raw: '1250000', shown: '1.250.000' });
    expect(typeKeys('1250,5')).toEqual({ raw: '1250,5', shown: '1.250,5' });
    // A dot the user typed is theirs: the box does not regroup around it.
    expect(typeKeys('1.250')).toEqual({ raw: '1.250', shown: '1.250' });
    expect(typeKeys('1250.50')).toEqual({ raw: '1250.50', shown: '1250.50' });
    expect(typeKeys('1250.5', 'en')).toEqual({ raw: '1250.5', shown: '1,250.5' });
  });

  it('a digit typed after a box-grouped number extends it, never reads the box’s dot as a decimal', () => {
    const { raw, shown } = typeKeys('1250');
    const after = `${shown}0`;
    expect(applyEdit(raw, 'tr', { after, caret: after.length })).toEqual({
      raw: '12500',
      shown: '12.500',
      caret: 6,
    });
  });

  it('keeps the caret where the user types when the grouping moves', () => {
    // "12.500", caret at the start, "3" typed: "312.500" with the caret after the 3.
    expect(applyEdit('12500', 'tr', { after: '312.500', caret: 1, selection: [0, 0] })).toEqual({
      raw: '312500',
      shown: '312.500',
      caret: 1,
    });
    // "1.250", "9" typed after the 2: "12.950", caret after the 9 (before the 5).
    expect(applyEdit('1250', 'tr', { after: '1.2950', caret: 4, selection: [3, 3] })).toEqual({
      raw: '12950',
      shown: '12.950',
      caret: 4,
    });
  });

  it('replaces a selection with what was pasted or typed over it', () => {
    // "1.000" selected whole and "1.5" pasted: the pasted dot is the user's, 1.5 not 15.
    expect(applyEdit('1000', 'tr', { after: '1.5', caret: 3, selection: [0, 5] })).toEqual({
      raw: '1.5',
      shown: '1.5',
      caret: 3,
    });
    expect(applyEdit('1000,00', 'tr', { after: '1.250,50', caret: 8, selection: [0, 8] }).raw).toBe(
      '1.250,50',
    );
  });

  it('backspace over the box’s separator removes the digit before it; Delete the one after', () => {
    expect(applyEdit('1250', 'tr', { after: '1250', caret: 1, key: 'Backspace' })).toEqual({
      raw: '250',
      shown: '250',
      caret: 0,
    });
    expect(applyEdit('1250', 'tr', { after: '1250', caret: 1, key: 'Delete' })).toEqual({
      raw: '150',
      shown: '150',
      caret: 1,
    });
  });

  it('ordinary deletions map back to the digits', () => {
    // "12.500", backspace after the 5: "12.00" → 1200.
    expect(applyEdit('12500', 'tr', { after: '12.00', caret: 3, key: 'Backspace' })).toEqual({
      raw: '1200',
      shown: '1.200',
      caret: 3,
    });
  });

  it('a typed text that becomes a plain number is grouped from then on', () => {
    // "1.250" typed, then its dot deleted: 1250, shown grouped, the caret after the 1.
    expect(applyEdit('1.250', 'tr', { after: '1250', caret: 1, key: 'Backspace' })).toEqual({
      raw: '1250',
      shown: '1.250',
      caret: 1,
    });
  });
});
