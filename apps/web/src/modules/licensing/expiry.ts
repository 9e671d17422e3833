import { licenceDaysLeft } from '@kibo/domain';

/** Tag colour of a licence's expiry: red once expired, orange in its last 30 days. */
export function expiryColor(expires: string, today = new Date()): 'red' | 'orange' | undefined {
  const days = licenceDaysLeft(expires, today);
  if (days < 0) return 'red';
  if (days <= 30) return 'orange';
  return undefined;
}
