import { type ScaleBarcodeRule, scaleRuleProblem } from '@kibo/domain';
import { f } from '../resources/fields.ts';

// A company's scale label layouts (terazi barkodu), read at the till by `readScan`. Each rule is
// a prefix, the item's scale code, the weight or price with implied decimals and a check digit.
// Kept with the document settings (`/fis/ayar`); a new company starts from `DEFAULT_SCAN_RULES`.

type Nullable<T> = { [K in keyof T]: T[K] | null };

export const scaleBarcodeFields = {
  kind: f.enum(['weight', 'price'], 'weight'),
  prefix: f.text({ required: true, max: 4 }),
  itemDigits: f.integer({ required: true, min: 1, max: 10, default: 5 }),
  valueDigits: f.integer({ required: true, min: 1, max: 10, default: 5 }),
  decimals: f.integer({ required: true, min: 0, max: 5, default: 3 }),
};

/**
 * What is wrong with a company's scale rules, field by field (`<field>.<row>.<column>`): a prefix
 * outside 2…, a layout that is not twelve digits, more decimals than digits, one prefix twice (a
 * label must be read one way).
 */
export function scaleRuleIssues(field: string, rows: readonly Nullable<ScaleBarcodeRule>[]) {
  // A digit count left empty is the field's own "required"; the layout is checked once all are there.
  const rules = rows.filter(
    (row): row is ScaleBarcodeRule =>
      row.itemDigits !== null && row.valueDigits !== null && row.decimals !== null,
  );
  return rules.flatMap((rule, index) => {
    const at = (column: string) => `${field}.${rows.indexOf(rule)}.${column}`;
    const problem = scaleRuleProblem(rule);
    if (problem === 'prefix') return [{ field: at('prefix'), key: 'v.scalePrefix' }];
    if (problem === 'length') return [{ field: at('valueDigits'), key: 'v.scaleLayout' }];
    if (problem === 'decimals')
      return [{ field: at('decimals'), key: 'v.max', params: { max: rule.valueDigits } }];
    if (rules.some((other, before) => before < index && other.prefix === rule.prefix))
      return [{ field: at('prefix'), key: 'v.scalePrefixRepeated' }];
    return [];
  });
}
