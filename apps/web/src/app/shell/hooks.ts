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

/**
 * Spec: five idle minutes reload the page (fresh data on a shared shop screen), except on the
 * document screens under /fis, where a half-entered receipt must never be lost.
 */
export function useIdleReload(pathname: string, enabled = true): void {
  useEffect(() => {
    if (!enabled || pathname.startsWith('/fis')) return;
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
  }, [pathname, enabled]);
}
