const DAY_MS = 86_400_000;

/** Whole days from `today` to the licence's last valid day (yyyy-mm-dd); negative once expired. */
export function licenceDaysLeft(expires: string, today: Date): number {
  const end = Date.parse(`${expires}T00:00:00Z`);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}

/** The licence is valid through its expiry day. */
export const isLicenceExpired = (expires: string, today: Date): boolean =>
  licenceDaysLeft(expires, today) < 0;

/** dd-mm-yyyy, the product's date format, from an ISO date. */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/**
 * A password must be changed when an administrator reset it, or when the company's policy
 * (days, 0 = never) has passed since it was last set.
 */
export function isPasswordExpired(
  changedAt: Date,
  policyDays: number,
  mustChange: boolean,
  now: Date,
): boolean {
  if (mustChange) return true;
  if (policyDays <= 0) return false;
  return now.getTime() - changedAt.getTime() > policyDays * DAY_MS;
}
