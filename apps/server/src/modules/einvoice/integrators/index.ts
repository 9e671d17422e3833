import type { IntegratorCode } from '@kibo/contracts';
import type { Connection } from '../settings.ts';
import { EDM_URLS, EdmClient } from './edm.ts';
import { MYSOFT_URLS, MysoftClient } from './mysoft.ts';
import type { Integrator, IntegratorAccount } from './types.ts';
import { UYUMSOFT_URLS, UyumsoftClient } from './uyumsoft.ts';

export * from './types.ts';

export const INTEGRATOR_TITLES: Record<IntegratorCode, string> = {
  uyumsoft: 'Uyumsoft',
  mysoft: 'MySoft',
  edm: 'EDM',
};

const URLS: Record<IntegratorCode, { test: string; production: string }> = {
  mysoft: MYSOFT_URLS,
  uyumsoft: UYUMSOFT_URLS,
  edm: EDM_URLS,
};

/** The integrator's published address for the mode, used when the settings leave it empty. */
export const defaultUrl = (integrator: IntegratorCode, testMode: boolean): string =>
  URLS[integrator][testMode ? 'test' : 'production'];

/** A client of the integrator for the company's saved account. */
export function connect(integrator: IntegratorCode, connection: Connection): Integrator {
  const account: IntegratorAccount = {
    url: (connection.serviceUrl || defaultUrl(integrator, connection.testMode)).replace(/\/+$/, ''),
    username: connection.username,
    password: connection.password,
    taxId: connection.taxId,
    invoiceAlias: connection.invoiceAlias,
    despatchAlias: connection.despatchAlias,
    // Tests wait less than a person would for a silent service.
    ...(Number(process.env.EINVOICE_TIMEOUT_MS)
      ? { timeoutMs: Number(process.env.EINVOICE_TIMEOUT_MS) }
      : {}),
  };
  switch (integrator) {
    case 'mysoft':
      return new MysoftClient(account);
    case 'uyumsoft':
      return new UyumsoftClient(account);
    case 'edm':
      return new EdmClient(account);
  }
}
