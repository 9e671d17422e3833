import { boolean, date, integer, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  resourceTable,
  sameCompanyRef,
  textOrEmpty,
  uniqueWhenSet,
} from '../../platform/resources/tables.ts';

/** Rates as the bulletin quotes them: TRY for `unit` units, four decimals. */
const rate = (name: string) => numeric(name, { precision: 19, scale: 4 }).notNull().default('0');

export const currencies = resourceTable(
  'currencies',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    symbol: textOrEmpty('symbol'),
    decimals: integer('decimals').notNull().default(2),
    tcmb: boolean('tcmb').notNull().default(true),
  },
  (t) => [uniqueWhenSet('currencies_code', t.code)],
);

export const exchangeRates = resourceTable(
  'exchange_rates',
  {
    currencyId: integer('currency_id').notNull(),
    date: date('date').notNull(),
    unit: integer('unit').notNull().default(1),
    forexBuying: rate('forex_buying'),
    forexSelling: rate('forex_selling'),
    banknoteBuying: rate('banknote_buying'),
    banknoteSelling: rate('banknote_selling'),
    source: text('source').notNull().default('manual'),
  },
  (t) => [
    // One rate per currency and day; "the rate of a date" reads this index backwards.
    uniqueIndex('exchange_rates_currency_date').on(t.companyId, t.currencyId, t.date),
    sameCompanyRef('exchange_rates_currency', t, t.currencyId, currencies),
  ],
);
