export * from './input.ts';
export * from './orders.ts';
