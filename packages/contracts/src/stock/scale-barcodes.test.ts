import { DEFAULT_SCAN_RULES } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import { isMessageKey, translate } from '../i18n/index.ts';
import { scanSettings } from './scale-barcodes.ts';

const messages = (input: unknown) => {
  const result = scanSettings.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('scale barcode settings', () => {
  it('start from the defaults, which pass their own checks', () => {
    expect(scanSettings.parse({})).toEqual({ scale: DEFAULT_SCAN_RULES.scale });
    expect(messages({ scale: DEFAULT_SCAN_RULES.scale })).toEqual([]);
  });

  it('say which field is wrong: prefix outside 2…, a layout not 12 digits, too many decimals', () => {
    expect(
      messages({ scale: [{ kind: 'weight', prefix: '86', itemDigits: 5, valueDigits: 5, decimals: 3 }] }),
    ).toEqual(['scale.0.prefix: v.scalePrefix']);
    expect(
      messages({ scale: [{ kind: 'weight', prefix: '28', itemDigits: 6, valueDigits: 5, decimals: 3 }] }),
    ).toEqual(['scale.0.valueDigits: v.scaleLayout']);
    expect(
      messages({ scale: [{ kind: 'price', prefix: '2', itemDigits: 7, valueDigits: 4, decimals: 5 }] }),
    ).toEqual(['scale.0.decimals: v.max']);
    expect(
      messages({ scale: [{ kind: 'kg', prefix: '28', itemDigits: 5, valueDigits: 5, decimals: 1.5 }] }),
    ).toEqual(['scale.0.kind: v.enum', 'scale.0.decimals: v.integer']);
  });

  it('refuse one prefix in two rules: a label must be read one way', () => {
    const rule = { kind: 'weight', prefix: '28', itemDigits: 5, valueDigits: 5, decimals: 3 };
    expect(messages({ scale: [rule, { ...rule, kind: 'price', decimals: 2 }] })).toEqual([
      'scale.1.prefix: v.scalePrefixRepeated',
    ]);
  });

  it('answers in words the user can read, in Turkish, English and German', () => {
    for (const key of ['v.scalePrefix', 'v.scaleLayout', 'v.scalePrefixRepeated']) {
      expect(isMessageKey(key)).toBe(true);
      if (!isMessageKey(key)) continue;
      expect(translate('tr', key)).not.toBe(translate('en', key));
      expect(translate('de', key)).not.toBe(translate('en', key));
    }
    expect(translate('tr', 'v.scaleLayout')).toContain('12');
  });
});
