// The till's printer: receipts, our session summary and the kitchen's tickets as printer lines, to a
// receipt printer where this browser reaches one, otherwise to a print-ready page; and the drawer.
// React screens use `usePrinting()`, which tells the cashier when the printer failed and the page
// printed instead; the bare functions answer how the job went (`PrintOutcome`).

export { PrinterSettingsButton } from './PrinterSettings.tsx';
export { openDrawer, type PrintOutcome, printAfterSale, printLines, printReceipt } from './printer.ts';
export { type PosReceiptView, receiptFromView } from './receipt-view.ts';
export { printerColumns } from './settings.ts';
export { usePrinting } from './usePrinting.ts';
