import { Pool } from 'undici';
import { percentile } from './lib.ts';

// The records of shared/bench/erp-workload.md and the HTTP client that posts them, shared by the ERP
// workload (W1–W4) and the first-day run (W1b with idempotency keys on a fresh install).

export const CUSTOMERS = 1000;
export const PRODUCTS = 5000;
export const INVOICES = 2000;

/** The workload's generator: update x first, then take the value. */
export function lcg(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (1103515245 * x + 12345) % 2 ** 31;
    return Math.floor(x / 256) % n;
  };
}

/** In kuruş, to keep the checks exact. */
export const listPriceCents = (i: number) => 100 + ((i * 7919) % 99901);
export const cents = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
export const costCents = (i: number) => Math.round(0.6 * listPriceCents(i));

export interface Api {
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ data: T; ms: number; status: number }>;
  close(): Promise<void>;
}

export function api(url: string, token: string, connections: number): Api {
  const pool = new Pool(url, { connections, pipelining: 1 });
  return {
    async call(method, requestPath, body, headers) {
      const start = performance.now();
      const response = await pool.request({
        method,
        path: requestPath,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.body.json()) as { Response: { data: never; kiboMessage: string } };
      const ms = performance.now() - start;
      if (response.statusCode !== 200)
        throw new Error(`${method} ${requestPath}: ${response.statusCode} ${json.Response?.kiboMessage}`);
      return { data: json.Response.data, ms, status: response.statusCode };
    },
    close: () => pool.close(),
  };
}

/** Runs `work` over `count` jobs with `clients` in parallel, job i on client i mod clients. */
export async function roundRobin(count: number, clients: number, work: (index: number) => Promise<number>) {
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = client; index < count; index += clients) latencies.push(await work(index));
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    perSecond: count / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export interface Invoice {
  customer: number;
  lines: { product: number; quantity: number }[];
}

/** W1b: 2,000 invoices of 10 lines from LCG(42). */
export function invoicePlan(): Invoice[] {
  const r = lcg(42);
  return Array.from({ length: INVOICES }, () => {
    const customer = r(CUSTOMERS);
    return {
      customer,
      lines: Array.from({ length: 10 }, () => ({ product: r(PRODUCTS), quantity: 1 + r(5) })),
    };
  });
}

/** An invoice's base and total in kuruş, VAT on the invoice total rounded half up (the product's rule). */
export function totalCents(lines: { product: number; quantity: number }[]): number {
  const base = lines.reduce((sum, line) => sum + line.quantity * listPriceCents(line.product + 1), 0);
  return base + Math.floor((base * 20 + 50) / 100);
}

export interface MasterData {
  customers: number[];
  products: number[];
  /** The main warehouse. */
  warehouseId: number;
  /** An invoice of the plan as the body of `POST /api/documents`. */
  invoiceBody(invoice: Invoice, date: string): object;
  seconds: number;
  perSecond: number;
}

/** W1a: the 1,000 customers and 5,000 products, four requests at a time. */
export async function createMasterData(http: Api): Promise<MasterData> {
  const units = await http.call<{ list: { id: number }[] }>('GET', '/api/units?search=C62');
  const unitId = units.data.list[0]!.id;
  const warehouses = await http.call<{ list: { id: number }[] }>('GET', '/api/warehouses?search=MRK');
  const warehouseId = warehouses.data.list[0]!.id;
  const customers: number[] = [];
  const products: number[] = [];
  const created = await roundRobin(CUSTOMERS + PRODUCTS, 4, async (index) => {
    if (index < CUSTOMERS) {
      const i = index + 1;
      const answer = await http.call<{ record: { id: number } }>('POST', '/api/accounts', {
        title: `Customer ${String(i).padStart(4, '0')}`,
        billingAddress: `Street ${i}, 34000`,
        billingProvince: 'İstanbul',
      });
      customers[index] = answer.data.record.id;
      return answer.ms;
    }
    const i = index - CUSTOMERS + 1;
    const answer = await http.call<{ record: { id: number } }>('POST', '/api/items', {
      code: `P${String(i).padStart(5, '0')}`,
      name: `Product ${String(i).padStart(5, '0')}`,
      kind: 'goods',
      unitId,
      vatRate: '20',
      salePrice: cents(listPriceCents(i)),
      vatIncluded: false,
      purchasePrice: cents(costCents(i)),
    });
    products[i - 1] = answer.data.record.id;
    return answer.ms;
  });
  return {
    customers,
    products,
    warehouseId,
    invoiceBody: (invoice, date) => ({
      docType: 'salesInvoice',
      date,
      accountId: customers[invoice.customer],
      warehouseId,
      lines: invoice.lines.map((line) => ({
        itemId: products[line.product],
        quantity: String(line.quantity),
        unitPrice: cents(listPriceCents(line.product + 1)),
        vatRate: '20',
      })),
    }),
    seconds: created.seconds,
    perSecond: created.perSecond,
  };
}
