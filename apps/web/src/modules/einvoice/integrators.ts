import type { IntegratorCode } from '@kibo/contracts';

export const INTEGRATOR_TITLES: Record<IntegratorCode, string> = {
  uyumsoft: 'Uyumsoft',
  mysoft: 'MySoft',
  edm: 'EDM',
};

/** Tag colours of the spec's statuses: settled green, refused red, waiting blue or gold. */
export const STATUS_COLORS: Record<string, string> = {
  queued: 'default',
  sent: 'blue',
  approved: 'green',
  notApproved: 'red',
  awaitingApproval: 'gold',
  rejected: 'red',
  returned: 'volcano',
  cancelled: 'default',
};
