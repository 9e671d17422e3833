export * from './events.ts';
export * from './receipt.ts';
