import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The value once it has stopped changing for `ms` (search boxes query the server after typing). */
export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A list's paging and filters live in the address query, so a reload or a shared link keeps them
 * (the tab keeps its path and follows the query). `defaults` must be a module-level constant;
 * values equal to it are left out of the address.
 */
export function useUrlQueryState<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const current: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) current[key] = params.get(key) ?? defaults[key] ?? '';
    return current as T;
  }, [params, defaults]);
  const update = useCallback(
    (patch: Partial<T>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );
  return [state, update];
}
