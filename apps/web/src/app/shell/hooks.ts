import { IDLE_RELOAD_MS, MOBILE_BREAKPOINT_PX } from '@kibo/contracts';
import { useEffect, useState } from 'react';

/** Spec: below 992 px the device counts as mobile. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMobile(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return mobile;
}

/** Tabs the bar shows side by side: 4 on a desktop, 3 on a tablet, 1 on a phone (spec). */
export function useTabSize(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  if (width >= 1200) return 4;
  if (width >= 768) return 3;
  return 1;
}

/** Document screens, where a half-entered receipt must never be lost to a reload. */
export const holdsUnsavedWork = (paths: string[]) => paths.some((path) => path.startsWith('/fis'));

/**
 * Spec: five idle minutes reload the page (fresh data on a shared shop screen), except while a
 * document screen under /fis is open, even in a background tab.
 */
export function useIdleReload(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    const events = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const event of events) window.addEventListener(event, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last >= IDLE_RELOAD_MS) window.location.reload();
    }, 10_000);
    return () => {
      window.clearInterval(timer);
      for (const event of events) window.removeEventListener(event, touch);
    };
  }, [enabled]);
}

/**
 * A logout or another user's login in a second browser tab changes the stored token: this tab
 * reloads instead of going on with someone else's (or no) session.
 */
export function useTokenWatch(storageKey: string): void {
  useEffect(() => {
    const changed = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) window.location.reload();
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, [storageKey]);
}
