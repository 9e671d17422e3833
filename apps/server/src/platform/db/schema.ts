// Every table, for drizzle's typed queries and drizzle-kit's migration generator.

export * from '../../modules/accounts/accounts.tables.ts';
export * from '../../modules/accounts/ledger.tables.ts';
export * from '../../modules/auth/auth.tables.ts';
export * from '../../modules/cash/cash.tables.ts';
export * from '../../modules/cheques/cheques.tables.ts';
export * from '../../modules/companies/companies.tables.ts';
export * from '../../modules/currencies/currencies.tables.ts';
export * from '../../modules/documents/documents.tables.ts';
export * from '../../modules/labels/labels.tables.ts';
export * from '../../modules/menus/menus.tables.ts';
export * from '../../modules/offers/offers.tables.ts';
export * from '../../modules/pos/pos.tables.ts';
export * from '../../modules/pos-access/pos-access.tables.ts';
export * from '../../modules/pos-session/pos-session.tables.ts';
export * from '../../modules/pos-tables/pos-tables.tables.ts';
export * from '../../modules/printing/printing.tables.ts';
export * from '../../modules/series/series.tables.ts';
export * from '../../modules/stock/items.tables.ts';
export * from '../../modules/stock/moves.tables.ts';
export * from '../../modules/stock/stock.tables.ts';
export * from '../../modules/users/users.tables.ts';
export * from '../../modules/vouchers/vouchers.tables.ts';
export * from '../../modules/warehouse/picking.tables.ts';
export * from '../../modules/warehouse/warehouse.tables.ts';
export * from '../audit/audit.tables.ts';
export * from '../resources/counters.ts';
