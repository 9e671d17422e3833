import { Big, documentTotals } from '@kibo/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { incomeExpenseTypes } from './cash.tables.ts';

interface IncomeExpenseLine {
  incomeExpenseTypeId: number | null;
  vatRate: string | null;
  vatAmount: string;
  debit: string;
  credit: string;
  description: string;
}

/**
 * Income and expense lines: each type must be the company's and of the entry's side (rent is no
 * income); the VAT rate is the type's unless the line chose one, and the VAT inside the amount is
 * worked out by the documents' one totals function, as for a VAT-inclusive price.
 */
export async function priceIncomeExpense(
  tx: Db,
  side: 'income' | 'expense',
  lines: IncomeExpenseLine[],
): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.incomeExpenseTypeId!))];
  const found = await tx.select().from(incomeExpenseTypes).where(inArray(incomeExpenseTypes.id, ids));
  const byId = new Map(found.map((type) => [type.id, type]));
  for (const [index, line] of lines.entries()) {
    const type = byId.get(line.incomeExpenseTypeId!);
    const field = `lines.${index}.incomeExpenseTypeId`;
    if (!type) throw invalidField(field, 'v.referenceMissing');
    if (type.kind !== side) throw invalidField(field, 'vou.incomeExpenseKind', { type: type.name });
    line.vatRate ??= type.vatRate;
    const gross = new Big(line.debit).plus(line.credit).toString();
    line.vatAmount = documentTotals({
      lines: [{ quantity: '1', unitPrice: gross, vatRate: line.vatRate }],
      pricesIncludeVat: true,
    }).lines[0]!.vat;
    line.description ||= type.name;
  }
}
