// Imported as `@kibo/contracts/resources`: the declarations build their schemas when loaded, so they
// stay out of the login page's bundle.

export * from '../accounts/definitions.ts';
export * from '../cash/index.ts';
export * from '../documents/index.ts';
export * from '../offline/index.ts';
export * from '../pos/index.ts';
export * from '../pos-access/settings.ts';
export * from '../pos-tables/index.ts';
export * from '../reports/index.ts';
export * from '../stock/definitions.ts';
export { CONTRIBUTOR_ROLES, PRICE_LISTS, repeatsIn, VAT_RATES } from '../stock/items.ts';
export * from '../stock/scale-barcodes.ts';
export * from '../stock/warehouse.ts';
export * from '../system/currencies.ts';
export * from '../system/labels.ts';
export * from '../system/offers.ts';
export * from '../system/series.ts';
export * from '../system/settings.ts';
export * from '../vouchers/index.ts';
export * from './define.ts';
export * from './fields.ts';
export * from './registry.ts';
export * from './rights.ts';
export * from './settings.ts';
