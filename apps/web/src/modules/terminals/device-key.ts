/**
 * This browser's till identity: the device id and the secret key it generated when an administrator
 * registered it on /sistem/tclnt. The server keeps only the key's hash; the till presents the key at
 * every contact (`POST /api/devices/contact`) and a revoked device is refused there.
 */
export interface StoredDevice {
  id: number;
  key: string;
}

const STORAGE_KEY = 'kibo_pos_device';

export function storedDevice(): StoredDevice | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredDevice | null;
    return parsed && typeof parsed.id === 'number' && typeof parsed.key === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export const storeDevice = (device: StoredDevice) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify(device));

/** 32 random bytes, base64url: what the server's `deviceKey` schema takes. */
export function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
