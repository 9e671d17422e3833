import { ACCOUNT_DEFINITIONS } from '../accounts/definitions.ts';
import accountsDe from '../accounts/labels.de.ts';
import accountsEn from '../accounts/labels.en.ts';
import accountsTr from '../accounts/labels.tr.ts';
import { CASH_DEFINITIONS } from '../cash/definitions.ts';
import cashDe from '../cash/labels.de.ts';
import cashEn from '../cash/labels.en.ts';
import cashTr from '../cash/labels.tr.ts';
import { documentSettings, printDesigns } from '../documents/print-designs.ts';
import { posDeviceSettings } from '../pos-access/settings.ts';
import { STOCK_DEFINITIONS } from '../stock/definitions.ts';
import stockDe from '../stock/labels.de.ts';
import stockEn from '../stock/labels.en.ts';
import stockTr from '../stock/labels.tr.ts';
import { itemShelves, warehouseSettings } from '../stock/warehouse.ts';
import { CURRENCY_DEFINITIONS } from '../system/currencies.ts';
import systemDe from '../system/labels.de.ts';
import systemEn from '../system/labels.en.ts';
import systemTr from '../system/labels.tr.ts';
import { labelDesigns } from '../system/labels.ts';
import { discounts, loyaltySettings } from '../system/offers.ts';
import { documentSeries } from '../system/series.ts';
import { SETTINGS_DEFINITIONS } from '../system/settings.ts';
import type { ResourceDef } from './define.ts';

/** Every declared resource, by name: the server registers routes for each, the generic test walks them. */
export const RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(
  [
    ...STOCK_DEFINITIONS,
    ...ACCOUNT_DEFINITIONS,
    ...CASH_DEFINITIONS,
    ...CURRENCY_DEFINITIONS,
    documentSeries,
    discounts,
    labelDesigns,
    itemShelves,
    printDesigns,
  ].map((def) => [def.name, def as unknown as ResourceDef]),
);

/** Company settings (one record per company), by name. */
export const SETTINGS: ReadonlyMap<string, ResourceDef> = new Map(
  [...SETTINGS_DEFINITIONS, loyaltySettings, warehouseSettings, documentSettings, posDeviceSettings].map(
    (def) => [def.name, def as unknown as ResourceDef],
  ),
);

/** Field, option and section labels of every resource, per language (`resources.<name>.…`). */
export const RESOURCE_LABELS = {
  tr: { resources: { ...stockTr, ...accountsTr, ...cashTr, ...systemTr } },
  en: { resources: { ...stockEn, ...accountsEn, ...cashEn, ...systemEn } },
  de: { resources: { ...stockDe, ...accountsDe, ...cashDe, ...systemDe } },
};

export interface ResourceLabels {
  one: string;
  many: string;
  fields: Record<string, string>;
  options: Record<string, Record<string, string>>;
  sections: Record<string, string>;
  /** Column titles of `lines` fields, by field then column. */
  lines?: Record<string, Record<string, string>>;
  /** Option labels of enum columns inside `lines` fields. */
  lineOptions?: Record<string, Record<string, Record<string, string>>>;
}
