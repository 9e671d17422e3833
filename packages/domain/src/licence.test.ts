import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, isLicenceExpired, isPasswordExpired, licenceDaysLeft } from './licence.ts';

describe('licence dates', () => {
  const today = new Date('2026-11-22T15:30:00Z');
  it('counts days left through the expiry day', () => {
    expect(licenceDaysLeft('2026-11-22', today)).toBe(0);
    expect(licenceDaysLeft('2026-12-31', today)).toBe(39);
    expect(licenceDaysLeft('2026-11-21', today)).toBe(-1);
    expect(isLicenceExpired('2026-11-22', today)).toBe(false);
    expect(isLicenceExpired('2026-11-21', today)).toBe(true);
  });
  it('formats as day-month-year', () => {
    expect(formatDayMonthYear('2027-03-05')).toBe('05-03-2027');
  });
});

describe('password expiry', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('expires after the policy days, never with 0, always when reset by an admin', () => {
    expect(isPasswordExpired(new Date('2026-08-01T00:00:00Z'), 90, false, now)).toBe(true);
    expect(isPasswordExpired(new Date('2026-10-01T00:00:00Z'), 90, false, now)).toBe(false);
    expect(isPasswordExpired(new Date('2000-01-01T00:00:00Z'), 0, false, now)).toBe(false);
    expect(isPasswordExpired(now, 90, true, now)).toBe(true);
  });
});
