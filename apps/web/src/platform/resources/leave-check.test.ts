import { accounts, cashAccounts } from '@kibo/contracts/resources';
import { describe, expect, it } from 'vitest';
import { leaveCheck } from './leave-check.ts';

const t = (key: string) => key;

/** What the check says of `value` in a form holding `values`: the message key, or null. */
async function said(def: typeof accounts, field: string, value: string, values: object = {}) {
  const rule = leaveCheck(def, field, t);
  if (!rule || typeof rule !== 'function') throw new Error(`${field} is not checked on leaving`);
  const { validator } = rule({ getFieldsValue: () => ({ ...values, [field]: value }) } as never) as {
    validator: (rule: unknown, value: unknown) => Promise<void>;
  };
  return validator({}, value).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe('fields checked on leaving the box', () => {
  it('a VKN/TCKN: its check digits, then what the account kind needs', async () => {
    expect(await said(accounts, 'taxId', '1234567891', { kind: 'company' })).toBe('validation.v.vkn');
    expect(await said(accounts, 'taxId', '1234567890', { kind: 'company' })).toBeNull();
    expect(await said(accounts, 'taxId', '10000000146', { kind: 'company' })).toBe('validation.v.vknCompany');
    expect(await said(accounts, 'taxId', '', { kind: 'company' })).toBeNull();
  });

  it('an IBAN: a TR IBAN with its check digits, spaces and case as typed', async () => {
    expect(await said(cashAccounts as never, 'iban', 'tr33 0006 1005 1978 6457 8413 26')).toBeNull();
    expect(await said(cashAccounts as never, 'iban', 'TR330006100519786457841327')).toBe('validation.v.iban');
  });

  it('other fields are left to the save', () => {
    expect(leaveCheck(accounts, 'title', t)).toBeUndefined();
  });
});
