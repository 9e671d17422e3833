export * from './input.ts';
export * from './orders.ts';
export * from './print-designs.ts';
