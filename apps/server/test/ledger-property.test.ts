import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acme, admin, closeVoucherWorld, ids, post, setUpVoucherWorld, t, today } from './voucher-world.ts';

// Whatever sequence of vouchers, bordros, edits and cancels users throw at the books — some refused,
// some at the same moment — every balance equals the sum of its ledger and every cheque stands where
// its last live move left it.

const registers = { till: 0, bank: 0 };
/** Vouchers saved so far, with the body that made them: edits and cancels pick from these. */
const made: { id: number; body: Record<string, unknown> }[] = [];

const money = fc.integer({ min: 1, max: 500_000 }).map((kuruş) => (kuruş / 100).toFixed(2));
const pick = <T>(items: readonly T[]) =>
  fc.integer({ min: 0, max: 1_000 }).map((n) => items[n % items.length]!);

type Step =
  | { op: 'account'; type: 'accountDebit' | 'accountCredit'; account: number; amount: string; usd: boolean }
  | {
      op: 'cash';
      type: 'cashCollection' | 'cashPayment' | 'cashDebit' | 'cashCredit';
      account: number;
      amount: string;
      bank: boolean;
    }
  | { op: 'transfer'; amount: string; toBank: boolean }
  | { op: 'chequeIn'; account: number; amount: string; note: boolean }
  | { op: 'chequeMove'; type: string; which: number; target: string; bounced: boolean; bank: boolean }
  | { op: 'edit'; which: number; amount: string }
  | { op: 'cancel'; which: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('account' as const),
    type: pick(['accountDebit', 'accountCredit'] as const),
    account: fc.integer({ min: 0, max: 2 }),
    amount: money,
    usd: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('cash' as const),
    type: pick(['cashCollection', 'cashPayment', 'cashDebit', 'cashCredit'] as const),
    account: fc.integer({ min: 0, max: 2 }),
    amount: money,
    bank: fc.boolean(),
  }),
  fc.record({ op: fc.constant('transfer' as const), amount: money, toBank: fc.boolean() }),
  fc.record({
    op: fc.constant('chequeIn' as const),
    account: fc.integer({ min: 0, max: 2 }),
    amount: money,
    note: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('chequeMove' as const),
    type: pick(['chequeInReturn', 'chequeOut', 'chequeOutReturn', 'chequeCollection', 'chequePayment']),
    which: fc.nat(),
    target: pick(['supplier', 'collection', 'collateral']),
    bounced: fc.boolean(),
    bank: fc.boolean(),
  }),
  fc.record({ op: fc.constant('edit' as const), which: fc.nat(), amount: money }),
  fc.record({ op: fc.constant('cancel' as const), which: fc.nat() }),
);

const accountOf = (index: number) => [ids.customer, ids.supplier, ids.dollar][index]!;

/** The voucher a step asks for, or null when it needs something that is not there yet. */
async function bodyOf(s: Step): Promise<Record<string, unknown> | null> {
  const base = { date: today };
  switch (s.op) {
    case 'account':
      return {
        ...base,
        voucherType: s.type,
        ...(s.usd ? { currency: 'USD', exchangeRate: '40' } : {}),
        lines: [
          { accountId: accountOf(s.account), [s.type === 'accountDebit' ? 'debit' : 'credit']: s.amount },
        ],
      };
    case 'cash': {
      const side = s.type === 'cashCollection' || s.type === 'cashDebit' ? 'credit' : 'debit';
      const withAccount = s.type === 'cashCollection' || s.type === 'cashPayment';
      return {
        ...base,
        voucherType: s.type,
        cashAccountId: s.bank ? registers.bank : registers.till,
        lines: [{ ...(withAccount ? { accountId: accountOf(s.account) } : {}), [side]: s.amount }],
      };
    }
    case 'transfer':
      return {
        ...base,
        voucherType: 'cashTransfer',
        lines: [
          { cashAccountId: s.toBank ? registers.bank : registers.till, debit: s.amount, currency: 'TRY' },
          { cashAccountId: s.toBank ? registers.till : registers.bank, credit: s.amount, currency: 'TRY' },
        ],
      };
    case 'chequeIn':
      return {
        ...base,
        voucherType: 'chequeIn',
        lines: [
          {
            accountId: accountOf(s.account),
            credit: s.amount,
            dueDate: '2027-01-15',
            instrument: s.note
              ? { kind: 'note', serialNo: `N-${made.length}`, drawer: 'Borçlu' }
              : { kind: 'cheque', serialNo: `C-${made.length}`, drawer: 'Keşideci', bankName: 'Ziraat' },
          },
        ],
      };
    case 'chequeMove': {
      const { rows } = await t.database.pool.query(
        'SELECT id, amount::text FROM instruments WHERE company_id = $1 ORDER BY id',
        [acme.id],
      );
      if (rows.length === 0) return null;
      const instrument = rows[s.which % rows.length];
      const side = s.type === 'chequeOutReturn' || s.type === 'chequeCollection' ? 'credit' : 'debit';
      const out = s.type === 'chequeOut';
      const toSupplier = out && s.target === 'supplier';
      return {
        ...base,
        voucherType: s.type,
        ...(out ? { chequeTarget: s.target } : {}),
        ...((out && !toSupplier) || s.type === 'chequeCollection' || s.type === 'chequePayment'
          ? { cashAccountId: s.bank || (out && !toSupplier) ? registers.bank : registers.till }
          : {}),
        lines: [
          {
            ...(toSupplier ? { accountId: ids.supplier } : {}),
            instrumentId: instrument.id,
            [side]: instrument.amount,
            ...(s.type === 'chequeOutReturn' ? { bounced: s.bounced } : {}),
          },
        ],
      };
    }
    default:
      return null;
  }
}

