export * from './input.ts';
export * from './kinds.ts';
