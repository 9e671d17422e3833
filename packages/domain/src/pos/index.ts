export * from './code-pages.ts';
export * from './escpos.ts';
export * from './labels.ts';
export * from './print.ts';
export * from './receipt.ts';
export * from './scan.ts';
export * from './session-print.ts';
export * from './session-summary.ts';
