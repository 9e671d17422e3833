import { describe, expect, it } from 'vitest';
import { keepSearchEntries, SEARCH_BUCKET, type SearchBucket } from './store.ts';

// The buckets are kept in an object store; here a plain map stands in for it.
const buckets = () => {
  const kept = new Map<number, SearchBucket>();
  return {
    kept,
    get: async (bucket: number) => kept.get(bucket),
    put: async (value: SearchBucket) => kept.set(value.bucket, structuredClone(value)),
  };
};
const entry = (id: number, fold = `stk-${id}`) => ({ id, fold, codes: [`STK-${id}`] });

describe('the copy’s search entries', () => {
  it('go into buckets of ids, a changed row replacing its entry and a dropped one leaving', async () => {
    const store = buckets();
    await keepSearchEntries(store, [entry(1), entry(2), entry(SEARCH_BUCKET + 5)]);
    expect([...store.kept.keys()]).toEqual([0, 1]);
    await keepSearchEntries(store, [entry(2, 'stk-2 isikli defter')], [1, SEARCH_BUCKET + 5]);
    expect(store.kept.get(0)?.rows).toEqual([entry(2, 'stk-2 isikli defter')]);
    expect(store.kept.get(1)?.rows).toEqual([]);
  });
});
