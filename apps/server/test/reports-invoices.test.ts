import { randomUUID } from 'node:crypto';
import type { ReportPage } from '@kibo/contracts/resources';
import { Big, todayInTurkey } from '@kibo/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  cashier,
  ids,
  line,
  newRegister,
  openSession,
  query,
  receipt,
  setUpShop,
  shop,
  sold,
  t,
} from './pos-world.ts';

// `/rapor/faturalist` against the invoices' own lines (base and VAT per rate, ÖTV, withholding), and
// `/rapor/zkasasatis` against each till session's Z-style summary, which the till prints.

const report = async (name: string, query: Record<string, string>) => {
  const answer = await call(
    admin,
    'GET',
    `/api/reports/${name}?${new URLSearchParams({ pageSize: '500', ...query })}`,
  );
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data as ReportPage;
};
const same = (value: unknown, expected: Big | string) =>
  expect(new Big((value as string) ?? '0').minus(expected).abs().lt('0.0001'), `${value} ≠ ${expected}`).toBe(
    true,
  );

beforeAll(async () => {
  await setUpShop();
  await query('UPDATE users SET pos_can_delete = true WHERE id = $1', [shop.cashier.id]);
});
afterAll(() => t.close());

describe('invoice list', () => {
  it('gives each invoice its base and VAT per rate, ÖTV and total as its lines hold them', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            rate: fc.constantFrom('0', '1', '10', '20'),
            otv: fc.constantFrom('0', '0', '25'),
            quantity: fc.integer({ min: 1, max: 9 }),
            price: fc.integer({ min: 1, max: 90_000 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 28 }),
        async (lines, day) => {
          const date = `2026-10-${String(day).padStart(2, '0')}`;
          const answer = await call(admin, 'POST', '/api/documents', {
            docType: 'salesInvoice',
            date,
            warehouseId: ids.store,
            accountId: ids.customer,
            lines: lines.map((each) => ({
              itemId: ids.A,
              quantity: String(each.quantity),
              unitPrice: (each.price / 100).toFixed(2),
              vatRate: each.rate,
              otvRate: each.otv,
            })),
          });
          expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
          const id = answer.envelope.data.record.id;
          const listed = await report('invoice-list', { dateFrom: '2026-10-01', dateTo: '2026-10-31' });
          const row = listed.list.find((each) => each.documentId === id)!;
          const stored = await query(
            'SELECT round(vat_rate)::text AS rate, net::text, otv::text, vat::text FROM document_lines WHERE document_id = $1',
            [id],
          );
          for (const rate of ['1', '10', '20']) {
            const mine = stored.filter((each) => each.rate === rate);
            same(
              row[`base${rate}`],
              mine.reduce((sum, each) => sum.plus(each.net).plus(each.otv), new Big(0)),
            );
            same(
              row[`vat${rate}`],
              mine.reduce((sum, each) => sum.plus(each.vat), new Big(0)),
            );
          }
          const [document] = await query(
            'SELECT grand_total_local::text, otv_total::text, vat_total::text FROM documents WHERE id = $1',
            [id],
          );
          same(row.total, document.grand_total_local);
          same(row.otv, document.otv_total);
          same(row.vatTotal, document.vat_total);
          same(
            listed.totals.total,
            listed.list.reduce((sum, each) => sum.plus(each.total as string), new Big(0)),
          );
          expect(row.taxId === null || typeof row.taxId === 'string').toBe(true);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('reports a special base (özel matrah) as the base its VAT was charged on', async () => {
    const answer = await call(admin, 'POST', '/api/documents', {
      docType: 'salesInvoice',
      date: '2026-10-15',
      warehouseId: ids.store,
      accountId: ids.customer,
      lines: [
        {
          itemId: ids.A,
          quantity: '1',
          unitPrice: '45000',
          vatRate: '20',
          exemptionCode: '805',
          specialBase: '3000',
        },
        { itemId: ids.A, quantity: '1', unitPrice: '100', vatRate: '20' },
      ],
    });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const listed = await report('invoice-list', { dateFrom: '2026-10-01', dateTo: '2026-10-31' });
    const row = listed.list.find((each) => each.documentId === answer.envelope.data.record.id)!;
    same(row.base20, '3100');
    same(row.vat20, '620');
    same(row.total, '45720');
  });

  it('lists one type at a time, sales invoices unless asked', async () => {
    const answer = await report('invoice-list', {
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      docType: 'purchaseInvoice',
    });
    expect(answer.total).toBe(0);
  });
});

describe('till sessions (Z) sales', () => {
  it('equals each session’s own Z-style summary, before and after its close', async () => {
    const register = await newRegister('ZRP');
    const session = await openSession(register, '100');
    const first = await sold(
      receipt(
        session,
        [line(ids.A, '2', '60'), line(ids.B, '1', '30')],
        [
          { method: 'cash', amount: '50' },
          { method: 'card', amount: '90' },
        ],
        { receiptDiscount: { kind: 'amount', value: '10' }, cashTendered: '100' },
      ),
    );
    await sold(
      receipt(
        session,
        [{ ...line(ids.C, '3', '25'), vatRate: '10' }],
        [{ method: 'transfer', amount: '75' }],
      ),
    );
    const soldA = first.lines.find((row: { itemId: number }) => row.itemId === ids.A);
    const refund = await call(cashier, 'POST', '/api/pos/refunds', {
      clientId: randomUUID(),
      sessionId: session,
      date: '2026-11-25',
      refundOf: first.id,
      lines: [{ sourceLineId: soldA.id, quantity: '1' }],
      payments: [{ method: 'cash', amount: '56' }],
    });
    expect(refund.statusCode, JSON.stringify(refund.envelope)).toBe(200);
    const event = (body: object) =>
      call(cashier, 'POST', '/api/pos/events', { clientId: randomUUID(), sessionId: session, ...body });
    expect((await event({ kind: 'void', lines: [line(ids.B, '2', '30')] })).statusCode).toBe(200);
    expect((await event({ kind: 'noSale' })).statusCode).toBe(200);

    const check = async () => {
      const today = todayInTurkey();
      const rows = await report('z-cash-sales', {
        dateFrom: today,
        dateTo: today,
        cashAccount: String(register),
      });
      expect(rows.list).toHaveLength(1);
      const row = rows.list[0]!;
      const { summary, counts } = (await call(cashier, 'GET', `/api/cash-sessions/${session}/summary`))
        .envelope.data;
      expect(row).toMatchObject({
        session: session,
        receipts: summary.saleCount,
        refunds: summary.refundCount,
        voids: summary.voidCount,
        noSales: summary.noSaleCount,
      });
      same(row.sales, summary.salesTotal);
      same(row.refundsTotal, summary.refundsTotal);
      same(row.net, summary.netTotal);
      same(row.discounts, summary.discountTotal);
      for (const method of summary.byMethod as { method: string; net: string }[])
        same(row[method.method], method.net);
      for (const group of summary.vatByRate as { rate: string; vat: string }[])
        if (group.rate !== '0') same(row[`vat${new Big(group.rate).toFixed(0)}`], group.vat);
      same(
        row.difference,
        (counts as { difference: string }[]).reduce((sum, each) => sum.plus(each.difference), new Big(0)),
      );
    };
    await check();
    const expected = (await call(cashier, 'GET', `/api/cash-sessions/${session}`)).envelope.data.expected;
    const closed = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, {
      counted: { cash: new Big(expected.cash).minus(5).toFixed(2), card: '90', transfer: '75' },
      expectedCash: expected.cash,
    });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    await check();
    const [row] = (await report('z-cash-sales', { cashAccount: String(register) })).list;
    same(row!.difference, '-5');
  });
});
