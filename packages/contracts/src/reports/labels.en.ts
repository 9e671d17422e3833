/** English labels of the reports. */
export default {
  common: {
    filters: 'Filters',
    group: 'Group by',
    noGroup: 'No grouping',
    totals: 'Grand total',
    subtotal: 'Subtotal',
    rows: '{{count}} rows',
    excel: 'Excel',
    pdf: 'PDF',
    print: 'Print',
    columns: 'Columns',
    yes: 'Yes',
    pendingRecost:
      'The cost of {{count}} stock cards is being recalculated; cost and profit figures settle shortly.',
  },
  stockBalance: {
    title: 'Stock balance report',
    columns: {
      code: 'Item code',
      name: 'Item name',
      category: 'Category',
      producer: 'Producer / publisher',
      warehouse: 'Warehouse',
      unit: 'Unit',
      quantity: 'Quantity',
      unitCost: 'Average cost',
      value: 'Value at cost',
      salePrice: 'Sale price',
      saleValue: 'Value at sale price',
    },
    filters: {
      date: 'Date',
      warehouse: 'Warehouse',
      category: 'Category',
      producer: 'Producer / publisher',
      search: 'Item code, name or barcode',
      includeZero: 'Include zero balances',
    },
  },
};
