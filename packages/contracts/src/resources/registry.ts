import { STOCK_DEFINITIONS } from '../stock/definitions.ts';
import stockDe from '../stock/labels.de.ts';
import stockEn from '../stock/labels.en.ts';
import stockTr from '../stock/labels.tr.ts';
import type { ResourceDef } from './define.ts';

/** Every declared resource, by name: the server registers routes for each, the generic test walks them. */
export const RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(
  [...STOCK_DEFINITIONS].map((def) => [def.name, def as unknown as ResourceDef]),
);

/** Field, option and section labels of every resource, per language (`resources.<name>.…`). */
export const RESOURCE_LABELS = {
  tr: { resources: { ...stockTr } },
  en: { resources: { ...stockEn } },
  de: { resources: { ...stockDe } },
};

export interface ResourceLabels {
  one: string;
  many: string;
  fields: Record<string, string>;
  options: Record<string, Record<string, string>>;
  sections: Record<string, string>;
}
