import { type FrontAppUi, SETTINGS_CACHE_MS } from '@kibo/contracts';
import { ApiError, apiGet } from './api/client.ts';
import { tokenStore } from './storage.ts';
import { createStore } from './store.ts';

const CACHE_KEY = 'kibo_frontappui';

interface CachedSettings {
  expires: number;
  items: FrontAppUi;
}

export interface SettingsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  settings: FrontAppUi | null;
}

export const settingsStore = createStore<SettingsState>({ status: 'idle', settings: null });

function readCache(): CachedSettings | null {
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as CachedSettings | null;
    return cached?.items ? cached : null;
  } catch {
    return null;
  }
}

export const clearSettingsCache = () => localStorage.removeItem(CACHE_KEY);

/**
 * Spec: the app settings (modules/frontappui) load first, are cached for one day, and the cache is
 * reused while fresh or when the server cannot be reached.
 */
export async function loadSettings(options: { force?: boolean } = {}): Promise<SettingsState> {
  const cached = readCache();
  if (!options.force && cached && cached.expires > Date.now()) {
    const state = { status: 'ready' as const, settings: cached.items };
    settingsStore.set(state);
    return state;
  }
  // A refresh of loaded settings happens behind the screen: the shell (and its open views) stays.
  settingsStore.set((current) => (current.settings ? current : { ...current, status: 'loading' }));
  try {
    const items = await apiGet<FrontAppUi>('/modules/frontappui');
    localStorage.setItem(CACHE_KEY, JSON.stringify({ expires: Date.now() + SETTINGS_CACHE_MS, items }));
    const state = { status: 'ready' as const, settings: items };
    settingsStore.set(state);
    return state;
  } catch (error) {
    // A token the server no longer accepts: forget it, and the guard sends the user to log in.
    if (error instanceof ApiError && error.status === 401) {
      tokenStore.clear();
      resetSettings();
      return settingsStore.get();
    }
    const offline = error instanceof ApiError && error.status === undefined;
    const state: SettingsState =
      offline && cached ? { status: 'ready', settings: cached.items } : { status: 'failed', settings: null };
    settingsStore.set(state);
    return state;
  }
}

export function resetSettings(): void {
  clearSettingsCache();
  settingsStore.set({ status: 'idle', settings: null });
}
