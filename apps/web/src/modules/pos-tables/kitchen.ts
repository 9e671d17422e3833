import type { KitchenTicketData } from '@kibo/contracts/resources';
import { layoutKitchenTicket, PAPER_COLUMNS, type PrintLine } from '@kibo/domain';
import i18n from 'i18next';
import { numberLocaleOf } from '../../platform/number/locale.ts';
import { printLines } from '../pos/printing/index.ts';

// Kitchen and bar tickets, and their cancellations, printed by the device that sent them: the server
// says which dishes go to which printer category, this device adds its clock and prints.

/** This device's local date and time as a ticket prints it: 2026-11-25T14:32:05. */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
};

const ticketTitle = (ticket: KitchenTicketData) =>
  i18n.t(ticket.kind === 'cancel' ? 'posTables.cancelTicket' : 'posTables.kitchenTicket', {
    printer: ticket.printer || i18n.t('posTables.generalTicket'),
  });

/**
 * The end-to-end tests read what was printed: with `localStorage.kibo_e2e_printed` set, each
 * ticket's title and text lines are kept on `window.__kiboPrinted`.
 */
function keepForTests(title: string, lines: PrintLine[]) {
  if (localStorage.getItem('kibo_e2e_printed') !== '1') return;
  const page = window as unknown as { __kiboPrinted?: { title: string; lines: string[] }[] };
  page.__kiboPrinted ??= [];
  page.__kiboPrinted.push({
    title,
    lines: lines.flatMap((line) => (line.kind === 'text' ? [line.text] : [])),
  });
}

/** Prints each ticket (80 mm paper, the user's language); stops at the first the printer refuses. */
export async function printTickets(tickets: readonly KitchenTicketData[]): Promise<void> {
  const language = numberLocaleOf(i18n.language ?? 'tr');
  const at = localNow();
  for (const ticket of tickets) {
    const lines = layoutKitchenTicket({ ...ticket, at }, { columns: PAPER_COLUMNS['80'], language });
    const title = ticketTitle(ticket);
    keepForTests(title, lines);
    await printLines(lines, { title });
  }
}
