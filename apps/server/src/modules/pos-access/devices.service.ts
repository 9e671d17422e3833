import { createHash } from 'node:crypto';
import type { DeviceContact, DeviceRecord, DeviceRegistration, DeviceUpdate } from '@kibo/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Session } from '../../platform/http/access.ts';
import { forbidden, invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { companies } from '../companies/index.ts';
import { users } from '../users/index.ts';
import { posDevices, posDeviceUsers } from './pos-access.tables.ts';

/** Error codes the till reacts to: stop selling and syncing until an administrator acts. */
export const DEVICE_UNKNOWN = 'PS10001';
export const DEVICE_REVOKED = 'PS10002';

type Actor = Pick<Session, 'companyId' | 'userId'>;
type DeviceRow = typeof posDevices.$inferSelect;

export const keyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const iso = (value: Date | null) => value?.toISOString() ?? null;

async function namesOf(tx: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function offlineUsersOf(tx: Db, deviceIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (deviceIds.length === 0) return result;
  const rows = await tx
    .select({ deviceId: posDeviceUsers.deviceId, userId: posDeviceUsers.userId })
    .from(posDeviceUsers)
    .where(inArray(posDeviceUsers.deviceId, deviceIds))
    .orderBy(asc(posDeviceUsers.userId));
  for (const row of rows) result.set(row.deviceId, [...(result.get(row.deviceId) ?? []), row.userId]);
  return result;
}

async function toRecords(tx: Db, rows: DeviceRow[]): Promise<DeviceRecord[]> {
  const offline = await offlineUsersOf(
    tx,
    rows.map((row) => row.id),
  );
  const names = await namesOf(tx, [
    ...rows.flatMap((row) => [row.registeredBy, row.lastContactBy ?? 0, row.revokedBy ?? 0]),
    ...[...offline.values()].flat(),
  ]);
  const nameOf = (id: number | null) => (id ? (names.get(id) ?? '') : null);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.revokedAt ? 'revoked' : 'active',
    userAgent: row.userAgent,
    registeredAt: row.registeredAt.toISOString(),
    registeredBy: nameOf(row.registeredBy) ?? '',
    lastContactAt: iso(row.lastContactAt),
    lastContactBy: nameOf(row.lastContactBy),
    offlineUntil: row.revokedAt ? null : iso(row.offlineUntil),
    revokedAt: iso(row.revokedAt),
    revokedBy: nameOf(row.revokedBy),
    offlineUsers: (offline.get(row.id) ?? []).map((id) => ({ id, name: names.get(id) ?? '' })),
  }));
}

/** Every device of the company, those still authorised first. A shop has a handful; 500 at most shown. */
export async function listDevices(tx: Db): Promise<DeviceRecord[]> {
  const rows = await tx
    .select()
    .from(posDevices)
    .orderBy(sql`${posDevices.revokedAt} IS NOT NULL`, asc(posDevices.name), asc(posDevices.id))
    .limit(500);
  return toRecords(tx, rows);
}

async function getDevice(tx: Db, id: number, lock = false): Promise<DeviceRow> {
  const query = tx.select().from(posDevices).where(eq(posDevices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function deviceRecord(tx: Db, id: number): Promise<DeviceRecord> {
  const [record] = await toRecords(tx, [await getDevice(tx, id)]);
  return record!;
}

/** Only the company's active users may be allowed to sell offline (RLS keeps others' users out). */
async function setOfflineUsers(tx: Db, actor: Actor, deviceId: number, userIds: number[]): Promise<void> {
  if (userIds.length) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.active, true)));
    const known = new Set(found.map((row) => row.id));
    const missing = userIds.findIndex((id) => !known.has(id));
    if (missing >= 0) throw invalidField(`offlineUserIds.${missing}`, 'pos.offlineUserUnknown');
  }
  await tx.delete(posDeviceUsers).where(eq(posDeviceUsers.deviceId, deviceId));
  if (userIds.length)
    await tx
      .insert(posDeviceUsers)
      .values(userIds.map((userId) => ({ companyId: actor.companyId, deviceId, userId })));
}

/** Registers the browser presenting `key`: the server keeps the key's hash, never the key. */
export async function registerDevice(
  tx: Db,
  actor: Actor,
  input: DeviceRegistration,
  userAgent: string,
): Promise<DeviceRecord> {
  let id: number;
  try {
    const [created] = await tx
      .insert(posDevices)
      .values({
        companyId: actor.companyId,
        name: input.name,
        keyHash: keyHashOf(input.key),
        userAgent: userAgent.slice(0, 300),
        registeredBy: actor.userId,
      })
      .returning({ id: posDevices.id });
    id = created!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('key', 'pos.deviceKeyTaken');
    throw error;
  }
  await setOfflineUsers(tx, actor, id, input.offlineUserIds);
  const after = await deviceRecord(tx, id);
  await writeAudit(tx, { ...auditOf(actor, id), action: 'create', after });
  return after;
}

const auditOf = (actor: Actor, id: number) => ({
  companyId: actor.companyId,
  userId: actor.userId,
  entity: 'posDevices',
  entityId: id,
});

