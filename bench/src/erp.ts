import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type Api,
  api,
  CUSTOMERS,
  cents,
  costCents,
  createMasterData,
  INVOICES,
  type Invoice,
  invoicePlan,
  lcg,
  ms,
  PRODUCTS,
  roundRobin,
  totalCents,
} from './erp-data.ts';
import { login, type Server, startServer } from './lib.ts';
import { againstLimit, databaseLimit } from './limit.ts';

// The ERP workload of shared/bench/erp-workload.md (W1–W4), through the product's HTTP API on a
// fresh install: figures are printed, never asserted; the checks say whether the books add up.

const WAYBILLS = 1500;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function erpWorkload(): Promise<void> {
  // Measured before the server starts, so pgbench and the product never share the cores.
  const limit = await databaseLimit();
  console.log('\n## ERP workload W1–W4 (shared/bench/erp-workload.md), through the HTTP API');
  // BENCH_DATA_DIR keeps the database after the run (to look into its plans); else a temporary one.
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'kibo-bench-erp-')));
  let server: Server | undefined;
  let client: Api | undefined;
  try {
    server = await startServer({ port: 8900 + Math.floor(Math.random() * 90), dataDir });
    const token = await login(server.url, 'admin@demo.com.tr', 'Demo.1234');
    client = api(server.url, token, 4);
    const http = client;
    const today = new Date().toISOString().slice(0, 10);

    // W1a: master data, four requests at a time.
    const master = await createMasterData(http);
    const { customers, products, warehouseId } = master;
    console.log(
      `W1a master data: ${CUSTOMERS} customers + ${PRODUCTS} products in ${master.seconds.toFixed(1)} s = ${master.perSecond.toFixed(0)} records/s (4 clients)`,
    );
    const invoiceBody = (invoice: Invoice) => master.invoiceBody(invoice, today);
    const plan = invoicePlan();
    const expected = plan.reduce((sum, invoice) => sum + totalCents(invoice.lines), 0);
    let shipped = 0;
    for (const clients of [1, 4]) {
      const sequences: number[] = [];
      let total = 0;
      const run = await roundRobin(INVOICES, clients, async (index) => {
        const answer = await http.call<{ record: { sequence: number; grandTotal: string } }>(
          'POST',
          '/api/documents',
          invoiceBody(plan[index]!),
        );
        sequences.push(answer.data.record.sequence);
        total += Math.round(Number(answer.data.record.grandTotal) * 100);
        return answer.ms;
      });
      shipped += plan.reduce(
        (sum, invoice) => sum + invoice.lines.reduce((s, line) => s + line.quantity, 0),
        0,
      );
      sequences.sort((a, b) => a - b);
      const gapless = sequences.every((value, index) => index === 0 || value === sequences[index - 1]! + 1);
      console.log(
        `W1b invoices, ${clients} client${clients > 1 ? 's' : ''}: ${run.perSecond.toFixed(0)} invoices/s, p50 ${ms(run.p50)}, p95 ${ms(run.p95)}` +
          (clients === 4 ? againstLimit(limit, run.perSecond, clients) : '') +
          ` — check: ${sequences.length} invoices, totals ${total === expected ? 'equal' : `DIFFER (${cents(total)} vs ${cents(expected)})`} the expected ${cents(expected)}, numbers ${gapless ? 'gapless' : 'WITH GAPS'}`,
      );
    }

    // W2: the 1,250-line invoice, three times.
    const bigLines = Array.from({ length: 1250 }, (_, j) => ({
      product: (j * 37) % PRODUCTS,
      quantity: 1 + (j % 5),
    }));
    const w2: number[] = [];
    for (let run = 0; run < 3; run++) {
      const answer = await http.call<{ record: { grandTotal: string } }>(
        'POST',
        '/api/documents',
        invoiceBody({ customer: 0, lines: bigLines }),
      );
      if (answer.data.record.grandTotal !== '2216899.0800')
        console.log(`  W2 total ${answer.data.record.grandTotal} (expected 2216899.08)`);
      w2.push(answer.ms);
    }
    shipped += 3 * bigLines.reduce((sum, line) => sum + line.quantity, 0);
    console.log(
      `W2 1,250-line invoice: median ${(median(w2) / 1000).toFixed(2)} s (total 2,216,899.08 checked)`,
    );

    // W3: the balances of all customers, and customer 1's statement.
    const balances: number[] = [];
    const statements: number[] = [];
    let rows = 0;
    for (let run = 0; run < 5; run++) {
      const list = await http.call<{ list: unknown[] }>('GET', '/api/account-balances?pageSize=1000');
      rows = list.data.list.length;
      balances.push(list.ms);
      statements.push((await http.call('GET', `/api/accounts/${customers[0]}/statement`)).ms);
    }
    console.log(
      `W3 balances of ${rows} customers: median ${ms(median(balances))}; customer 1's statement: median ${ms(median(statements))}`,
    );

    // W4: stock in 100 of each product at cost, 1,500 waybills out, then quantity on hand.
    const stockIn = await roundRobin(4, 1, async (part) => {
      const answer = await http.call('POST', '/api/documents', {
        docType: 'stockIn',
        date: today,
        warehouseId,
        lines: Array.from({ length: 1250 }, (_, j) => {
          const i = part * 1250 + j;
          return { itemId: products[i], quantity: '100', unitPrice: cents(costCents(i + 1)), vatRate: '20' };
        }),
      });
      return answer.ms;
    });
    const r = lcg(4242);
    const waybills = Array.from({ length: WAYBILLS }, () => {
      const customer = r(CUSTOMERS);
      return {
        customer,
        lines: Array.from({ length: 10 }, () => ({ product: r(PRODUCTS), quantity: 1 + r(5) })),
      };
    });
    const out = await roundRobin(WAYBILLS, 4, async (index) => {
      const waybill = waybills[index]!;
      const answer = await http.call('POST', '/api/documents', {
        ...invoiceBody(waybill),
        docType: 'despatchOut',
      });
      return answer.ms;
    });
    shipped += waybills.reduce(
      (sum, waybill) => sum + waybill.lines.reduce((s, line) => s + line.quantity, 0),
      0,
    );
    const sheets: number[] = [];
    let onHand = 0;
    for (let run = 0; run < 3; run++) {
      const sheet = await http.call<{ list: { quantity: string }[] }>(
        'GET',
        `/api/stock-balances?warehouseId=${warehouseId}&pageSize=5000`,
      );
      onHand = sheet.data.list.reduce((sum, row) => sum + Number(row.quantity), 0);
      sheets.push(sheet.ms);
    }
    console.log(
      `W4 stock: 5,000 stock-in lines in ${stockIn.seconds.toFixed(2)} s; ${WAYBILLS} waybills at ${out.perSecond.toFixed(0)} documents/s (p95 ${ms(out.p95)}); ` +
        `quantity on hand of ${PRODUCTS} products: median ${ms(median(sheets))} — check: on hand ${onHand} ${onHand === 500_000 - shipped ? '=' : '≠'} 500,000 − ${shipped} shipped`,
    );
  } finally {
    await client?.close();
    await server?.stop();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}
