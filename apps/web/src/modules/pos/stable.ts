import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler that stays the same from render to render and calls the latest `handler`: a memoised
 * part of the till (its keypad, quick keys, lines) is not rendered again after a scan only because
 * the till made its handlers anew.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
