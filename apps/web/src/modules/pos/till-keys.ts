import { type RefObject, useEffect, useRef } from 'react';

/** Keys the till answers to wherever the focus is, while it is the screen in front and no dialog is open. */

/**
 * A key typed inside a dialog or drawer (the till's cash menu and its count, the printer settings, a
 * confirm): it belongs there. An open dialog holds the focus; one closing gives it back to the till.
 */
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('.ant-modal-wrap, .ant-drawer') !== null;
export type TillKeys = Partial<
  Record<'F2' | 'F4' | 'F6' | 'F7' | 'F8' | 'F9' | 'F10' | 'Delete', () => void>
>;

/**
 * The till's function keys. A kept-alive till in a background tab is hidden and answers nothing, nor
 * does the till while a dialog is open; Delete acts only outside a text box (there it deletes
 * characters).
 */
export function useTillKeys(root: RefObject<HTMLElement | null>, enabled: boolean, keys: TillKeys): void {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const key = event.key as keyof TillKeys;
      const action = current.current[key];
      if (!action || !root.current?.checkVisibility() || inDialog(event.target)) return;
      const typing = event.target instanceof HTMLInputElement && event.target.value !== '';
      if (key === 'Delete' && typing) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, root]);
}
