import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesMatchLedgers,
  cheque,
  entriesOf,
  instrumentOf,
  receive,
  refusedWith,
  setUpChequeWorld,
  world,
} from './cheque-world.ts';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import { admin, closeVoucherWorld, held, ids, owed, saved, t, voucher } from './voucher-world.ts';

// Cheques and promissory notes: bordros moving instruments through the portfolio, what each posts
// to the account and cash ledgers, and every move the state machine refuses, through the API.

beforeAll(setUpChequeWorld);
afterAll(closeVoucherWorld);

describe('a customer cheque through the portfolio', () => {
  it('received against an invoice, endorsed, returned unpaid and given back: every ledger follows', async () => {
    const received = await saved(
      receive([[cheque('A-1001'), '1200', '2027-01-15']], {
        lines: [
          {
            accountId: ids.customer,
            credit: '1200',
            dueDate: '2027-01-15',
            instrument: cheque('A-1001'),
            settlements: [{ documentId: world.invoice, amount: '1200' }],
          },
        ],
      }),
    );
    expect(received.number).toBe('CG000001');
    expect(received.lines[0]).toMatchObject({
      instrument: expect.objectContaining({ serialNo: 'A-1001', state: 'portfolio', own: false }),
      settlements: [expect.objectContaining({ documentId: world.invoice, amount: '1200.0000' })],
    });
    // The invoice is closed by the cheque; the customer owes nothing more on account.
    expect(await owed(ids.customer)).toBe('0.0000');
    const open = await t.call('GET', `/api/open-items?accountId=${ids.customer}&asOf=2026-11-24`, {
      token: admin,
    });
    expect(open.envelope.data.list).toEqual([]);
    const instrument = await instrumentOf('A-1001');
    expect(instrument.state).toBe('portfolio');

    // Endorsed to the supplier: the supplier is paid (debited), due when the cheque is.
    const endorsed = await saved(
      voucher('chequeOut', [{ accountId: ids.supplier, debit: '1200', instrumentId: instrument.id }], {
        chequeTarget: 'supplier',
      }),
    );
    expect(await entriesOf(endorsed.id)).toEqual([
      { accountId: ids.supplier, debit: '1200.0000', credit: '0.0000', dueDate: '2027-01-15' },
    ]);
    expect(await instrumentOf('A-1001')).toMatchObject({ state: 'endorsed', holder: ids.supplier });
    expect(await owed(ids.supplier)).toBe('1200.0000');

    // The supplier brings it back unpaid: we owe the supplier again; the customer's is now bounced.
    const back = await saved(
      voucher('chequeOutReturn', [{ credit: '1200', instrumentId: instrument.id, bounced: true }]),
    );
    expect(await entriesOf(back.id)).toEqual([
      { accountId: ids.supplier, debit: '0.0000', credit: '1200.0000', dueDate: '2027-01-15' },
    ]);
    expect(await instrumentOf('A-1001')).toMatchObject({ state: 'bounced', holder: null });
    expect(await owed(ids.supplier)).toBe('0.0000');

    // Handed back to the customer: the customer owes the money again.
    const returned = await saved(voucher('chequeInReturn', [{ debit: '1200', instrumentId: instrument.id }]));
    expect(await entriesOf(returned.id)).toEqual([
      { accountId: ids.customer, debit: '1200.0000', credit: '0.0000', dueDate: '2027-01-15' },
    ]);
    expect((await instrumentOf('A-1001')).state).toBe('returned');
    expect(await owed(ids.customer)).toBe('1200.0000');

    // The history lists the four moves, newest first.
    const history = await t.call('GET', `/api/instrument-moves?instrumentId=${instrument.id}`, {
      token: admin,
    });
    expect(
      history.envelope.data.list.map((row: { move: string; toState: string }) => [row.move, row.toState]),
    ).toEqual([
      ['inReturn', 'returned'],
      ['outReturn', 'bounced'],
      ['out', 'endorsed'],
      ['in', 'portfolio'],
    ]);
    // A returned cheque is done: it can be neither endorsed nor collected.
    await refusedWith(
      voucher('chequeOut', [{ accountId: ids.supplier, debit: '1200', instrumentId: instrument.id }], {
        chequeTarget: 'supplier',
      }),
      { 'lines.0.instrumentId': 'A-1001 seri numaralı çek/senet şu anki durumunda bu işleme uygun değil' },
    );
    await balancesMatchLedgers();
  });

  it('a note given to the bank for collection posts no account; collected, the money is in the bank', async () => {
    await saved(receive([[{ kind: 'note', serialNo: 'S-7', drawer: 'Şule İnce' }, '500', '2026-12-31']]));
    const note = await instrumentOf('S-7');
    const customerBefore = await owed(ids.customer);
    const given = await saved(
      voucher('chequeOut', [{ debit: '500', instrumentId: note.id }], {
        chequeTarget: 'collection',
        cashAccountId: world.bank,
      }),
    );
    expect(await entriesOf(given.id)).toEqual([]);
    expect(await instrumentOf('S-7')).toMatchObject({ state: 'atBankCollection', cashAccountId: world.bank });
    const bankBefore = await held(world.bank);
    await saved(
      voucher('chequeCollection', [{ credit: '500', instrumentId: note.id }], { cashAccountId: world.bank }),
    );
    expect(await held(world.bank)).toBe((Number(bankBefore) + 500).toFixed(4));
    expect((await instrumentOf('S-7')).state).toBe('collected');
    expect(await owed(ids.customer)).toBe(customerBefore);
    // Collected once: a second collection is refused, as is paying it as if it were ours.
    await refusedWith(
      voucher('chequeCollection', [{ credit: '500', instrumentId: note.id }], { cashAccountId: world.till }),
      { 'lines.0.instrumentId': 'S-7 seri numaralı çek/senet şu anki durumunda bu işleme uygun değil' },
    );
    await refusedWith(
      voucher('chequePayment', [{ debit: '500', instrumentId: note.id }], { cashAccountId: world.bank }),
      { 'lines.0.instrumentId': 'Bu işlem yalnızca firmamızın kendi çek/senetleri içindir (S-7)' },
    );
    await balancesMatchLedgers();
  });
});

