import type { PrintLine, ReceiptInput } from '@kibo/domain';
import { App } from 'antd';
import { kickDrawer, type PrintOutcome, printAfterSale, printLines, printReceipt } from './printer.ts';

/**
 * The printer for a screen: the same jobs, and a warning to the cashier when the receipt printer
 * could not be reached (the receipt then came out on the print page) or the drawer did not open.
 */
export function usePrinting() {
  const { message } = App.useApp();
  const told = (outcome: PrintOutcome) => {
    if (outcome.problem) void message.warning(outcome.problem, 8);
    return outcome;
  };
  return {
    printReceipt: async (receipt: ReceiptInput, options: { copy?: boolean } = {}) =>
      told(await printReceipt(receipt, options)),
    printAfterSale: async (receipt: ReceiptInput) => told(await printAfterSale(receipt)),
    printLines: async (lines: readonly PrintLine[], options: { title?: string } = {}) =>
      told(await printLines(lines, options)),
    openDrawer: async () => told(await kickDrawer()).via === 'printer',
  };
}
