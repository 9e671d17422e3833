import { isbnBarcode } from '@kibo/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Row } from '../../platform/resources/binding.ts';
import { nextFree } from '../../platform/resources/counters.ts';
import { itemBarcodes, items } from './items.tables.ts';

/** Generated stock codes: `ST` and eight digits, drawn from the company's counter like account codes. */
const generatedCode = (value: number) => `ST${String(value).padStart(8, '0')}`;

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/**
 * What the stock card fills in itself: a code when left empty (the counter's row lock queues two saves,
 * so they never draw the same one), and for a book with an ISBN and no barcode, the ISBN's EAN-13 —
 * the barcode printed on its back — unless another card already carries it (a second-hand copy).
 */
export async function fillItemCodes(tx: Db, input: Row, before: Row | undefined): Promise<Row> {
  const code = input.code
    ? input.code
    : await nextFree(
        tx,
        'itemCode',
        generatedCode,
        async (candidate) =>
          !(await exists(tx.select({ id: items.id }).from(items).where(eq(items.code, candidate)).limit(1))),
      );
  const barcodes = input.barcodes as string[];
  const isbn =
    input.kind === 'book' && barcodes.length === 0 ? isbnBarcode(String(input.isbn ?? '')) : undefined;
  const onAUnit = (input.units as { barcode: string }[]).some((line) => line.barcode === isbn);
  if (!isbn || onAUnit) return { ...input, code };
  const elsewhere = await exists(
    tx
      .select({ itemId: itemBarcodes.itemId })
      .from(itemBarcodes)
      .where(
        and(
          eq(itemBarcodes.barcode, isbn),
          before === undefined ? undefined : ne(itemBarcodes.itemId, before.id as number),
        ),
      )
      .limit(1),
  );
  return { ...input, code, barcodes: elsewhere ? barcodes : [isbn] };
}