/** Runs a step: a refusal is fine (the state machine, a cheque moved on) but never a server error. */
async function run(s: Step): Promise<void> {
  if (s.op === 'edit' || s.op === 'cancel') {
    if (made.length === 0) return;
    const target = made[s.which % made.length]!;
    const answer =
      s.op === 'cancel'
        ? await t.call('POST', `/api/vouchers/${target.id}/cancel`, { token: admin })
        : await t.call('PUT', `/api/vouchers/${target.id}`, {
            token: admin,
            body: withAmount(target.body, s.amount),
          });
    expect([200, 400, 422], JSON.stringify(answer.envelope)).toContain(answer.statusCode);
    if (answer.statusCode === 200 && s.op === 'edit') target.body = withAmount(target.body, s.amount);
    return;
  }
  const body = await bodyOf(s);
  if (!body) return;
  const answer = await post(body);
  expect([200, 422], JSON.stringify(answer.envelope)).toContain(answer.statusCode);
  if (answer.statusCode === 200) made.push({ id: answer.envelope.data.record.id, body });
}

/** The same voucher with a new amount — but a moved instrument's, which is fixed, and a transfer's sides kept equal. */
function withAmount(body: Record<string, unknown>, amount: string): Record<string, unknown> {
  const lines = body.lines as Record<string, unknown>[];
  if (lines.some((line) => line.instrumentId)) return body;
  return {
    ...body,
    lines: lines.map((line) => ({
      ...line,
      ...(Number(line.debit) > 0 ? { debit: amount } : {}),
      ...(Number(line.credit) > 0 ? { credit: amount } : {}),
    })),
  };
}

async function expectBooksAgree(): Promise<void> {
  const query = async (text: string) => (await t.database.pool.query(text, [acme.id])).rows;
  expect(
    await query(`
      SELECT coalesce(b.account_id, e.account_id) AS account, coalesce(b.currency, e.currency) AS currency,
             b.balance::text AS balance, e.sum::text AS ledger
        FROM (SELECT * FROM account_balances WHERE company_id = $1) b
        FULL JOIN (SELECT account_id, currency, sum(debit - credit) FROM account_entries WHERE company_id = $1
                    GROUP BY 1, 2) e ON e.account_id = b.account_id AND e.currency = b.currency
       WHERE coalesce(b.balance, 0) <> coalesce(e.sum, 0)`),
  ).toEqual([]);
  expect(
    await query(`
      SELECT coalesce(b.cash_account_id, e.cash_account_id) AS register, b.balance::text, e.sum::text AS ledger
        FROM (SELECT * FROM cash_balances WHERE company_id = $1) b
        FULL JOIN (SELECT cash_account_id, currency, sum(debit - credit) FROM cash_entries WHERE company_id = $1
                    GROUP BY 1, 2) e ON e.cash_account_id = b.cash_account_id AND e.currency = b.currency
       WHERE coalesce(b.balance, 0) <> coalesce(e.sum, 0)`),
  ).toEqual([]);
  // Every cheque stands where its last live move left it; a cancelled bordro posts nothing.
  expect(
    await query(`
      SELECT i.serial_no, i.state, last.to_state FROM instruments i
        LEFT JOIN LATERAL (SELECT to_state, holder_account_id, cash_account_id FROM instrument_moves m
                            WHERE m.company_id = i.company_id AND m.instrument_id = i.id AND NOT m.cancelled
                            ORDER BY m.id DESC LIMIT 1) last ON true
       WHERE i.company_id = $1
         AND (i.state <> coalesce(last.to_state, 'voided')
              OR i.holder_account_id IS DISTINCT FROM last.holder_account_id
              OR i.cash_account_id IS DISTINCT FROM last.cash_account_id)`),
  ).toEqual([]);
  expect(
    await query(`
      SELECT v.number FROM vouchers v
       WHERE v.company_id = $1 AND v.status = 'cancelled'
         AND (EXISTS (SELECT 1 FROM account_entries e WHERE e.company_id = v.company_id AND e.voucher_id = v.id)
           OR EXISTS (SELECT 1 FROM cash_entries e WHERE e.company_id = v.company_id AND e.voucher_id = v.id)
           OR EXISTS (SELECT 1 FROM instrument_moves m WHERE m.company_id = v.company_id AND m.voucher_id = v.id
                       AND NOT m.cancelled))`),
  ).toEqual([]);
}

beforeAll(async () => {
  await setUpVoucherWorld();
  const register = async (body: object) =>
    (await t.call('POST', '/api/cash-accounts', { token: admin, body })).envelope.data.record.id as number;
  registers.till = await register({ kind: 'cash', code: 'KASA', name: 'Kasa' });
  registers.bank = await register({
    kind: 'bank',
    code: 'BANKA',
    name: 'Banka',
    bankName: 'Ziraat Bankası',
    iban: 'TR330006100519786457841326',
  });
});
afterAll(closeVoucherWorld);

describe('balances against ledgers', () => {
  it('agree after any sequence of vouchers, bordros, edits and cancels, some running at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(step, fc.option(step, { nil: undefined })), { minLength: 10, maxLength: 30 }),
        async (steps) => {
          // A pair runs at the same moment: two users, one database.
          for (const [first, second] of steps) await Promise.all([run(first), second ? run(second) : null]);
          await expectBooksAgree();
        },
      ),
      { numRuns: 10, seed: 20261124 },
    );
    // The runs did something: vouchers of every family were saved.
    const { rows } = await t.database.pool.query(
      'SELECT count(DISTINCT voucher_type)::int AS n FROM vouchers WHERE company_id = $1',
      [acme.id],
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(8);
  });
});
