import { and, eq, ne } from 'drizzle-orm';
import type { ResourceHooks } from '../../platform/resources/binding.ts';
import { nextFree } from '../../platform/resources/counters.ts';
import { accounts } from './accounts.tables.ts';

/** Generated codes: `CR` and eight digits, ten letters and digits as the spec asks. */
const generatedCode = (value: number) => `CR${String(value).padStart(8, '0')}`;

/** The account card's rules: a code when left empty, a warning on a tax number seen on another card. */
export const accountHooks: ResourceHooks = {
  async prepare(tx, input) {
    if (input.code) return { ...input, code: String(input.code).toUpperCase() };
    const code = await nextFree(tx, 'accountCode', generatedCode, async (candidate) => {
      const taken = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.code, candidate))
        .limit(1);
      return taken.length === 0;
    });
    return { ...input, code };
  },
  // Branches of one company share its VKN, so a repeat is worth a look but is not refused.
  async check(tx, input, id) {
    if (!input.taxId) return [];
    const [same] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.taxId, String(input.taxId)), id === undefined ? undefined : ne(accounts.id, id)))
      .limit(1);
    return same ? ['acc.sameTaxId'] : [];
  },
};
