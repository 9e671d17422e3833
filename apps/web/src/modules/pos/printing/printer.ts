import {
  Big,
  centerText,
  drawerKick,
  encodeEscPos,
  layoutReceipt,
  PAPER_COLUMNS,
  type PrintLine,
  type ReceiptInput,
  ruleLine,
  textLine,
} from '@kibo/domain';
import i18n from 'i18next';
import { numberLocaleOf } from '../../../platform/number/locale.ts';
import { receiptCompany } from './header.ts';
import { printHtml, printPageHtml } from './page.ts';
import { type PrinterProblem, problemOf } from './problems.ts';
import { sendSerial } from './serial.ts';
import { loadPrinterSettings, type PrinterSettings } from './settings.ts';
import { sendUsb } from './usb.ts';

// The till's printer: printer lines to the receipt printer this device chose (ESC/POS over Web Serial
// or WebUSB), or to the print page; the drawer through the printer. A printer that cannot be
// reached costs the receipt nothing: it comes out on the print page and the cashier is told why.

/** How a job went: on the receipt printer, on the print page (with why, when the printer failed), or not printed. */
export interface PrintOutcome {
  via: 'printer' | 'page' | 'none';
  /** What went wrong with the receipt printer, in the user's language. */
  problem?: string;
}

const language = () => numberLocaleOf(i18n.language ?? 'tr');

/** Jobs go one at a time: a port or interface is open for one job only. */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

const sendToPrinter = (bytes: Uint8Array, settings: PrinterSettings) =>
  inTurn(() => (settings.target === 'usb' ? sendUsb(bytes, settings) : sendSerial(bytes, settings)));

/** A printer problem in the user's language, naming the way the printer is reached. */
export const problemText = (problem: PrinterProblem, settings: PrinterSettings): string =>
  i18n.t(`pos.printing.problems.${problem.kind}`, {
    via: settings.target === 'usb' ? 'WebUSB' : 'Web Serial',
    detail: problem.message,
  });

/** Lines to where `settings` send them; the print page when the printer fails. */
export async function printWith(
  lines: readonly PrintLine[],
  settings: PrinterSettings,
  options: { title?: string; openDrawer?: boolean } = {},
): Promise<PrintOutcome> {
  if (settings.target === 'none') return { via: 'none' };
  const onPage = () =>
    printHtml(
      printPageHtml(lines, { paper: settings.paper, title: options.title ?? '', language: i18n.language }),
    );
  if (settings.target === 'page') {
    await onPage();
    return { via: 'page' };
  }
  const bytes = encodeEscPos(lines, {
    codePage: settings.codePage,
    ...(settings.codePageNumber !== null && { codePageNumber: settings.codePageNumber }),
    openDrawer: options.openDrawer ?? false,
    cut: settings.cut,
    paper: settings.paper,
  });
  try {
    await sendToPrinter(bytes, settings);
    return { via: 'printer' };
  } catch (error) {
    const problem = problemText(problemOf(error), settings);
    await onPage();
    return { via: 'page', problem: i18n.t('pos.printing.fellBack', { problem }) };
  }
}

/** Whether a receipt moves cash (taken, or paid back on a refund): the drawer opens for it. */
const movesCash = (receipt: ReceiptInput) =>
  receipt.payments.some((payment) => payment.method === 'cash' && !new Big(payment.amount).eq(0));

/**
 * Prints a receipt laid out for this device's paper; `copy` marks a reprint "KOPYA" (and a reprint
 * never opens the drawer). The company's head comes from the company's details where the receipt
 * leaves its title empty and its lines or logo out.
 */
export async function printReceipt(
  receipt: ReceiptInput,
  options: { copy?: boolean } = {},
): Promise<PrintOutcome> {
  const settings = loadPrinterSettings();
  if (settings.target === 'none') return { via: 'none' };
  const head = await receiptCompany(settings.paper);
  const company = {
    title: receipt.company.title || head.title,
    lines: receipt.company.lines ?? head.lines,
    logo: receipt.company.logo ?? head.logo,
  };
  const copy = Boolean(options.copy || receipt.reprint);
  const lines = layoutReceipt(
    { ...receipt, company, reprint: copy },
    { columns: PAPER_COLUMNS[settings.paper], language: language() },
  );
  return printWith(lines, settings, {
    title: receipt.number,
    openDrawer: !copy && settings.openDrawerOnCash && movesCash(receipt),
  });
}

/**
 * What the till does as a receipt (or refund) closes: prints it when this device prints after each
 * sale — the drawer opening with it for cash — or else opens the drawer alone for cash.
 */
export async function printAfterSale(receipt: ReceiptInput): Promise<PrintOutcome> {
  const settings = loadPrinterSettings();
  if (settings.autoPrint && settings.target !== 'none') return printReceipt(receipt);
  return settings.openDrawerOnCash && movesCash(receipt) ? kickDrawer(settings) : { via: 'none' };
}

/** Prints lines already laid out (a session summary, a kitchen ticket) on this device's printer. */
export const printLines = (
  lines: readonly PrintLine[],
  options: { title?: string } = {},
): Promise<PrintOutcome> => printWith(lines, loadPrinterSettings(), options);

/** Opens the drawer through the receipt printer; `problem` says why it could not. */
export async function kickDrawer(settings = loadPrinterSettings()): Promise<PrintOutcome> {
  if (settings.target !== 'serial' && settings.target !== 'usb') return { via: 'none' };
  try {
    await sendToPrinter(drawerKick(), settings);
    return { via: 'printer' };
  } catch (error) {
    return { via: 'none', problem: problemText(problemOf(error), settings) };
  }
}

/** Opens the cash drawer through the receipt printer; false where this device has none or it failed. */
export const openDrawer = async (): Promise<boolean> => (await kickDrawer()).via === 'printer';

/**
 * The settings' test page: the paper's width ruled out, the Turkish letters in the chosen code page,
 * and a barcode, so the cashier sees at once whether page, width and characters are right.
 */
export function testPrintLines(settings: PrinterSettings): PrintLine[] {
  const columns = PAPER_COLUMNS[settings.paper];
  const ruler = Array.from({ length: columns }, (_, at) => String((at + 1) % 10)).join('');
  return [
    textLine(centerText(i18n.t('pos.printing.testTitle'), Math.floor(columns / 2)), {
      bold: true,
      double: true,
    }),
    ruleLine(columns, '='),
    textLine(ruler),
    textLine(`${i18n.t('pos.printing.paper')}: ${i18n.t(`pos.printing.papers.${settings.paper}`)}`),
    textLine(`${i18n.t('pos.printing.codePage')}: ${i18n.t(`pos.printing.codePages.${settings.codePage}`)}`),
    textLine('ÇĞİÖŞÜ çğıöşü ₺ 1.234,56'),
    textLine(i18n.t('pos.printing.testBold'), { bold: true }),
    ruleLine(columns),
    { kind: 'barcode', value: 'PF000123' },
  ];
}
