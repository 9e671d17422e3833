export * from './events.ts';
export * from './receipt.ts';
export * from './setup.ts';
