export * from './foot.ts';
export * from './scan.ts';
export * from './totals.ts';
export * from './words.ts';
