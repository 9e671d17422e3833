import { apiGet } from '../platform/api/client.ts';
import { clearSettingsCache } from '../platform/settings.ts';
import { tokenStore } from '../platform/storage.ts';

const OFFLINE_FLAGS = /^kibo_offline_/;

/**
 * Spec: GET auth/logout, then the token, the open views and the local offline-database flags are
 * cleared. The page then reloads on /login, so nothing of the last user stays in memory.
 */
export async function logout(): Promise<void> {
  try {
    await apiGet('/auth/logout', undefined, { silent: true });
  } finally {
    tokenStore.clear();
    clearSettingsCache();
    for (const key of Object.keys(localStorage)) if (OFFLINE_FLAGS.test(key)) localStorage.removeItem(key);
    window.location.replace(`${window.location.pathname}#/login`);
    window.location.reload();
  }
}
