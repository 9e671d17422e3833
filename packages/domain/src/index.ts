export * from './discounts.ts';
export * from './documents/index.ts';
export * from './identifiers/index.ts';
export * from './ip-allow-list.ts';
export * from './licence.ts';
export * from './money.ts';
export * from './points.ts';
export * from './turkish-text.ts';
