import { apiGet } from '../platform/api/client.ts';
import { resetSettings } from '../platform/settings.ts';
import { tokenStore } from '../platform/storage.ts';
import { clearViews } from './shell/views.ts';

const OFFLINE_FLAGS = /^kibo_offline_/;

/** Spec: GET auth/logout, then the token, the open views and the local offline-database flags are cleared. */
export async function logout(): Promise<void> {
  try {
    await apiGet('/auth/logout', undefined, { silent: true });
  } finally {
    clearLocalSession();
  }
}

export function clearLocalSession(): void {
  tokenStore.clear();
  resetSettings();
  clearViews();
  for (const key of Object.keys(localStorage)) if (OFFLINE_FLAGS.test(key)) localStorage.removeItem(key);
}
