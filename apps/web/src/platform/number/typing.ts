import { groupDigits, type NumberLocale, separatorsOf } from '@kibo/domain';

/**
 * What a number box shows while the user types. `raw` is what the user typed, without the thousands
 * separators the box put in itself: a plain number (digits, at most one decimal separator of the
 * locale) is shown grouped ("1250,5" → "1.250,5"); anything else — a separator the user typed as
 * grouping, a pasted "1250.50", letters — is shown exactly as typed, so the user's own dots and
 * commas are never rewritten under the caret (a "1.2" on its way to "1.250" stays "1.2").
 */
export function shownOf(raw: string, locale: NumberLocale): string {
  const { decimal, group } = separatorsOf(locale);
  const plain = new RegExp(`^(-?)(\\d*)(\\${decimal}\\d*)?$`).exec(raw);
  return plain ? `${plain[1]}${groupDigits(plain[2] ?? '', group)}${plain[3] ?? ''}` : raw;
}

export interface Edit {
  /** The box's text after the browser applied the keystroke, paste or cut. */
  after: string;
  /** The caret after it. */
  caret: number;
  /** The selection just before it, when known (a paste over a selection, select-all and type). */
  selection?: [number, number];
  /** Backspace or Delete, when one of those made the change. */
  key?: string;
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

const commonSuffix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length])
    length += 1;
  return length;
};

/** Where, in `before`, the change replaced [start, end) with `inserted`. */
function changeOf(before: string, edit: Edit) {
  const { after, caret, selection } = edit;
  if (selection && selection[1] > selection[0]) {
    const [start, end] = selection;
    const insertedEnd = after.length - (before.length - end);
    if (insertedEnd >= start) return { start, end, inserted: after.slice(start, insertedEnd) };
  }
  const prefix = Math.min(commonPrefix(before, after), caret);
  const suffix = Math.min(commonSuffix(before, after), after.length - caret, before.length - prefix);
  return { start: prefix, end: before.length - suffix, inserted: after.slice(prefix, after.length - suffix) };
}

/** The position in `shown` after the first `count` characters that are not the box's own separators. */
function caretIn(shown: string, count: number, group: string) {
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (seen === count) return index;
    if (shown[index] !== group) seen += 1;
  }
  return shown.length;
}

/**
 * Applies one edit of the shown text to `raw`: the separators the box inserted are dropped, what the
 * user typed is kept as typed. Backspace over such a separator removes the digit before it (Delete,
 * the one after), as it would in a box that grouped nothing. Answers the new raw text, what to show
 * and where the caret goes, so it does not jump to the end when the grouping changes.
 */
export function applyEdit(raw: string, locale: NumberLocale, edit: Edit) {
  const { group } = separatorsOf(locale);
  const before = shownOf(raw, locale);
  // When the box grouped the number, every separator of that kind in it is the box's own.
  const ours = before !== raw;
  const strip = (text: string) => (ours ? text.replaceAll(group, '') : text);
  const { start, end, inserted } = changeOf(before, edit);
  let head = strip(before.slice(0, start));
  let tail = strip(before.slice(end));
  const removedOnlyOurs = ours && inserted === '' && end > start && strip(before.slice(start, end)) === '';
  if (removedOnlyOurs && edit.key === 'Delete') tail = tail.slice(1);
  else if (removedOnlyOurs) head = head.slice(0, -1);
  const next = head + inserted + tail;
  const shown = shownOf(next, locale);
  const rawCaret = head.length + inserted.length;
  return { raw: next, shown, caret: shown === next ? rawCaret : caretIn(shown, rawCaret, group) };
}
