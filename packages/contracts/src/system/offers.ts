import { MenuId } from '../menus/catalogue.ts';
import { defineResource } from '../resources/define.ts';
import { described, f } from '../resources/fields.ts';
import { defineSettings } from '../resources/settings.ts';

const RATE_OR_AMOUNT = 'Zorunlu: oran veya tutardan yalnızca biri sıfırdan büyük.';

/**
 * Discount definitions (`/sistem/indirim`) the document editor applies to a line: for every item,
 * an item, a category or an account group, from a quantity, within dates. One applies per line:
 * the highest priority, then the largest saving (`bestDiscount` in the domain package).
 */
export const discounts = defineResource({
  name: 'discounts',
  menus: [MenuId.discounts],
  fields: {
    name: f.text({ required: true, max: 100 }),
    scope: f.enum(['all', 'item', 'category', 'accountGroup'], 'all'),
    itemId: f.reference('items'),
    categoryId: f.reference('categories'),
    accountGroup: f.text({ max: 60 }),
    minQuantity: f.quantity(),
    rate: described(f.percentage(), RATE_OR_AMOUNT),
    amount: described(f.money(), RATE_OR_AMOUNT),
    startDate: f.date(),
    endDate: f.date(),
    priority: f.integer({ required: true, min: 0, max: 100, default: 0 }),
  },
  titleField: 'name',
  list: {
    columns: [
      'name',
      'scope',
      'itemId',
      'categoryId',
      'accountGroup',
      'rate',
      'amount',
      'startDate',
      'endDate',
      'priority',
    ],
    search: ['name', 'accountGroup'],
    sort: { field: 'name', order: 'asc' },
    filters: ['scope'],
  },
  form: {
    sections: [
      { key: 'target', fields: ['name', 'scope', 'itemId', 'categoryId', 'accountGroup', 'minQuantity'] },
      { key: 'value', fields: ['rate', 'amount', 'priority'] },
      { key: 'dates', fields: ['startDate', 'endDate'] },
    ],
  },
  rules: (discount) => {
    const broken: { field: string; key: string }[] = [];
    if (discount.scope === 'item' && !discount.itemId) broken.push({ field: 'itemId', key: 'v.required' });
    if (discount.scope === 'category' && !discount.categoryId)
      broken.push({ field: 'categoryId', key: 'v.required' });
    if (discount.scope === 'accountGroup' && !discount.accountGroup)
      broken.push({ field: 'accountGroup', key: 'v.required' });
    const rate = Number(discount.rate) > 0;
    const amount = Number(discount.amount) > 0;
    if (rate === amount) broken.push({ field: 'rate', key: 'v.rateOrAmount' });
    if (discount.startDate && discount.endDate && discount.endDate < discount.startDate)
      broken.push({ field: 'endDate', key: 'v.dateOrder' });
    return broken;
  },
});

/** Loyalty points (`/sistem/puan`): what a sale earns and what a point is worth when spent. */
export const loyaltySettings = defineSettings({
  name: 'loyaltySettings',
  menus: [MenuId.loyaltyPoints],
  fields: {
    pointsEnabled: f.boolean(false),
    pointsPerStep: f.quantity(),
    pointsStep: f.money(),
    pointValue: f.money(),
    pointsExpiryMonths: f.integer({ required: true, min: 0, max: 120, default: 0 }),
    pointsMinRedeem: f.integer({ required: true, min: 0, max: 1_000_000, default: 0 }),
  },
  form: {
    sections: [
      { key: 'earn', fields: ['pointsEnabled', 'pointsPerStep', 'pointsStep'] },
      { key: 'spend', fields: ['pointValue', 'pointsMinRedeem', 'pointsExpiryMonths'] },
    ],
  },
  rules: (points) =>
    points.pointsEnabled && !(Number(points.pointsStep) > 0 && Number(points.pointsPerStep) > 0)
      ? [{ field: 'pointsStep', key: 'v.positive' }]
      : [],
});
