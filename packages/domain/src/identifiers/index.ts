export * from './barcodes.ts';
export * from './iban.ts';
export * from './postal-code.ts';
export * from './tax-ids.ts';
