import { DEFAULT_SCAN_RULES } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
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
});
