import type { KitchenTicketData } from '@kibo/contracts/resources';
import { layoutKitchenTicket } from '@kibo/domain';
import i18n from 'i18next';
import { numberLocaleOf } from '../../platform/number/locale.ts';
import { type PrintOutcome, printerColumns, printLines } from '../pos/printing/index.ts';

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
 * Prints each ticket on this device's printer and paper, in the user's language. Answers how the
 * last went; `none` as soon as one was not printed at all (the device prints nothing), so the
 * waiter can print them again once a printer is set.
 */
export async function printTickets(tickets: readonly KitchenTicketData[]): Promise<PrintOutcome> {
  const language = numberLocaleOf(i18n.language ?? 'tr');
  const at = localNow();
  let outcome: PrintOutcome = { via: 'none' };
  for (const ticket of tickets) {
    const lines = layoutKitchenTicket({ ...ticket, at }, { columns: printerColumns(), language });
    outcome = await printLines(lines, { title: ticketTitle(ticket) });
    if (outcome.via === 'none') break;
  }
  return outcome;
}
