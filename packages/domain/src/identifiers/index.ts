export * from './barcodes.ts';
export * from './iban.ts';
export * from './tax-ids.ts';
