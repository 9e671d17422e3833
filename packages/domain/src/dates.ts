// Days as the business counts them: in Turkey's time zone, whatever the server's or the browser's.

/** Today's date in Turkey, yyyy-mm-dd. */
export const todayInTurkey = (now = new Date()): string =>
  now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

/** The first day of the day's month and year. */
export const monthStartOf = (day: string): string => `${day.slice(0, 8)}01`;
export const yearStartOf = (day: string): string => `${day.slice(0, 5)}01-01`;

/** The day `days` after (or before, when negative) a yyyy-mm-dd day. */
export const addDays = (day: string, days: number): string => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};
