import type { DeviceContact } from '@kibo/contracts';
import { ApiError, apiSend } from '../../../platform/api/client.ts';
import { createStore } from '../../../platform/store.ts';
import { storedDevice } from '../../terminals/device-key.ts';
import { type KeptContact, keptFrom, keptRefusal, type TillGate, tillGate } from './gating.ts';
import { isLineDown, overTheLine } from './line.ts';

// The till's contact with the server about this device (`POST /api/devices/contact`): when the till
// opens and before each sync round. What it answered is kept in localStorage per company.

/** How long a till waits for the contact's answer before taking the line as down. */
const CONTACT_TIMEOUT_MS = 8000;
const storageKey = (companyId: number) => `kibo_pos_contact_${companyId}`;

/** Bumped whenever a contact's answer is kept, so the till's gate follows. */
export const contactChanges = createStore(0);

export function keptContact(companyId: number): KeptContact | null {
  try {
    return JSON.parse(localStorage.getItem(storageKey(companyId)) ?? 'null') as KeptContact | null;
  } catch {
    return null;
  }
}

function keep(companyId: number, kept: KeptContact): void {
  localStorage.setItem(storageKey(companyId), JSON.stringify(kept));
  contactChanges.set((count) => count + 1);
}

/** Whether this user may sell offline on this browser now, and why not. */
export const currentGate = (companyId: number, userId: number, now = Date.now()): TillGate =>
  tillGate(storedDevice(), keptContact(companyId), userId, now);

/**
 * The device key a receipt carries: when the server knows this browser as the company's device (its
 * last contact said so), so the receipt records where it was rung up. A browser that is not a till
 * sends none, and sells online as any browser does.
 */
export function deviceKeyFor(companyId: number): string | undefined {
  const device = storedDevice();
  const gate = tillGate(device, keptContact(companyId), -1, Date.now());
  return device && gate.deviceId !== null && !gate.revoked ? device.key : undefined;
}

export type ContactOutcome = 'answered' | 'refused' | 'lineDown' | 'failed' | 'noDevice';

let contacting: Promise<ContactOutcome> | null = null;

/**
 * Asks the server what this device may do; a revoked or unknown answer is kept like any other. Calls
 * made while one is on its way share its answer.
 */
export function contactServer(companyId: number, userId: number): Promise<ContactOutcome> {
  contacting ??= contact(companyId, userId).finally(() => {
    contacting = null;
  });
  return contacting;
}

async function contact(companyId: number, userId: number): Promise<ContactOutcome> {
  const device = storedDevice();
  if (!device) return 'noDevice';
  try {
    const { data } = await overTheLine(() =>
      apiSend<DeviceContact>(
        'post',
        '/devices/contact',
        { key: device.key },
        { silent: true, timeout: CONTACT_TIMEOUT_MS },
      ),
    );
    keep(companyId, keptFrom(data, device.key, userId, Date.now()));
    return 'answered';
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      ['PS10001', 'PS10002'].includes(error.errorCode)
    ) {
      const refused = error.errorCode === 'PS10002' ? 'revoked' : 'unknown';
      keep(companyId, keptRefusal(refused, device.key, userId, Date.now()));
      return 'refused';
    }
    return isLineDown(error) ? 'lineDown' : 'failed';
  }
}

/** A receipt's send answered that the device is unknown or revoked: kept as a contact would be. */
export function deviceRefused(companyId: number, userId: number, errorCode: string): void {
  const device = storedDevice();
  if (device)
    keep(
      companyId,
      keptRefusal(errorCode === 'PS10002' ? 'revoked' : 'unknown', device.key, userId, Date.now()),
    );
}
