import { RELOAD_GUARD_MS } from '@kibo/contracts';

const KEY = 'kibo_reloaded_at';

/** Spec: a failed script/style chunk or a syntax error reloads the page, at most once an hour. */
export function reloadOncePerHour(): boolean {
  const last = Number(localStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  localStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function installChunkFailureReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOncePerHour()) event.preventDefault();
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null;
      const failedAsset = target instanceof HTMLScriptElement || target instanceof HTMLLinkElement;
      if (failedAsset || event.error instanceof SyntaxError) reloadOncePerHour();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as Error | undefined)?.message ?? '');
    if (/dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(message)) {
      reloadOncePerHour();
    }
  });
}
