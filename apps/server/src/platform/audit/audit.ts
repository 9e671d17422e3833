import type { Db } from '../db/client.ts';
import { auditLog } from './audit.tables.ts';

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'password_hash', 'posPin', 'posPinHash', 'pin']);

const scrub = (record: object | null | undefined) =>
  record ? Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_FIELDS.has(key))) : null;

export interface AuditEntry {
  companyId: number;
  userId: number | null;
  entity: string;
  entityId: string | number;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'deactivate'
    | 'approve'
    | 'password'
    | 'backup'
    | 'print'
    | 'unlock'
    | 'revoke'
    | 'refuse'
    /** Done without the approval the rule asks for, where none could be asked (an offline till). */
    | 'unapproved';
  before?: object | null;
  after?: object | null;
}

/** Written in the same transaction as the change it describes; secrets never reach the log. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: entry.companyId,
    userId: entry.userId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}
