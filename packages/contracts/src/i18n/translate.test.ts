import { describe, expect, it } from 'vitest';
import { translate } from './index.ts';

describe('server messages', () => {
  it('write a day the way each language does, other values as given', () => {
    expect(translate('tr', 'einvoice.receiptTooLate', { date: '2026-11-27' })).toBe(
      'Yanıt süresi 27.11.2026 tarihinde doldu: GİB 7 gün tanır',
    );
    expect(translate('en', 'cur.tcmbFetched', { date: '2026-11-20', count: 2 })).toContain('20/11/2026');
    expect(translate('de', 'cur.tcmbFetched', { date: '2026-11-20', count: 2 })).toContain('20.11.2026');
    expect(translate('en', 'auth.licenceExpired', { date: '2020-01-31' })).toContain('31/01/2020');
    // What a user typed stays as typed, even when it looks like a day.
    expect(translate('tr', 'v.barcodeTaken', { code: '2024-05-01' })).toContain('2024-05-01');
  });
});
