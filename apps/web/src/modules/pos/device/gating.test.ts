import { describe, expect, it } from 'vitest';
import { keptFrom, keptRefusal, tillGate } from './gating.ts';

const KEY = 'k3Yk3Yk3Yk3Yk3Yk3Yk3Yk3Yk3Yk3Yk3Yk3Yk3Yk3Y';
const NOW = Date.parse('2026-11-25T10:00:00Z');
const HOUR = 3_600_000;
const contact = {
  deviceId: 3,
  name: 'Ön Kasa',
  canSellOffline: true,
  offlineUntil: '2026-11-26T10:00:00.000Z',
  maxOfflineHours: 24,
  offlineUserIds: [7, 8],
  serverTime: '2026-11-25T10:00:00.000Z',
};

describe('whether the till may sell offline', () => {
  it('may, for an allowed user on a registered device, until the last contact’s offlineUntil', () => {
    const kept = keptFrom(contact, KEY, 7, NOW);
    expect(tillGate({ key: KEY }, kept, 7, NOW + 23 * HOUR)).toEqual({
      canSellOffline: true,
      reason: null,
      offlineUntil: NOW + 24 * HOUR,
      deviceId: 3,
      revoked: false,
    });
    expect(tillGate({ key: KEY }, kept, 7, NOW + 24 * HOUR)).toMatchObject({
      canSellOffline: false,
      reason: 'expired',
      offlineUntil: NOW + 24 * HOUR,
    });
  });

  it('stops on time by its own clock when that clock is off', () => {
    // The till's clock is two hours behind the server's: the period still lasts 24 hours.
    const kept = keptFrom(contact, KEY, 7, NOW - 2 * HOUR);
    expect(kept.offlineUntil).toBe(NOW + 22 * HOUR);
  });

  it('says why not', () => {
    const kept = keptFrom(contact, KEY, 7, NOW);
    expect(tillGate(null, kept, 7, NOW).reason).toBe('notRegistered');
    expect(tillGate({ key: KEY }, null, 7, NOW).reason).toBe('neverContacted');
    // Registered anew with another key: the old contact no longer counts.
    expect(tillGate({ key: `x${KEY.slice(1)}` }, kept, 7, NOW).reason).toBe('neverContacted');
    // Another user: allowed on the device but not yet seen by the server here, or not allowed at all.
    expect(tillGate({ key: KEY }, kept, 8, NOW).reason).toBe('neverContacted');
    expect(tillGate({ key: KEY }, kept, 9, NOW).reason).toBe('userNotAllowed');
    const notAllowed = keptFrom({ ...contact, canSellOffline: false, offlineUntil: null }, KEY, 9, NOW);
    expect(tillGate({ key: KEY }, notAllowed, 9, NOW)).toMatchObject({
      reason: 'userNotAllowed',
      deviceId: 3,
    });
    expect(tillGate({ key: KEY }, keptRefusal('unknown', KEY, 7, NOW), 7, NOW).reason).toBe('deviceUnknown');
  });

  it('stops a revoked device altogether, for every user', () => {
    const revoked = keptRefusal('revoked', KEY, 7, NOW);
    expect(tillGate({ key: KEY }, revoked, 7, NOW)).toMatchObject({ revoked: true, reason: 'revoked' });
    expect(tillGate({ key: KEY }, revoked, 8, NOW)).toMatchObject({ revoked: true, canSellOffline: false });
  });
});
