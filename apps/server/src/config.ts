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
  /**
   * Which proxies' X-Forwarded-For to believe: a number of hops (1: the one reverse proxy in front) or
   * a comma list of proxy addresses/CIDRs; false: none. Never "all": the leftmost entries of the
   * header are whatever the client wrote, and login throttling and allow-lists key on the address.
   */
  trustProxy: false | number | string;
  logLevel: string;
  /** The product's release notes (/sistem/yama). */
  changelog: string;
  /** The Central Bank's exchange-rate bulletins (`today.xml`, `YYYYMM/DDMMYYYY.xml`). */
  tcmbBaseUrl: string;
  /** Seals the passwords of outside services; empty: `<dataDir>/secret.key`, made on first start. */
  secretKey: string;
  /** Fill the demo company with a month of a bookshop's trade (`--demo-shop`, `DEMO_SHOP=1`); off for real installs. */
  demoShop: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, args: readonly string[] = []): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    transactionLimit: Number(env.DB_TRANSACTIONS) || defaultTransactionLimit(),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    brandHosts: env.BRAND_HOSTS ?? 'library=kutuphane.*,library.*;catalogue=katalog.*,catalogue.*',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    changelog: path.join(root, 'CHANGELOG.md'),
    tcmbBaseUrl: env.TCMB_BASE_URL ?? 'https://www.tcmb.gov.tr/kurlar',
    secretKey: env.SECRET_KEY ?? '',
    demoShop:
      args.includes('--demo-shop') || ['1', 'true'].includes((env.DEMO_SHOP ?? '').trim().toLowerCase()),
  };
}

/** `TRUST_PROXY`: hops (`1`, `2`), or proxy addresses (`10.0.0.2,10.0.0.3`); `true` counts as one hop. */
function readTrustProxy(value: string | undefined): false | number | string {
  const text = (value ?? '').trim();
  if (!text || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
