import { createHash, randomBytes } from 'node:crypto';
import {
  APPROVAL_TTL_SECONDS,
  type ApprovalDetail,
  type ApprovalGranted,
  type ApprovalRequest,
  ErrorCode,
  type PosApprovalAction,
} from '@kibo/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { AppError, refused } from '../../platform/http/errors.ts';
import { verifyPassword } from '../auth/index.ts';
import { users } from '../users/index.ts';
import { authorisedDevice } from './devices.service.ts';
import { posApprovals, posPinFailures } from './pos-access.tables.ts';

type Actor = Pick<Session, 'companyId' | 'userId'>;
type Tenant = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/**
 * Wrong PINs allowed before the till must wait: per cashier asking, and per company (several
 * cashiers' accounts guessing together). With 4 digits that is at most 480 guesses a day for the
 * whole company, each one in the audit log.
 */
export const PIN_LIMITS = {
  perUser: { failures: 5, minutes: 15 },
  perCompany: { failures: 20, minutes: 60 },
} as const;

/** Which user flag gives the right to approve each action (the spec's POS permission). */
const RIGHT_OF: Record<PosApprovalAction, 'posCanChangePrice' | 'posCanDelete'> = {
  changePrice: 'posCanChangePrice',
  deleteLine: 'posCanDelete',
  deleteReceipt: 'posCanDelete',
};

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const auditRefusal = (tx: Db, actor: Actor, input: ApprovalRequest, reason: string, deviceId?: number) =>
  writeAudit(tx, {
    companyId: actor.companyId,
    userId: actor.userId,
    entity: 'posApproval',
    entityId: input.action,
    action: 'refuse',
    after: { action: input.action, detail: input.detail, reason, deviceId: deviceId ?? null },
  });

/**
 * Records this attempt as a failure first (committed), then counts with it, so parallel guesses
 * cannot all slip under a limit. Over a limit the row goes again and the caller waits (429).
 */
async function recordAttempt(tenant: Tenant, actor: Actor, input: ApprovalRequest): Promise<number> {
  const id = await tenant(async (tx) => {
    const [row] = await tx
      .insert(posPinFailures)
      .values({ companyId: actor.companyId, userId: actor.userId })
      .returning({ id: posPinFailures.id });
    // Each attempt clears what no limit looks at any more.
    await tx.delete(posPinFailures).where(sql`${posPinFailures.at} < now() - interval '1 day'`);
    return row!.id;
  });
  const waitMinutes = await tenant(async (tx) => {
    const counted = async (minutes: number, userOnly: boolean) => {
      const [row] = await tx
        .select({ failures: sql<number>`count(*)::int`, oldest: sql<Date>`min(${posPinFailures.at})` })
        .from(posPinFailures)
        .where(
          and(
            sql`${posPinFailures.at} > now() - make_interval(mins => ${minutes})`,
            userOnly ? eq(posPinFailures.userId, actor.userId) : undefined,
          ),
        );
      return row!;
    };
    for (const [limit, userOnly] of [
      [PIN_LIMITS.perUser, true],
      [PIN_LIMITS.perCompany, false],
    ] as const) {
      const { failures, oldest } = await counted(limit.minutes, userOnly);
      if (failures > limit.failures) {
        await tx.delete(posPinFailures).where(eq(posPinFailures.id, id));
        await auditRefusal(tx, actor, input, 'tooManyAttempts');
        const until = new Date(oldest).getTime() + limit.minutes * 60_000;
        return Math.max(1, Math.ceil((until - Date.now()) / 60_000));
      }
    }
    return 0;
  });
  if (waitMinutes > 0)
    throw new AppError(
      429,
      'pos.pinTooMany',
      ErrorCode.tooManyAttempts,
      { minutes: waitMinutes },
      undefined,
      {
        'retry-after': String(waitMinutes * 60),
      },
    );
  return id;
}

