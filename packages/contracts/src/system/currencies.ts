import { MenuId } from '../menus/catalogue.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';

/** Currencies the company trades in (`/sistem/paratanimlari`): TRY is the base; more can be added. */
export const currencies = defineResource({
  name: 'currencies',
  menus: [MenuId.currencies],
  fields: {
    code: f.code({ required: true, max: 3 }),
    name: f.text({ required: true, max: 60 }),
    symbol: f.text({ max: 5 }),
    decimals: f.integer({ required: true, min: 0, max: 4, default: 2 }),
    /** Whether the daily rates are taken from the Central Bank's bulletin. */
    tcmb: f.boolean(true),
  },
  titleField: 'code',
  list: {
    columns: ['code', 'name', 'symbol', 'decimals', 'tcmb'],
    search: ['code', 'name'],
    sort: { field: 'code', order: 'asc' },
  },
  form: { sections: [{ key: 'identity', fields: ['code', 'name', 'symbol', 'decimals', 'tcmb'] }] },
  unique: ['code'],
  copyClears: ['code'],
  rules: (currency) => (/^[A-Z]{3}$/.test(currency.code) ? [] : [{ field: 'code', key: 'v.currencyCode' }]),
});

/**
 * Daily exchange rates in TRY per `unit` of the currency (100 for JPY in the bulletin), with their
 * source. A document takes the rate of its own date, or the last one before it.
 */
export const exchangeRates = defineResource({
  name: 'exchangeRates',
  menus: [MenuId.currencies],
  fields: {
    currencyId: f.reference('currencies', { required: true }),
    date: f.date({ required: true }),
    unit: f.integer({ required: true, min: 1, max: 10_000, default: 1 }),
    forexBuying: f.money({ shows: 'rate' }),
    forexSelling: f.money({ shows: 'rate' }),
    banknoteBuying: f.money({ shows: 'rate' }),
    banknoteSelling: f.money({ shows: 'rate' }),
    source: f.enum(['manual', 'tcmb'], 'manual'),
  },
  titleField: 'date',
  list: {
    columns: [
      'date',
      'currencyId',
      'unit',
      'forexBuying',
      'forexSelling',
      'banknoteBuying',
      'banknoteSelling',
      'source',
    ],
    search: [],
    sort: { field: 'date', order: 'desc' },
    filters: ['currencyId', 'source'],
  },
  form: {
    sections: [
      { key: 'rate', fields: ['currencyId', 'date', 'unit', 'source'] },
      { key: 'values', fields: ['forexBuying', 'forexSelling', 'banknoteBuying', 'banknoteSelling'] },
    ],
  },
  rules: (rate) =>
    Number(rate.forexSelling) > 0 && Number(rate.forexSelling) < Number(rate.forexBuying)
      ? [{ field: 'forexSelling', key: 'v.sellingBelowBuying' }]
      : [],
});

export const CURRENCY_DEFINITIONS = [currencies, exchangeRates];
