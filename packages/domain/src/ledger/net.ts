import type { Big } from '../money.ts';

type Key = readonly (number | string)[];

const compareKeys = (a: Key, b: Key): number => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/**
 * Changes to running balances netted per balance row, rows that net to zero dropped, in the order the
 * rows are locked: by the key's parts, numbers as numbers and text by character code (PostgreSQL's
 * `COLLATE "C"`). Every posting taking its rows in this one order is what keeps two postings from
 * deadlocking on the same balances.
 */
export function netInLockOrder<T extends Record<F, Big>, F extends keyof T>(
  deltas: readonly T[],
  keyOf: (delta: T) => Key,
  field: F,
): T[] {
  const byKey = new Map<string, { key: Key; delta: T }>();
  for (const delta of deltas) {
    const key = keyOf(delta);
    const id = key.join('\u0000');
    const found = byKey.get(id);
    byKey.set(id, {
      key,
      delta: found ? { ...found.delta, [field]: found.delta[field].plus(delta[field]) } : { ...delta },
    });
  }
  return [...byKey.values()]
    .filter(({ delta }) => !delta[field].eq(0))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ delta }) => delta);
}
