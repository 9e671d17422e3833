import type { PosSessionSummary, posEventInput } from '@kibo/contracts/resources';
import { Big, layoutSessionSummary, PAPER_COLUMNS, type PrintLine } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import i18n from 'i18next';
import type { z } from 'zod';
import { apiGet } from '../../../platform/api/client.ts';
import { numberLocaleOf } from '../../../platform/number/locale.ts';
import { sendReceipt } from '../send.ts';

// The till session's server calls: its Z-style summary, and the events that belong in it (a no-sale
// drawer opening, a receipt voided before payment), each sent once under its own UUID.

/** The open session as the till holds it (its register's name for the titles). */
export interface TillSessionRef {
  id: number;
  register: string;
}

export const summaryKey = (sessionId: number) => ['till', sessionId, 'summary'] as const;

/** The session's summary as it stands now (an X report while open, the Z once closed). */
export const summaryQuery = (sessionId: number) => ({
  queryKey: summaryKey(sessionId),
  queryFn: () => apiGet<PosSessionSummary>(`/cash-sessions/${sessionId}/summary`),
});
export const useSessionSummary = (sessionId: number) => useQuery(summaryQuery(sessionId));

type EventInput = z.input<typeof posEventInput>;
/** A void as the till describes it: the session, the lines as they stood, the approval where needed. */
export type VoidInput = Omit<Extract<EventInput, { kind: 'void' }>, 'kind' | 'clientId'>;

/**
 * Sends a till event under a fresh UUID (its Idempotency-Key) through the till's outbox: with the line
 * down it waits on the device like a receipt, and reaches the session's Z when the line is back.
 */
async function sendEvent(body: Omit<EventInput, 'clientId'>) {
  const clientId = crypto.randomUUID();
  const event = { clientId, occurredAt: new Date().toISOString(), ...body } as EventInput & {
    clientId: string;
  };
  return sendReceipt({ kind: 'event', body: event });
}

/** Records that the drawer was opened without a sale. */
export const recordNoSale = (sessionId: number, reason = '') =>
  sendEvent({ kind: 'noSale', sessionId, reason });

/**
 * Records a receipt cleared before payment, with its lines as they stood. A cashier without the
 * delete right passes the manager's approval token (`POST /api/pos/approvals`, action deleteReceipt).
 */
export const recordVoid = (voided: VoidInput) => sendEvent({ kind: 'void', ...voided });

/** The local time of a stored instant, as the paper prints it (2026-11-25T09:00). */
const local = (instant: string) => dayjs(instant).format('YYYY-MM-DDTHH:mm');

/** The summary laid out for the paper; on screen it is shown as it will print. */
export function summaryPaper(data: PosSessionSummary, columns: number = PAPER_COLUMNS['80']): PrintLine[] {
  const { header } = data;
  // Methods nobody used and nobody counted would only lengthen the slip.
  const counts = data.counts.filter(
    (count) => !new Big(count.expected).eq(0) || !new Big(count.counted).eq(0),
  );
  return layoutSessionSummary(
    data.summary,
    {
      company: header.company,
      register: header.register,
      session: `#${header.sessionId}`,
      cashier: header.closedByName ?? header.openedByName,
      openedAt: local(header.openedAt),
      ...(header.closedAt ? { closedAt: local(header.closedAt) } : {}),
      printedAt: local(new Date().toISOString()),
      interim: header.status !== 'closed',
    },
    counts,
    { columns, language: numberLocaleOf(i18n.language) },
  );
}
