import { CODE_PAGES, PAPER_COLUMNS } from '@kibo/domain';
import { z } from 'zod';

// This device's receipt printer, kept in the browser (localStorage): the printer is wired to this
// till, not to whoever signs in on it, so every cashier of the device prints the same way.

export const PRINTER_SETTINGS_KEY = 'kibo_pos_printer';

/** Where receipts go: nowhere, the browser's print page, or a receipt printer by Web Serial / WebUSB. */
export const PRINT_TARGETS = ['none', 'page', 'serial', 'usb'] as const;
export type PrintTarget = (typeof PRINT_TARGETS)[number];

/**
 * Serial speeds receipt printers are set to (by DIP or memory switch). 9600 is the default of
 * @point-of-sale/webserial-receipt-printer (its README); the models sold here differ by model and
 * switch setting, and the printer's self-test page (feed button held at power on) shows its own.
 */
export const BAUD_RATES = [9600, 19200, 38400, 115200] as const;

const paper = z.enum(Object.keys(PAPER_COLUMNS) as [keyof typeof PAPER_COLUMNS]);
const codePage = z.enum(Object.keys(CODE_PAGES) as [keyof typeof CODE_PAGES]);

// Each field falls back on its own, so a value an older version stored never loses the others.
const printerSettings = z.object({
  target: z.enum(PRINT_TARGETS).catch('page'),
  paper: paper.catch('80'),
  codePage: codePage.catch('cp857'),
  /** ESC t number for a printer that numbers its pages otherwise than Epson; null: Epson's. */
  codePageNumber: z.number().int().min(0).max(255).nullable().catch(null),
  /** Print the receipt as each sale closes, without asking. */
  autoPrint: z.boolean().catch(true),
  /** Kick the drawer when a receipt takes or pays back cash. */
  openDrawerOnCash: z.boolean().catch(true),
  /** Cut after each receipt; off for printers without a cutter. */
  cut: z.boolean().catch(true),
  baudRate: z
    .number()
    .refine((value) => (BAUD_RATES as readonly number[]).includes(value))
    .catch(9600),
  /** The port chosen (a USB adapter names its vendor and product), found again among the granted ones. */
  serialPort: z
    .object({ usbVendorId: z.number().optional(), usbProductId: z.number().optional() })
    .nullable()
    .catch(null),
  /** The USB printer chosen, found again among the devices this browser was granted. */
  usbDevice: z
    .object({
      vendorId: z.number(),
      productId: z.number(),
      serialNumber: z.string().optional(),
      name: z.string().optional(),
    })
    .nullable()
    .catch(null),
});

export type PrinterSettings = z.output<typeof printerSettings>;

/** A device's settings from what it stored; anything missing or unreadable takes its default. */
export function parsePrinterSettings(stored: string | null): PrinterSettings {
  let value: unknown = {};
  try {
    value = JSON.parse(stored ?? '{}') ?? {};
  } catch {
    value = {};
  }
  return printerSettings.parse(typeof value === 'object' ? value : {});
}

export const loadPrinterSettings = (): PrinterSettings =>
  parsePrinterSettings(localStorage.getItem(PRINTER_SETTINGS_KEY));

export const savePrinterSettings = (settings: PrinterSettings): void =>
  localStorage.setItem(PRINTER_SETTINGS_KEY, JSON.stringify(settings));

/** Characters per line on this device's paper, for lines laid out elsewhere (the session summary). */
export const printerColumns = (): number => PAPER_COLUMNS[loadPrinterSettings().paper];
