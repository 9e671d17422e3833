import type { IntegratorCode } from '@kibo/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { einvoiceUsers } from './einvoice.tables.ts';
import { connect, type DocumentKind, IntegratorError, type UserAnswer } from './integrators/index.ts';
import type { Connection } from './settings.ts';

// "Is this VKN/TCKN a registered e-invoice user, and under which aliases?" asked of the integrator
// once a day per number and kept for every company (GİB's user list is public).

const FRESH_HOURS = 24;

export async function userOf(
  tx: Db,
  integrator: IntegratorCode,
  connection: Connection,
  kind: DocumentKind,
  taxId: string,
): Promise<UserAnswer> {
  const [cached] = await tx
    .select()
    .from(einvoiceUsers)
    .where(
      and(
        eq(einvoiceUsers.taxId, taxId),
        eq(einvoiceUsers.kind, kind),
        gt(einvoiceUsers.checkedAt, sql`now() - make_interval(hours => ${FRESH_HOURS})`),
      ),
    );
  if (cached)
    return {
      registered: cached.registered,
      title: cached.title,
      aliases: cached.aliases as UserAnswer['aliases'],
    };
  const answer = await connect(integrator, connection).user(kind, taxId);
  const values = {
    registered: answer.registered,
    title: answer.title,
    aliases: answer.aliases,
    checkedAt: new Date(),
  };
  await tx
    .insert(einvoiceUsers)
    .values({ taxId, kind, ...values })
    .onConflictDoUpdate({ target: [einvoiceUsers.taxId, einvoiceUsers.kind], set: values });
  return answer;
}

/**
 * Whether an invoice to this number goes as an e-invoice: the integrator's answer, or, when it
 * cannot be reached, what the account card says (the user ticked "e-fatura mükellefi").
 */
export async function isRegistered(
  tx: Db,
  integrator: IntegratorCode,
  connection: Connection,
  kind: DocumentKind,
  taxId: string,
  cardSays: boolean,
): Promise<boolean> {
  try {
    return (await userOf(tx, integrator, connection, kind, taxId)).registered;
  } catch (error) {
    if (error instanceof IntegratorError && error.kind === 'unreachable') return cardSays;
    throw error;
  }
}
