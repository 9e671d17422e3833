import type { DeviceContact } from '@kibo/contracts';

// May this till sell with the line down? Only on a browser registered as a device (/sistem/tclnt),
// for a user among its offline users, until the `offlineUntil` its last contact granted. A revoked
// device stops selling and syncing altogether. The last contact is kept in this browser, so the
// answer holds after a reload without the server.

export type OfflineRefusal =
  | 'notRegistered'
  | 'deviceUnknown'
  | 'revoked'
  | 'neverContacted'
  | 'userNotAllowed'
  | 'expired';

/** What the last contact (`POST /api/devices/contact`) told this browser for one company. */
export interface KeptContact {
  /** The start of the key it was made with: a browser registered anew (new key) starts over. */
  keyTag: string;
  userId: number;
  deviceId: number | null;
  refused: 'unknown' | 'revoked' | null;
  canSellOffline: boolean;
  offlineUserIds: number[];
  /** Until when offline selling is allowed, on this browser's clock (ms). */
  offlineUntil: number | null;
  contactedAt: number;
}

export interface TillGate {
  canSellOffline: boolean;
  /** Why not (none when it may). */
  reason: OfflineRefusal | null;
  /** Until when it may (ms, this browser's clock). */
  offlineUntil: number | null;
  /** The device's number at the server, for the receipts' local numbers; none when not a known device. */
  deviceId: number | null;
  /** Revoked: no selling at all on this device, online or not, and no syncing. */
  revoked: boolean;
}

export const keyTagOf = (key: string) => key.slice(0, 12);

/**
 * The contact as kept: the server's `offlineUntil` moved onto this browser's clock (by the difference
 * between the two clocks at the contact), so a till whose clock is off still stops on time.
 */
export function keptFrom(contact: DeviceContact, key: string, userId: number, now: number): KeptContact {
  const skew = now - Date.parse(contact.serverTime);
  return {
    keyTag: keyTagOf(key),
    userId,
    deviceId: contact.deviceId,
    refused: null,
    canSellOffline: contact.canSellOffline,
    offlineUserIds: contact.offlineUserIds,
    offlineUntil: contact.offlineUntil ? Date.parse(contact.offlineUntil) + skew : null,
    contactedAt: now,
  };
}

export function keptRefusal(
  refused: 'unknown' | 'revoked',
  key: string,
  userId: number,
  now: number,
): KeptContact {
  return {
    keyTag: keyTagOf(key),
    userId,
    deviceId: null,
    refused,
    canSellOffline: false,
    offlineUserIds: [],
    offlineUntil: null,
    contactedAt: now,
  };
}

export function tillGate(
  device: { key: string } | null,
  kept: KeptContact | null,
  userId: number,
  now: number,
): TillGate {
  const refuse = (reason: OfflineRefusal, known: KeptContact | null = null): TillGate => ({
    canSellOffline: false,
    reason,
    offlineUntil: reason === 'expired' ? (known?.offlineUntil ?? null) : null,
    deviceId: known?.deviceId ?? null,
    revoked: reason === 'revoked',
  });
  if (!device) return refuse('notRegistered');
  const mine = kept && kept.keyTag === keyTagOf(device.key) ? kept : null;
  if (mine?.refused === 'revoked') return refuse('revoked');
  if (mine?.refused === 'unknown') return refuse('deviceUnknown');
  if (!mine) return refuse('neverContacted');
  if (mine.userId !== userId)
    return refuse(mine.offlineUserIds.includes(userId) ? 'neverContacted' : 'userNotAllowed', mine);
  if (!mine.canSellOffline || mine.offlineUntil === null) return refuse('userNotAllowed', mine);
  if (now >= mine.offlineUntil) return refuse('expired', mine);
  return {
    canSellOffline: true,
    reason: null,
    offlineUntil: mine.offlineUntil,
    deviceId: mine.deviceId,
    revoked: false,
  };
}
