import type { FormInstance } from 'antd';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from './api/client.ts';

/**
 * Puts the server's 422 field errors next to the fields (the global catalogue has already shown the
 * alert). A cell of an inner table (`units.1.factor`) has its own input; an entry of a list of values
 * (`menuIds.3`, `barcodes.0`) belongs to its field, as does an entry of a list inside a cell.
 */
export type FieldName = (string | number)[];

/** A server field path as a form name: a field, or a line's field (`lines.2.price`); deeper paths show on the line's field. */
export function fieldNameOf(path: string): FieldName {
  const parts = path.split('.');
  return parts.length >= 3 ? [parts[0]!, Number(parts[1]), parts[2]!] : [parts[0] ?? path];
}

export function applyFieldErrors(form: FormInstance, error: unknown, nameOf = fieldNameOf): void {
  if (!(error instanceof ApiError)) return;
  const byField = new Map<string, { name: FieldName; errors: string[] }>();
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = nameOf(path);
    const key = name.join('.');
    byField.set(key, { name, errors: [...(byField.get(key)?.errors ?? []), ...messages] });
  }
  form.setFields([...byField.values()]);
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button[role="switch"]:not([disabled])';
const TEXT_TYPES = new Set(['text', 'email', 'password', 'tel', 'number', 'search', 'url']);

/** Marks the element of a form that takes Ctrl+S and Ctrl+P. */
const KEYS_OWNER = 'data-form-keys';

/**
 * Keyboard-first data entry, as on the desktop ERP: Ctrl+S saves, Ctrl+P prints where the form can,
 * and Enter in a text box moves to the next field instead of submitting. Returns the Enter handler for the form's container.
 */
export function useFormKeys(
  container: RefObject<HTMLElement | null>,
  onSave: () => void,
  onPrint?: () => void,
) {
  const save = useRef(onSave);
  const print = useRef(onPrint);
  useEffect(() => {
    save.current = onSave;
    print.current = onPrint;
    // After every render: a form may show its container only once its record has loaded.
    container.current?.setAttribute(KEYS_OWNER, '');
  });

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      const action = key === 's' ? save.current : key === 'p' ? print.current : undefined;
      // Kept-alive tabs stay mounted while hidden: only the visible form may save or print.
      const element = container.current;
      if (!action || !element || element.closest('[hidden]')) return;
      // Keys typed in another form (one opened in a drawer from this one: a picker's "+ Yeni") are
      // that form's; typed outside every form, any visible form takes them.
      const owner = event.target instanceof Element ? event.target.closest(`[${KEYS_OWNER}]`) : null;
      if (owner && owner !== element && !element.contains(owner)) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [container]);

  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const target = event.target;
    if (
      event.key !== 'Enter' ||
      event.shiftKey ||
      event.ctrlKey ||
      event.altKey ||
      event.nativeEvent.isComposing
    )
      return;
    // Selects use Enter to pick an option; text areas to break lines.
    if (!(target instanceof HTMLInputElement) || target.getAttribute('role') === 'combobox') return;
    if (!TEXT_TYPES.has(target.type)) return;
    // A drawer opened from this form (a picker's "+ Yeni") is a child in React but not in the page.
    if (!event.currentTarget.contains(target)) return;
    event.preventDefault();
    const fields = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (field) => !field.closest('.ant-tree'),
    );
    fields[fields.indexOf(target) + 1]?.focus();
  }, []);
}

/**
 * Asks before the browser leaves or reloads the page with unsaved changes. A listener rather than
 * `window.onbeforeunload`, so that several kept-alive forms do not overwrite each other's warning.
 */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * One save at a time, and none once a new record is saved (until the form is given another record). A saved "new" form moves to the record's
 * edit view, and React keeps the old form on screen until that view has loaded: a save typed there
 * would go out under a fresh idempotency key and make a second record (a quick clerk's double
 * invoice). `handedOver` disables that form; `enter` refuses a save while another is on its way,
 * even one started in the same moment (the mutation's `isPending` is only seen after a render).
 */
export function useSaveGate(record?: string) {
  const held = useRef(false);
  const [handedOver, setHandedOver] = useState(false);
  // A form kept mounted and given another record (a drawer's next one, a copy) starts open again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record is the trigger
  useEffect(() => {
    held.current = false;
    setHandedOver(false);
  }, [record]);
  return useMemo(
    () => ({
      handedOver,
      enter(save: () => void) {
        if (held.current) return;
        held.current = true;
        save();
      },
      /** The save was answered and the form stays where it is (an error, a change, a drawer's voucher). */
      release() {
        held.current = false;
      },
      /** The new record is saved and its form is leaving for the record's view. */
      handOver() {
        setHandedOver(true);
      },
    }),
    [handedOver],
  );
}