/** Renames a device or changes who may sell offline on it; a revoked device stays as it was. */
export async function updateDevice(tx: Db, actor: Actor, id: number, input: DeviceUpdate) {
  const row = await getDevice(tx, id, true);
  if (row.revokedAt) throw refused('pos.deviceRevoked');
  const before = await deviceRecord(tx, id);
  await tx.update(posDevices).set({ name: input.name, updatedAt: new Date() }).where(eq(posDevices.id, id));
  await setOfflineUsers(tx, actor, id, input.offlineUserIds);
  const after = await deviceRecord(tx, id);
  await writeAudit(tx, { ...auditOf(actor, id), action: 'update', before, after });
  return after;
}

/**
 * Revokes a device for good: its next contact is refused, so it stops selling and syncing. A
 * browser that should sell again is registered anew (a new key), never un-revoked.
 */
export async function revokeDevice(tx: Db, actor: Actor, id: number): Promise<DeviceRecord> {
  const row = await getDevice(tx, id, true);
  if (row.revokedAt) return deviceRecord(tx, id);
  const before = await deviceRecord(tx, id);
  await tx
    .update(posDevices)
    .set({ revokedAt: new Date(), revokedBy: actor.userId, offlineUntil: null, updatedAt: new Date() })
    .where(eq(posDevices.id, id));
  const after = await deviceRecord(tx, id);
  await writeAudit(tx, { ...auditOf(actor, id), action: 'revoke', before, after });
  return after;
}

/**
 * The device presenting `key` in the caller's company, refused when unknown or revoked. The sale
 * API calls it for a receipt sent from a till, so a revoked device's receipts stop too.
 */
export async function authorisedDevice(tx: Db, key: string, lock = false) {
  const query = tx
    .select()
    .from(posDevices)
    .where(eq(posDevices.keyHash, keyHashOf(key)));
  const [row] = lock ? await query.for('no key update') : await query;
  return known(row);
}

/** A device found by its key, refused when there is none or it was revoked. */
function known<Row extends { revokedAt: Date | null }>(row: Row | undefined): Row {
  if (!row) throw forbidden('pos.deviceUnknown', DEVICE_UNKNOWN);
  if (row.revokedAt) throw forbidden('pos.deviceRevoked', DEVICE_REVOKED);
  return row;
}

/**
 * The device a receipt or event rung up offline names, refused unless the user it is sent under may
 * sell offline on it: the server holds the same rule the till's gate follows, so a request marked
 * offline by hand does not escape the online checks on a device or for a user never allowed offline.
 */
export async function offlineDevice(tx: Db, actor: Actor, key: string | undefined) {
  if (!key) throw forbidden('pos.offlineNeedsDevice', DEVICE_UNKNOWN);
  // The device and the user's permission on it in one statement: every synced receipt asks.
  const [row] = await tx
    .select({
      device: posDevices,
      allowed: sql<boolean>`exists (SELECT 1 FROM pos_device_users u
        WHERE u.company_id = ${posDevices.companyId} AND u.device_id = ${posDevices.id} AND u.user_id = ${actor.userId})`,
    })
    .from(posDevices)
    .where(eq(posDevices.keyHash, keyHashOf(key)));
  const device = known(row?.device);
  if (!row?.allowed) throw forbidden('pos.offlineUserNotAllowed', DEVICE_UNKNOWN);
  return device;
}

/**
 * The authorised device a receipt or till event comes from (`/sistem/tclnt`). One made offline must
 * name a known, unrevoked one on which its user may sell offline (403 PS10001 / PS10002): offline
 * selling is allowed per device and user, and a revoked device stops syncing at its next receipt.
 * One sent online names its device when the till is one; a browser that is not a till sells online
 * without.
 */
export async function deviceOf(
  tx: Db,
  user: Actor,
  input: { deviceKey?: string; madeOffline: boolean },
): Promise<number | null> {
  if (input.madeOffline) return (await offlineDevice(tx, user, input.deviceKey)).id;
  if (input.deviceKey) return (await authorisedDevice(tx, input.deviceKey)).id;
  return null;
}

/**
 * A till's contact (on every sync): what the signed-in user may do on this device and until when.
 * Offline selling needs the user to be allowed on the device; it lasts the company's offline
 * period from now, and the till must contact again before it passes.
 */
export async function contactDevice(tx: Db, actor: Actor, key: string): Promise<DeviceContact> {
  const device = await authorisedDevice(tx, key, true);
  const [company] = await tx
    .select({ hours: companies.posMaxOfflineHours })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const hours = company?.hours ?? 24;
  const offlineUserIds = (await offlineUsersOf(tx, [device.id])).get(device.id) ?? [];
  const canSellOffline = offlineUserIds.includes(actor.userId);
  const now = new Date();
  const offlineUntil = canSellOffline ? new Date(now.getTime() + hours * 3_600_000) : null;
  await tx
    .update(posDevices)
    .set({ lastContactAt: now, lastContactBy: actor.userId, offlineUntil })
    .where(eq(posDevices.id, device.id));
  return {
    deviceId: device.id,
    name: device.name,
    canSellOffline,
    offlineUntil: iso(offlineUntil),
    maxOfflineHours: hours,
    offlineUserIds,
    serverTime: now.toISOString(),
  };
}

/** Users the device form offers: the company's active users. */
export async function deviceUserOptions(tx: Db) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.name), asc(users.id))
    .limit(500);
}
