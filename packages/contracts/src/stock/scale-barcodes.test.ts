import { DEFAULT_SCAN_RULES } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import { documentSettings } from '../documents/print-designs.ts';
import { isMessageKey, translate } from '../i18n/index.ts';

// The till's scale label rules, kept with the document settings (/fis/ayar).
const messages = (scaleBarcodes: unknown) => {
  const result = documentSettings.input.safeParse({ defaultDueDays: 0, scaleBarcodes });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('scale barcode settings', () => {
  it('take the defaults, which pass their own checks', () => {
    expect(messages(DEFAULT_SCAN_RULES.scale)).toEqual([]);
  });

  it('say which field is wrong: prefix outside 2…, a layout not 12 digits, too many decimals', () => {
    expect(messages([{ kind: 'weight', prefix: '86', itemDigits: 5, valueDigits: 5, decimals: 3 }])).toEqual([
      'scaleBarcodes.0.prefix: v.scalePrefix',
    ]);
    expect(messages([{ kind: 'weight', prefix: '28', itemDigits: 6, valueDigits: 5, decimals: 3 }])).toEqual([
      'scaleBarcodes.0.valueDigits: v.scaleLayout',
    ]);
    expect(messages([{ kind: 'price', prefix: '2', itemDigits: 7, valueDigits: 4, decimals: 5 }])).toEqual([
      'scaleBarcodes.0.decimals: v.max',
    ]);
    expect(
      messages([{ kind: 'kg', prefix: '28', itemDigits: 5, valueDigits: 5, decimals: 1.5 }]).sort(),
    ).toEqual(['scaleBarcodes.0.decimals: v.integer', 'scaleBarcodes.0.kind: v.enum']);
  });

  it('refuse one prefix in two rules: a label must be read one way', () => {
    const rule = { kind: 'weight', prefix: '28', itemDigits: 5, valueDigits: 5, decimals: 3 };
    expect(messages([rule, { ...rule, kind: 'price', decimals: 2 }])).toEqual([
      'scaleBarcodes.1.prefix: v.scalePrefixRepeated',
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
