import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

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
 * The search box of a list whose search lives in the address: typing reaches the address once the
 * user pauses, and a search arriving by the address (a link, a kept-alive tab reopened with another
 * query) replaces what the box shows instead of being overwritten by it.
 */
export function useSearchBox(searched: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(searched);
  const settled = useDebounced(text);
  const lastSettled = useRef(settled);
  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  });
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== searched) report.current(settled);
  }, [settled, searched]);
  useEffect(() => {
    setText(searched);
  }, [searched]);
  return [text, setText] as const;
}

/** The path of the screen on view (hash routing: `#/stok/list?…`). */
const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * A list's paging and filters live in the address query, so a reload or a shared link keeps them
 * (the tab keeps its path and follows the query). `defaults` must be a module-level constant;
 * values equal to it are left out of the address.
 */
export function useUrlQueryState<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => {
    const current: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) current[key] = params.get(key) ?? defaults[key] ?? '';
    return current as T;
  }, [params, defaults]);
  const update = useCallback(
    (patch: Partial<T>) => {
      // A tab's list stays mounted when the user opens a record: its search settling a moment later
      // must not take them back to the list (the address is the open screen's, not this tab's).
      if (currentPath() !== pathname) return;
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
      );
    },
    [setParams, defaults, pathname],
  );
  return [state, update];
}

/** A table's paging kept in the address query (`page`), a fixed page size, the server's total. */
export const urlPagination = (
  page: string,
  pageSize: number,
  total: number | undefined,
  setQuery: (patch: { page: string }) => void,
) => ({
  current: Number(page),
  pageSize,
  total: total ?? 0,
  showSizeChanger: false,
  onChange: (next: number) => setQuery({ page: String(next) }),
});
