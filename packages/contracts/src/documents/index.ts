export * from './input.ts';
export * from './print-designs.ts';
