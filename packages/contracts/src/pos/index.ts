export * from './receipt.ts';
export * from './setup.ts';
