import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesMatchLedgers, cheque, instrumentOf, receive, setUpChequeWorld } from './cheque-world.ts';
import { acme, admin, closeVoucherWorld, ids, owed, post, saved, t, voucher } from './voucher-world.ts';

// Cheque bordros changed after the fact: two at once on one cheque, undo only while latest, and an
// edited receipt keeping its cheques.

beforeAll(setUpChequeWorld);
afterAll(closeVoucherWorld);

describe('two bordros at once', () => {
  it('two bordros endorsing one cheque at once: exactly one succeeds', async () => {
    await saved(receive([[cheque('P-1'), '400', '2027-01-10']]));
    const { id } = await instrumentOf('P-1');
    const body = voucher('chequeOut', [{ accountId: ids.supplier, debit: '400', instrumentId: id }], {
      chequeTarget: 'supplier',
    });
    const supplierBefore = await owed(ids.supplier);
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await owed(ids.supplier)).toBe((Number(supplierBefore) + 400).toFixed(4));
  });
});

describe('editing and cancelling bordros', () => {
  it('a bordro undoes only while its moves are the latest; a cancelled receipt voids its cheque', async () => {
    const received = await saved(receive([[cheque('E-1'), '800', '2027-01-20']]));
    const { id } = await instrumentOf('E-1');
    const endorsed = await saved(
      voucher('chequeOut', [{ accountId: ids.supplier, debit: '800', instrumentId: id }], {
        chequeTarget: 'supplier',
      }),
    );
    // The receipt cannot change or go while the cheque has moved on.
    const cancelReceipt = await t.call('POST', `/api/vouchers/${received.id}/cancel`, { token: admin });
    expect(cancelReceipt.statusCode).toBe(400);
    expect(cancelReceipt.envelope.kiboMessage).toBe(
      'E-1 seri numaralı çek/senet bu bordrodan sonra başka bir işlem görmüş; önce o bordro geri alınmalı',
    );
    // Cancelling the endorsement puts it back in the portfolio and takes back the supplier's debit.
    const supplierBefore = await owed(ids.supplier);
    expect((await t.call('POST', `/api/vouchers/${endorsed.id}/cancel`, { token: admin })).statusCode).toBe(
      200,
    );
    expect(await instrumentOf('E-1')).toMatchObject({ state: 'portfolio', holder: null });
    expect(await owed(ids.supplier)).toBe((Number(supplierBefore) - 800).toFixed(4));

    // Now the receipt may change: a corrected amount replaces the cheque.
    const customerBefore = await owed(ids.customer);
    const edited = await t.call('PUT', `/api/vouchers/${received.id}`, {
      token: admin,
      body: receive([[cheque('E-1'), '850', '2027-01-20']], { version: received.version }),
    });
    expect(edited.statusCode, JSON.stringify(edited.envelope)).toBe(200);
    expect(await owed(ids.customer)).toBe((Number(customerBefore) - 50).toFixed(4));
    const { rows } = await t.database.pool.query(
      `SELECT amount::text, state FROM instruments WHERE company_id = $1 AND serial_no = 'E-1' ORDER BY id`,
      [acme.id],
    );
    expect(rows).toEqual([{ amount: '850.0000', state: 'portfolio' }]);

    // Cancelled, the receipt voids its cheque; the portfolio no longer lists it, the history does.
    expect((await t.call('POST', `/api/vouchers/${received.id}/cancel`, { token: admin })).statusCode).toBe(
      200,
    );
    expect((await instrumentOf('E-1')).state).toBe('voided');
    const portfolio = await t.call('GET', '/api/instruments?search=E-1', { token: admin });
    expect(portfolio.envelope.data.list).toEqual([]);
    const history = await t.call('GET', '/api/instrument-moves?search=E-1', { token: admin });
    expect(
      history.envelope.data.list.map((row: { move: string; cancelled: boolean }) => [
        row.move,
        row.cancelled,
      ]),
    ).toEqual([
      // Newest first: the corrected receipt's move was written after the cancelled endorsement.
      ['in', true],
      ['out', true],
    ]);
    await balancesMatchLedgers();
  });
});

describe('an edited receipt keeps its cheques', () => {
  it('a line naming the cheque it brought in keeps it; a dropped line’s cheque goes', async () => {
    const made = await saved(
      receive([
        [cheque('K-A'), '10', '2027-02-01'],
        [cheque('K-B'), '20', '2027-02-02'],
      ]),
    );
    const [first, second] = made.lines.map((line: { instrumentId: number }) => line.instrumentId);
    // The first line is dropped; the second, corrected, names its cheque.
    const edited = await t.call('PUT', `/api/vouchers/${made.id}`, {
      token: admin,
      body: voucher(
        'chequeIn',
        [
          {
            accountId: ids.customer,
            credit: '25',
            dueDate: '2027-02-02',
            instrumentId: second,
            instrument: cheque('K-B2'),
          },
        ],
        { version: made.version },
      ),
    });
    expect(edited.statusCode, JSON.stringify(edited.envelope)).toBe(200);
    expect(edited.envelope.data.record.lines[0]).toMatchObject({
      instrumentId: second,
      instrument: expect.objectContaining({ serialNo: 'K-B2', amount: '25.0000', state: 'portfolio' }),
    });
    const { rows } = await t.database.pool.query(
      'SELECT id FROM instruments WHERE company_id = $1 AND id = $2',
      [acme.id, first],
    );
    expect(rows).toEqual([]);
  });
});
