import type { ResourceDef } from '@kibo/contracts/resources';
import type { FormRule } from 'antd';

/** Kinds checked as soon as the box is left: a mistyped VKN/TCKN or IBAN is seen there, not at save. */
const CHECKED_ON_LEAVE = new Set(['taxId', 'iban']);

/**
 * The rule that checks `field` on leaving its box with the declaration's own schema and cross-field
 * rules (a company needs a VKN, a person a TCKN): what the server would answer, said once, under the
 * field. A save with the field still wrong stops at the same message instead of a second one.
 */
export function leaveCheck(
  def: ResourceDef,
  field: string,
  t: (key: string, options?: { defaultValue: string }) => string,
): FormRule | undefined {
  const declared = def.fields[field];
  if (!declared || !CHECKED_ON_LEAVE.has(declared.meta.kind)) return undefined;
  return ({ getFieldsValue }) => ({
    validator: async (_, value: unknown) => {
      const parsed = declared.schema.safeParse(value ?? '');
      let key = parsed.success ? undefined : parsed.error.issues[0]?.message;
      if (!key && def.rules) {
        try {
          const values = { ...getFieldsValue(true), [field]: parsed.data };
          key = def.rules(values as never).find((rule) => rule.field === field)?.key;
        } catch {
          // A rule over fields not filled in yet: the server checks it on save.
        }
      }
      if (key) throw new Error(t(`validation.${key}`, { defaultValue: t('validation.v.invalid') }));
    },
  });
}