describe('our own cheques', () => {
  it('written out to a supplier and paid from the bank at its due date', async () => {
    const issued = await saved(
      voucher(
        'chequeOut',
        [
          {
            accountId: ids.supplier,
            debit: '750',
            dueDate: '2027-02-01',
            instrument: cheque('K-1', { drawer: 'Acme' }),
          },
        ],
        { chequeTarget: 'supplier' },
      ),
    );
    expect(issued.lines[0].instrument).toMatchObject({ own: true, state: 'issued' });
    const own = await instrumentOf('K-1');
    const supplierBefore = await owed(ids.supplier);
    const bankBefore = await held(world.bank);
    await saved(
      voucher('chequePayment', [{ debit: '750', instrumentId: own.id }], { cashAccountId: world.bank }),
    );
    expect((await instrumentOf('K-1')).state).toBe('paid');
    expect(await held(world.bank)).toBe((Number(bankBefore) - 750).toFixed(4));
    expect(await owed(ids.supplier)).toBe(supplierBefore);
    // Our own cheque never enters the portfolio: it cannot be endorsed or collected.
    await refusedWith(
      voucher('chequeCollection', [{ credit: '750', instrumentId: own.id }], { cashAccountId: world.bank }),
      { 'lines.0.instrumentId': 'Bu işlem yalnızca müşteri çek/senetleri içindir (K-1)' },
    );
    await balancesMatchLedgers();
  });

  it('one returned by the supplier unused is credited back to the supplier', async () => {
    await saved(
      voucher(
        'chequeOut',
        [
          {
            accountId: ids.supplier,
            debit: '300',
            dueDate: '2027-03-01',
            instrument: cheque('K-2', { drawer: 'Acme' }),
          },
        ],
        { chequeTarget: 'supplier' },
      ),
    );
    const own = await instrumentOf('K-2');
    const supplierBefore = await owed(ids.supplier);
    const back = await saved(voucher('chequeOutReturn', [{ credit: '300', instrumentId: own.id }]));
    expect(await entriesOf(back.id)).toEqual([
      { accountId: ids.supplier, debit: '0.0000', credit: '300.0000', dueDate: '2027-03-01' },
    ]);
    expect(await owed(ids.supplier)).toBe((Number(supplierBefore) - 300).toFixed(4));
    expect((await instrumentOf('K-2')).state).toBe('returned');
  });
});

