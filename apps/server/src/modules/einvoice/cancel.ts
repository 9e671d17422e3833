import type { IntegratorCode } from '@kibo/contracts';
import { addDays, todayInTurkey } from '@kibo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { forbidden, notFound, refused } from '../../platform/http/errors.ts';
import { cancelDocument, mayUseDocument } from '../documents/index.ts';
import { edocuments } from './einvoice.tables.ts';
import { connect, IntegratorError } from './integrators/index.ts';
import { asRefusal } from './refusal.ts';
import type { Connection } from './settings.ts';

// An e-Arşiv invoice cancelled: at GİB's report through the integrator, and in our books with it
// (the sales invoice is cancelled, its postings reversed). An e-Fatura is never cancelled this way:
// its buyer rejects it, or a return invoice answers it.

/** The integrators' words for an invoice cancelled before. */
const ALREADY_CANCELLED = /iptal edilmiş|iptal edildi|already cancel/i;

/** Days after its date within which an e-Arşiv invoice may still be cancelled (the buyer's 7 days). */
export const ARCHIVE_CANCEL_DAYS = 7;

export async function cancelArchiveInvoice(
  tx: Db,
  session: Session,
  integrator: IntegratorCode,
  title: string,
  connection: Connection,
  id: number,
  reason: string,
): Promise<void> {
  const [found] = await tx
    .select()
    .from(edocuments)
    .where(and(eq(edocuments.id, id), eq(edocuments.direction, 'out'), eq(edocuments.integrator, integrator)))
    .for('update');
  if (found?.kind !== 'invoice') throw notFound();
  if (found.profile !== 'EARSIVFATURA') throw refused('einvoice.cancelNotArchive');
  if (found.status === 'cancelled') throw refused('einvoice.alreadyCancelled');
  if (!['sent', 'approved'].includes(found.status)) throw refused('einvoice.cancelNotSent');
  const lastDay = addDays(found.issueDate, ARCHIVE_CANCEL_DAYS);
  if (lastDay < todayInTurkey()) throw refused('einvoice.cancelTooLate', { date: lastDay });
  if (!reason.trim()) throw refused('einvoice.cancelReason');
  await tx
    .update(edocuments)
    .set({ status: 'cancelled', statusText: reason, nextAttemptAt: null, updatedAt: new Date() })
    .where(eq(edocuments.id, id));
  // Our side first, in this transaction: what the books refuse (a return made of it, a payment
  // closed against it) stops the cancellation before the integrator hears of it.
  if (found.documentId) {
    const [document] = (
      await tx.execute<{ doc_type: string }>(
        sql`SELECT doc_type FROM documents WHERE id = ${found.documentId}`,
      )
    ).rows;
    if (document && !mayUseDocument(session, document.doc_type)) throw forbidden();
    await cancelDocument(tx, session, found.documentId);
  }
  try {
    await connect(integrator, connection).cancelArchive(found.uuid, todayInTurkey(), reason.trim());
  } catch (error) {
    // Cancelled there before (our commit was lost): done. Any other "already …" (reported, cannot
    // be cancelled) is a refusal, and our side rolls back with it.
    if (
      error instanceof IntegratorError &&
      error.kind === 'duplicate' &&
      ALREADY_CANCELLED.test(error.message)
    )
      return;
    asRefusal(error, title);
  }
}
