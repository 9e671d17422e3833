import type { PosApprovalAction } from '@kibo/contracts';
import { Big, documentTotals } from '@kibo/domain';
import type { Db } from '../../platform/db/client.ts';
import { isAdmin, type Session } from '../../platform/http/access.ts';
import { AppError, refused } from '../../platform/http/errors.ts';
import { consumeApproval, tillRightsOf } from '../pos-access/index.ts';

/** The answer to an action the user may not do alone: the till asks a manager's PIN and tries again. */
export const NEEDS_APPROVAL = 'PS10003';

/**
 * Who may change the floor (areas, tables, kitchen printer categories): company administrators and
 * managers. Waiters and cashiers use the floor; its shape is the restaurant manager's decision.
 */
export const mayEditLayout = (user: Pick<Session, 'role'>) => isAdmin(user) || user.role === 'manager';

export interface PosRights {
  canDelete: boolean;
  canChangePrice: boolean;
}

/** The user's POS rights (the spec's passive user has neither; an administrator has both), as they are now. */
export async function posRights(tx: Db, userId: number): Promise<PosRights> {
  const rights = await tillRightsOf(tx, userId);
  return { canDelete: rights.delete, canChangePrice: rights.changePrice };
}

/**
 * Lets the action through when the user holds the right, else uses up a manager's approval of it
 * in this transaction (a refused action gives the token back). An approval names what was approved
 * (the line, the new price) where the till said so, and is good only for that. Answers the approver.
 */
export async function allowedOrApproved(
  tx: Db,
  user: Session,
  right: keyof PosRights,
  action: PosApprovalAction,
  token: string | undefined,
  what: { lineId?: number; newPrice?: string } = {},
): Promise<{ approvedBy: number | null; approvalId: number | null }> {
  if ((await posRights(tx, user.userId))[right]) return { approvedBy: null, approvalId: null };
  if (!token) throw new AppError(403, 'posTables.needsApproval', NEEDS_APPROVAL, { action });
  const approval = await consumeApproval(tx, user, token, action);
  const { lineId, newPrice } = approval.detail;
  if (lineId !== undefined && what.lineId !== undefined && lineId !== String(what.lineId))
    throw refused('pos.approvalInvalid');
  if (newPrice !== undefined && what.newPrice !== undefined && !new Big(newPrice).eq(what.newPrice))
    throw refused('pos.approvalInvalid');
  return { approvedBy: approval.approvedBy, approvalId: approval.approvalId };
}

/** What the guests pay for these lines: VAT-included prices through the shared totals, as the till's. */
export const totalOf = (lines: readonly { quantity: string; unitPrice: string; vatRate: string }[]) =>
  documentTotals({ pricesIncludeVat: true, documentDiscount: null, lines }).payable;
