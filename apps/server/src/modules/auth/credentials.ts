import { PASSWORD_MIN_LENGTH } from '@kibo/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { companies } from '../companies/index.ts';
import { accessTokens } from './auth.tables.ts';
import { hashPassword } from './passwords.ts';

/** Refuses a password shorter than the company's minimum (never below the product's 8). */
export async function refuseShortPassword(tx: Db, password: string, field = 'password'): Promise<void> {
  const [company] = await tx
    .select({ min: companies.passwordMinLength })
    .from(companies)
    .where(sql`${companies.id} = current_setting('app.company_id', true)::int`);
  const min = company?.min ?? PASSWORD_MIN_LENGTH;
  if (password.length < min) throw invalidField(field, 'v.minLength', { min });
}

/**
 * Column values for a newly set password. A password someone else chose (an admin's reset, the
 * vendor's support) is known to two people, so its owner must replace it at the next login.
 */
export async function newPasswordColumns(password: string, setBy: 'owner' | 'someoneElse') {
  return {
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
    mustChangePassword: setBy === 'someoneElse',
  };
}

/**
 * Ends the user's sessions in the transaction that changes their password, so a stolen or
 * forgotten session does not outlive the credential; the owner's own session may stay.
 */
export async function revokeSessions(
  tx: Db,
  user: { companyId: number; userId: number },
  keepTokenHash?: string,
): Promise<void> {
  await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.companyId, user.companyId),
        eq(accessTokens.userId, user.userId),
        isNull(accessTokens.revokedAt),
        keepTokenHash ? ne(accessTokens.tokenHash, keepTokenHash) : undefined,
      ),
    );
}
