import type { FastifyInstance } from 'fastify';
import { accountBalance, accountTransactions } from './accounts.ts';

export { openItemsSql } from './accounts.ts';

import { cashTransactions } from './cash.ts';
import { registerReport } from './engine.ts';
import { invoiceList, zCashSales } from './invoices.ts';
import { managementSales, productSupply } from './overview.ts';
import { invoiceProfit, purchaseSales, salesByGroup, salesProfit } from './sales.ts';
import { stockBalance } from './stock-balance.ts';
import { stockTransactions } from './stock-transactions.ts';

/** The reports under `/rapor`, each answered by the one engine. */
export function registerReportRoutes(app: FastifyInstance): void {
  for (const source of [
    stockBalance,
    stockTransactions,
    accountTransactions,
    accountBalance,
    cashTransactions,
    salesProfit,
    invoiceProfit,
    purchaseSales,
    salesByGroup,
    invoiceList,
    zCashSales,
    productSupply,
    managementSales,
  ])
    registerReport(app, source);
}
