export * from './totals.ts';
export * from './words.ts';
