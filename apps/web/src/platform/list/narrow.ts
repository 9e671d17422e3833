import { useSyncExternalStore } from 'react';

/** Below this width a list shows each row as a card: a phone held upright (390 px) has no room for columns. */
export const NARROW_QUERY = '(max-width: 639px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is narrow enough for lists to become cards; follows rotation and resizing. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
