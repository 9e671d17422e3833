import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTransactionLimit } from './platform/db/admission.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when absent an embedded one runs under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Tenant transactions run at once; more wait their turn (`platform/db/admission.ts`). */
  transactionLimit: number;
  webDist: string;
  tokenTtlHours: number;
  /** `label=pattern,pattern;label=pattern`: which host names show which brand. */
  brandHosts: string;
  trustProxy: boolean;
  logLevel: string;
  /** The product's release notes (/sistem/yama). */
  changelog: string;
  /** The Central Bank's exchange-rate bulletins (`today.xml`, `YYYYMM/DDMMYYYY.xml`). */
  tcmbBaseUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    transactionLimit: Number(env.DB_TRANSACTIONS) || defaultTransactionLimit(),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    brandHosts: env.BRAND_HOSTS ?? 'library=kutuphane.*,library.*;catalogue=katalog.*,catalogue.*',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    changelog: path.join(root, 'CHANGELOG.md'),
    tcmbBaseUrl: env.TCMB_BASE_URL ?? 'https://www.tcmb.gov.tr/kurlar',
  };
}
