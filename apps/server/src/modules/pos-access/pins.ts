import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { users } from '../users/index.ts';

/** A user sets or removes their own POS PIN; their password confirms it is them at the keyboard. */
export async function setOwnPosPin(
  tx: Db,
  session: Pick<Session, 'companyId' | 'userId'>,
  password: string,
  pin: string,
): Promise<void> {
  const [user] = await tx
    .select({ hash: users.passwordHash, pin: users.posPinHash })
    .from(users)
    .where(eq(users.id, session.userId))
    .for('update');
  if (!user) throw notFound();
  if (!(await verifyPassword(user.hash, password))) throw invalidField('password', 'pos.wrongPassword');
  await tx
    .update(users)
    .set({ posPinHash: pin ? await hashPassword(pin) : null, updatedAt: new Date() })
    .where(eq(users.id, session.userId));
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'user',
    entityId: session.userId,
    action: 'update',
    before: { hasPosPin: user.pin !== null },
    after: { hasPosPin: Boolean(pin) },
  });
}