describe('what a bordro refuses', () => {
  it('refuses wrong amounts, currencies, targets and lines, each with its message', async () => {
    await saved(receive([[cheque('R-1'), '100', '2027-01-01']]));
    const { id } = await instrumentOf('R-1');
    const endorse = (line: object, extra: object = {}) =>
      voucher('chequeOut', [{ accountId: ids.supplier, debit: '100', instrumentId: id, ...line }], {
        chequeTarget: 'supplier',
        ...extra,
      });
    await refusedWith(endorse({ debit: '90' }), {
      'lines.0.debit': 'Tutar çek/senedin tutarıyla aynı olmalı (100.00 TRY)',
    });
    await refusedWith(endorse({}, { currency: 'USD', exchangeRate: '42' }), {
      'lines.0.instrumentId': 'Bordrodaki çek/senetler bordronun dövizinde olmalı (R-1: TRY)',
    });
    await refusedWith(endorse({}, { chequeTarget: null }), { chequeTarget: 'Bu alan boş bırakılamaz' });
    await refusedWith(endorse({ bounced: true }), { 'lines.0.bounced': expect.any(String) });
    await refusedWith(
      voucher(
        'chequeOut',
        [
          { accountId: ids.supplier, debit: '100', instrumentId: id },
          { accountId: ids.supplier, debit: '100', instrumentId: id },
        ],
        { chequeTarget: 'supplier' },
      ),
      { 'lines.1.instrumentId': 'Aynı çek/senet bir bordroda bir kez yer alabilir' },
    );
    // A bank target needs a bank account; a cash register is no bank.
    await refusedWith(
      voucher('chequeOut', [{ debit: '100', instrumentId: id }], {
        chequeTarget: 'collection',
        cashAccountId: world.till,
      }),
      { cashAccountId: 'Çek/senet yalnızca bir banka hesabına verilebilir' },
    );
    // Our own cheque goes to a supplier only.
    await refusedWith(
      voucher('chequeOut', [{ debit: '100', dueDate: '2027-01-01', instrument: cheque('K-9') }], {
        chequeTarget: 'collateral',
        cashAccountId: world.bank,
      }),
      { 'lines.0.instrument': 'Kendi çek/senedimiz yalnızca bir cariye (tedarikçiye) verilebilir' },
    );
    // A receipt's cheque needs its bank, serial, drawer and due date.
    await refusedWith(
      voucher('chequeIn', [
        { accountId: ids.customer, credit: '10', instrument: { kind: 'cheque', serialNo: '', drawer: 'X' } },
      ]),
      {
        'lines.0.instrument.serialNo': 'Bu alan boş bırakılamaz',
        'lines.0.instrument.bankName': 'Bu alan boş bırakılamaz',
        'lines.0.dueDate': 'Bu alan boş bırakılamaz',
      },
    );
    // Nothing of the refused bordros stayed behind.
    expect((await instrumentOf('R-1')).state).toBe('portfolio');
  });
});

describe('the portfolio lists', () => {
  it('by state and due date with totals, the due-date view, Excel, and only the company’s own', async () => {
    await saved(
      receive([
        [cheque('L-1'), '100', '2026-12-05'],
        [cheque('L-2'), '250.50', '2027-01-05'],
      ]),
    );
    await saved(
      voucher(
        'chequeOut',
        [{ accountId: ids.supplier, debit: '200', dueDate: '2027-03-10', instrument: cheque('K-5') }],
        { chequeTarget: 'supplier' },
      ),
    );
    const inPortfolio = await t.call('GET', '/api/instruments?state=portfolio&own=false', { token: admin });
    const serials = inPortfolio.envelope.data.list.map((row: { serialNo: string }) => row.serialNo);
    expect(serials).toEqual(['L-1', 'R-1', 'L-2']); // by due date
    expect(inPortfolio.envelope.data.totals).toEqual([{ currency: 'TRY', count: 3, amount: '450.5000' }]);
    const due = await t.call('GET', '/api/instruments/due?today=2026-11-24', { token: admin });
    expect(due.statusCode, JSON.stringify(due.envelope)).toBe(200);
    // To come in: what is in the portfolio or at the bank; to go out: our own not yet paid.
    expect(due.envelope.data.list).toEqual([
      { month: '2026-12', currency: 'TRY', receivable: '100.0000', payable: '0' },
      { month: '2027-01', currency: 'TRY', receivable: '350.5000', payable: '0' },
      { month: '2027-03', currency: 'TRY', receivable: '0', payable: '200.0000' },
    ]);
    const overdue = await t.call('GET', '/api/instruments/due?today=2026-12-10', { token: admin });
    expect(overdue.envelope.data.list[0]).toEqual({
      month: 'overdue',
      currency: 'TRY',
      receivable: '100.0000',
      payable: '0',
    });
    const bad = await t.call('GET', '/api/instruments?state=lost', { token: admin });
    expect(bad.statusCode).toBe(422);

    const file = await t.call('GET', '/api/instruments/export?state=portfolio', { token: admin });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Tür', 'Seri No', 'Keşideci/Borçlu', 'Vade', 'Durum', 'Tutar']),
    );
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['Çek', 'L-1', 'Portföyde', 100]));

    // Another company sees none of it and cannot move it.
    const other = await createCompany(t.database, 'Beta');
    const beta = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const theirs = await t.call('GET', '/api/instruments', { token: beta });
    expect(theirs.envelope.data.list).toEqual([]);
    const { id } = await instrumentOf('L-1');
    const stolen = await t.call('POST', '/api/vouchers', {
      token: beta,
      body: voucher('chequeInReturn', [{ debit: '100', instrumentId: id }]),
    });
    expect(stolen.statusCode).toBe(422);
    expect(fieldErrors(stolen)).toEqual({ 'lines.0.instrumentId': 'Seçilen kayıt bulunamadı' });
  });
});
