export { buildDespatch } from './despatch.ts';
export { buildInvoice, CUSTOMS_PARTY } from './invoice.ts';
export { invoiceAmounts } from './invoice-taxes.ts';
export type * from './model.ts';
export { type ParsedInvoice, type ParsedLine, type ParsedParty, parseInvoice } from './parse.ts';
export { type ParsedDespatch, type ParsedDespatchLine, parseDespatch } from './parse-despatch.ts';
export { buildReceipt } from './receipt.ts';
export { escapeXml } from './xml.ts';
