/**
 * The installed app keeps its own files through a service worker (apps/web/offline), so the till
 * opens with the line to the server down. A development server has no build to keep.
 */
export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Online use goes on without it (a plain-http address other than localhost has none).
      console.warn('Kibo: the offline app could not be installed', error);
    });
  });
}