/** The user holding the right whose PIN this is; managers are few, so each of their hashes is tried. */
async function approverOf(tx: Db, action: PosApprovalAction, pin: string) {
  const candidates = await tx
    .select({ id: users.id, name: users.name, hash: users.posPinHash })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        // An administrator holds every till right (`tillRightsOf`), so may approve any of them.
        or(eq(users[RIGHT_OF[action]], true), inArray(users.role, ['admin', 'superadmin'])),
        isNotNull(users.posPinHash),
      ),
    )
    .orderBy(asc(users.id))
    .limit(50);
  const matches = await Promise.all(candidates.map((user) => verifyPassword(user.hash ?? undefined, pin)));
  // No candidate still costs one hash, so the answer's time does not tell whether managers exist.
  if (candidates.length === 0) await verifyPassword(undefined, pin);
  return candidates.find((_, index) => matches[index]);
}

/**
 * `POST /api/pos/approvals`: a manager's PIN approves one action of the cashier asking. Answers a
 * token good once, for this action and this cashier, for APPROVAL_TTL_SECONDS. Every approval and
 * refusal is in the audit log with who asked and who approved.
 */
export async function requestApproval(
  tenant: Tenant,
  actor: Actor,
  input: ApprovalRequest,
): Promise<ApprovalGranted> {
  const device = input.deviceKey ? await tenant((tx) => authorisedDevice(tx, input.deviceKey!)) : undefined;
  const attemptId = await recordAttempt(tenant, actor, input);
  const outcome = await tenant(async (tx) => {
    const approver = await approverOf(tx, input.action, input.pin);
    if (!approver) {
      await auditRefusal(tx, actor, input, 'wrongPin', device?.id);
      return undefined;
    }
    // A right PIN forgives the cashier's earlier slips.
    await tx
      .delete(posPinFailures)
      .where(sql`${posPinFailures.id} = ${attemptId} OR ${posPinFailures.userId} = ${actor.userId}`);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + APPROVAL_TTL_SECONDS * 1000);
    const [row] = await tx
      .insert(posApprovals)
      .values({
        companyId: actor.companyId,
        tokenHash: tokenHashOf(token),
        action: input.action,
        detail: input.detail,
        requestedBy: actor.userId,
        approvedBy: approver.id,
        deviceId: device?.id ?? null,
        expiresAt,
      })
      .returning({ id: posApprovals.id });
    const approvedBy = { id: approver.id, name: approver.name };
    const [asker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
    await writeAudit(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      entity: 'posApproval',
      entityId: row!.id,
      action: 'approve',
      after: {
        action: input.action,
        detail: input.detail,
        requestedBy: { id: actor.userId, name: asker?.name ?? '' },
        approvedBy,
        deviceId: device?.id ?? null,
      },
    });
    return { token, action: input.action, approvedBy, expiresAt: expiresAt.toISOString() };
  });
  if (!outcome) throw refused('pos.pinRefused');
  return outcome;
}

/**
 * For the sale API: checks an approval token for `action` by the cashier `actor` and uses it up, in
 * the caller's transaction (a sale that fails gives it back). Refused when unknown, of another
 * action or cashier, expired or already used.
 */
export async function consumeApproval(
  tx: Db,
  actor: Actor,
  token: string,
  action: PosApprovalAction,
): Promise<{ approvalId: number; approvedBy: number; detail: ApprovalDetail }> {
  const [row] = await tx
    .update(posApprovals)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(posApprovals.tokenHash, tokenHashOf(token)),
        eq(posApprovals.action, action),
        eq(posApprovals.requestedBy, actor.userId),
        isNull(posApprovals.usedAt),
        gt(posApprovals.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: posApprovals.id, approvedBy: posApprovals.approvedBy, detail: posApprovals.detail });
  if (!row) throw refused('pos.approvalInvalid');
  return { approvalId: row.id, approvedBy: row.approvedBy, detail: row.detail as ApprovalDetail };
}
