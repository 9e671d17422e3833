import { MenuId } from '../menus/catalogue.ts';
import { BUYING_MENUS } from '../stock/items.ts';
import { defineReport } from './define.ts';

/**
 * Supply needs (`/rapor/geneluruntedarik`): per item, what is on hand, what customers' open orders
 * hold back, what is on order from suppliers, and how much to buy to reach the maximum (or the
 * minimum where no maximum is set). Items that need nothing are left out unless asked.
 */
export const productSupplyReport = defineReport({
  name: 'productSupply',
  route: '/rapor/geneluruntedarik',
  menu: MenuId.reportProductSupply,
  columns: {
    code: { kind: 'text', link: 'item' },
    name: { kind: 'text' },
    category: { kind: 'text' },
    producer: { kind: 'text', hidden: true },
    unit: { kind: 'text' },
    onHand: { kind: 'quantity', total: true },
    minStock: { kind: 'quantity' },
    maxStock: { kind: 'quantity', hidden: true },
    reserved: { kind: 'quantity', total: true },
    incoming: { kind: 'quantity', total: true },
    available: { kind: 'quantity', total: true },
    suggested: { kind: 'quantity', total: true },
    unitCost: { kind: 'money', hidden: true, visibleWith: BUYING_MENUS },
    suggestedValue: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
  },
  filters: {
    warehouse: { kind: 'reference', resource: 'warehouses' },
    category: { kind: 'reference', resource: 'categories' },
    producer: { kind: 'reference', resource: 'producers' },
    search: { kind: 'search' },
    all: { kind: 'flag' },
  },
  groups: ['category', 'producer'],
  sort: { column: 'suggested', order: 'desc' },
});

export const OVERVIEW_PERIODS = ['today', 'week', 'month', 'year'] as const;
export const OVERVIEW_DIMENSIONS = ['total', 'warehouse', 'paymentMethod', 'hour', 'user'] as const;

/**
 * The management sales overview (`/rapor/genelyonetimsatis`): today, this week, this month and this
 * year so far against the same stretch before (yesterday, last week, last month, last year to the same
 * day), in total or by warehouse, payment method, hour of day or user; sales with VAT in lira, returns
 * and refunds taken off; with a chart.
 */
export const managementSalesReport = defineReport({
  name: 'managementSales',
  route: '/rapor/genelyonetimsatis',
  menu: MenuId.reportManagementSales,
  columns: {
    period: { kind: 'text' },
    label: { kind: 'text' },
    current: { kind: 'money', total: true },
    previous: { kind: 'money', total: true },
    difference: { kind: 'money', total: true },
    change: { kind: 'percent' },
    documents: { kind: 'count' },
  },
  filters: {
    date: { kind: 'date', default: 'today' },
    by: { kind: 'choice', options: OVERVIEW_DIMENSIONS, default: 'total' },
    warehouse: { kind: 'reference', resource: 'warehouses' },
  },
  groups: ['period'],
  sort: { column: 'period', order: 'asc' },
  chart: { label: 'label', values: ['current', 'previous'], by: 'period' },
});
