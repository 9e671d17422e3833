import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api/client.ts';
import {
  dueEntries,
  expiredEntries,
  exportOf,
  failureOf,
  localNumberOf,
  type OutboxEntry,
  offlinePaymentProblem,
  refusalText,
} from './logic.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const entry = (
  sequence: number,
  state: OutboxEntry['state'],
  extra: Partial<OutboxEntry> = {},
): OutboxEntry => ({
  clientId: `c-${sequence}`,
  kind: 'sale',
  body: { clientId: `c-${sequence}`, payments: [{ method: 'cash', amount: '10' }], accountId: null },
  localNumber: localNumberOf(3, sequence),
  sequence,
  state,
  madeAt: ago(60_000),
  madeBy: { id: 1, name: 'Mehmet' },
  attempts: 0,
  lastTryAt: null,
  saved: null,
  error: null,
  ...extra,
});

describe('the outbox', () => {
  it('numbers a receipt by its device and sequence', () => {
    expect(localNumberOf(3, 42)).toBe('T3-000042');
    expect(localNumberOf(12, 1_234_567)).toBe('T12-1234567');
  });

  it('sends the queued oldest first, and sends that died with their tab, never what this tab is sending', () => {
    const entries = [
      entry(4, 'queued'),
      entry(1, 'saved'),
      entry(2, 'queued'),
      entry(3, 'sending', { lastTryAt: ago(5_000) }),
      entry(5, 'sending', { lastTryAt: ago(120_000) }),
      entry(6, 'failed', { error: 'Kasa kapalı' }),
      entry(7, 'queued'),
    ];
    expect(dueEntries(entries, NOW).map((due) => due.sequence)).toEqual([2, 4, 5, 7]);
    expect(dueEntries(entries, NOW, { inFlight: new Set(['c-4']) }).map((due) => due.sequence)).toEqual([
      2, 5, 7,
    ]);
    // "Retry now" tries the refused ones again too.
    expect(dueEntries(entries, NOW, { retryFailed: true }).map((due) => due.sequence)).toEqual([
      2, 4, 5, 6, 7,
    ]);
  });

  it('lets saved receipts leave the device after a week, never an unsent one', () => {
    const old = ago(8 * 24 * 3_600_000);
    const entries = [
      entry(1, 'saved', { madeAt: old }),
      entry(2, 'failed', { madeAt: old }),
      entry(3, 'saved'),
    ];
    expect(expiredEntries(entries, NOW).map((gone) => gone.sequence)).toEqual([1]);
  });

  it('tells a dead line from a refusal of the receipt and from a refused device', () => {
    expect(failureOf(new ApiError(undefined, '', ''))).toBe('lineDown');
    expect(failureOf(new ApiError(503, '', ''))).toBe('lineDown');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('lineDown');
    expect(failureOf(new ApiError(403, 'Bu cihazın yetkisi kaldırılmış', 'PS10002'))).toBe('deviceRefused');
    expect(failureOf(new ApiError(403, 'Bu cihaz kayıtlı değil', 'PS10001'))).toBe('deviceRefused');
    expect(failureOf(new ApiError(403, 'Yetkiniz yok', 'AU10003'))).toBe('refused');
    expect(failureOf(new ApiError(401, '', ''))).toBe('signedOut');
    expect(failureOf(new ApiError(500, '', ''))).toBe('serverFault');
    expect(failureOf(new ApiError(422, '', ''))).toBe('refused');
    expect(failureOf(new ApiError(400, '', ''))).toBe('refused');
  });

  it('keeps the server’s refusal with its field messages', () => {
    const error = new ApiError(422, 'Eksik bilgi', 'VL10001', {
      payments: ['Kasa ve fiş toplamları eşit olmalıdır'],
    });
    expect(refusalText(error)).toBe('Eksik bilgi — payments: Kasa ve fiş toplamları eşit olmalıdır');
  });

  it('exports the unsent receipts in the order made, with their bodies, and nothing saved', () => {
    const file = exportOf(
      [entry(3, 'failed', { error: 'Kasa kapalı' }), entry(1, 'saved'), entry(2, 'queued')],
      {
        companyId: 9,
        exportedAt: '2026-11-25T10:00:00.000Z',
      },
    );
    expect(file).toMatchObject({ kind: 'kibo-pos-outbox', companyId: 9 });
    expect(file.receipts).toEqual([
      expect.objectContaining({
        clientId: 'c-2',
        path: '/api/pos/receipts',
        localNumber: 'T3-000002',
        state: 'queued',
      }),
      expect.objectContaining({ clientId: 'c-3', state: 'failed', error: 'Kasa kapalı' }),
    ]);
    expect(file.receipts[0]?.body).toEqual(entry(2, 'queued').body);
    expect(JSON.stringify(file)).not.toContain('deviceKey');
  });
});

describe('what an offline till may take', () => {
  const onAccount = (amount: string, clientId = 'new') => ({
    clientId,
    accountId: 5,
    payments: [
      { method: 'cash', amount: '10' },
      { method: 'account', amount },
    ],
  });
  const customer = { balance: '60', riskLimit: '100' };

  it('takes cash, card and transfer, never points', () => {
    expect(
      offlinePaymentProblem({ clientId: 'a', payments: [{ method: 'card', amount: '5' }] }, undefined, []),
    ).toBeNull();
    expect(
      offlinePaymentProblem({ clientId: 'a', payments: [{ method: 'points', amount: '5' }] }, undefined, []),
    ).toBe('paymentOffline');
  });

  it('takes on account within the risk limit by the copy’s balance and what this device has not sent', () => {
    expect(offlinePaymentProblem(onAccount('40'), customer, [])).toBeNull();
    expect(offlinePaymentProblem(onAccount('40.01'), customer, [])).toBe('overRisk');
    const earlier = { ...entry(1, 'queued'), body: onAccount('30', 'earlier') };
    expect(offlinePaymentProblem(onAccount('20'), customer, [earlier])).toBe('overRisk');
    expect(offlinePaymentProblem(onAccount('10'), customer, [earlier])).toBeNull();
    // A customer without a limit, and one the copy does not hold.
    expect(offlinePaymentProblem(onAccount('500'), { balance: '60', riskLimit: '0' }, [])).toBeNull();
    expect(offlinePaymentProblem(onAccount('1'), undefined, [])).toBe('overRisk');
  });
});
