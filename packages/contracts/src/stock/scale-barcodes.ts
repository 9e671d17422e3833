import { DEFAULT_SCAN_RULES, type ScanRules, scaleRuleProblem } from '@kibo/domain';
import { z } from 'zod';
import { unlessMissing } from '../platform/fields.ts';

// A company's scale label layouts (terazi barkodu), read at the till by `readScan`. Each rule is
// a prefix, the item's scale code, the weight or price with implied decimals and a check digit.

const digits = (min: number, max: number) =>
  z
    .number({ error: unlessMissing('v.integer') })
    .int({ error: 'v.integer' })
    .min(min, { error: 'v.min' })
    .max(max, { error: 'v.max' });

export const scaleBarcodeRule = z
  .object({
    kind: z.enum(['weight', 'price'], { error: unlessMissing('v.enum') }),
    prefix: z.string({ error: 'v.required' }).regex(/^2\d{0,3}$/, { error: 'v.scalePrefix' }),
    itemDigits: digits(1, 10),
    valueDigits: digits(1, 10),
    decimals: digits(0, 5),
  })
  .superRefine((rule, context) => {
    const problem = scaleRuleProblem(rule);
    if (problem === 'length')
      context.addIssue({ code: 'custom', path: ['valueDigits'], message: 'v.scaleLayout' });
    if (problem === 'decimals')
      context.addIssue({
        code: 'custom',
        path: ['decimals'],
        message: 'v.max',
        params: { max: rule.valueDigits },
      });
  });

export const scanSettings = z
  .object({
    scale: z
      .array(scaleBarcodeRule)
      .max(10)
      .default([...DEFAULT_SCAN_RULES.scale]),
  })
  .superRefine((settings, context) => {
    // One prefix, one reading: a label must never be read two ways.
    settings.scale.forEach((rule, index) => {
      if (settings.scale.some((other, at) => at < index && other.prefix === rule.prefix))
        context.addIssue({
          code: 'custom',
          path: ['scale', index, 'prefix'],
          message: 'v.scalePrefixRepeated',
        });
    });
  }) satisfies z.ZodType<ScanRules>;

export type ScanSettings = z.infer<typeof scanSettings>;
