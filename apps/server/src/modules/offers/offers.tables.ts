import { date, integer, numeric, text } from 'drizzle-orm/pg-core';
import { amount, resourceTable, sameCompanyRef, textOrEmpty } from '../../platform/resources/tables.ts';
import { items } from '../stock/items.tables.ts';
import { categories } from '../stock/stock.tables.ts';

export const discounts = resourceTable(
  'discounts',
  {
    name: text('name').notNull(),
    scope: text('scope').notNull().default('all'),
    itemId: integer('item_id'),
    categoryId: integer('category_id'),
    accountGroup: textOrEmpty('account_group'),
    minQuantity: amount('min_quantity'),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull().default('0'),
    amount: amount('amount'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    sameCompanyRef('discounts_item', t, t.itemId, items),
    sameCompanyRef('discounts_category', t, t.categoryId, categories),
  ],
);
