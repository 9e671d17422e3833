import {
  activeModules,
  COMPANY_MODULE_CODES,
  type CompanyModule,
  ErrorCode,
  type FrontAppUi,
  type RoleCode,
} from '@kibo/contracts';
import {
  type AllowList,
  isIpAllowed,
  isLicenceExpired,
  isPasswordExpired,
  parseAllowList,
} from '@kibo/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../../platform/db/client.ts';
import type { Session, SessionCheck } from '../../platform/http/access.ts';
import { hashToken } from './tokens.ts';

/** Everything a request needs about its caller, loaded once per token and cached briefly. */
export interface SessionRecord extends Session {
  expiresAt: number;
  revoked: boolean;
  userActive: boolean;
  userName: string;
  userEmail: string;
  posCanChangePrice: boolean;
  posCanDelete: boolean;
  companyActive: boolean;
  companyTitle: string;
  licenseOwner: string;
  /** The company's general settings the web follows (VAT-included prices, decimals, idle reload…). */
  preferences: FrontAppUi['app']['preferences'];
  licenseExpires: string;
  allowList: AllowList;
  loadedAt: number;
}

const CHANNEL = 'kibo_sessions';
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 50_000;

type MenuResolver = (role: RoleCode, granted: number[], modules: CompanyModule[]) => ReadonlySet<number>;

const snake = (code: string) => code.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** The modules a company switched on, from their columns (`module_qr_menu` for qrMenu). */
const MODULES_SQL = `ARRAY_REMOVE(ARRAY[${COMPANY_MODULE_CODES.map(
  (code) => `CASE WHEN c.module_${snake(code)} THEN '${code}' END`,
).join(', ')}]::text[], NULL)`;

/**
 * Token -> session, with an in-process cache so hot calls need no database round trip.
 * Logout, password, user and company changes are broadcast with NOTIFY so every server process
 * drops what it cached at once; the short TTL is only the backstop. Without a working LISTEN
 * connection nothing is cached, because nothing would tell this process what changed.
 */
export class SessionStore {
  private readonly cache = new Map<string, SessionRecord>();
  private listener: pg.Client | undefined;
  private closed = false;
  /** Bumped by every eviction, so a load that raced one is not cached with stale data. */
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly resolveMenus: MenuResolver,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async listen(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.evictLocal('all');
      client.end().catch(() => {});
      if (!this.closed) setTimeout(() => this.reconnect(url), 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => this.evictLocal(message.payload ?? 'all'));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private reconnect(url: string): void {
    if (this.closed || this.listener) return;
    this.listen(url).catch(() => {
      if (!this.closed) setTimeout(() => this.reconnect(url), 5_000).unref();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
  }

  /** Broadcast inside the caller's transaction: delivered only if it commits. */
  static async announce(tx: Db, scope: string): Promise<void> {
    await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${scope})`);
  }

  static userScope = (companyId: number, userId: number) => `user:${companyId}:${userId}`;
  static companyScope = (companyId: number) => `company:${companyId}`;
  static tokenScope = (tokenHash: string) => `token:${tokenHash}`;

  evictLocal(scope: string): void {
    this.generation++;
    if (scope === 'all') {
      this.cache.clear();
      return;
    }
    const [kind, a, b] = scope.split(':');
    for (const [key, record] of this.cache) {
      if (
        (kind === 'token' && key === a) ||
        (kind === 'company' && record.companyId === Number(a)) ||
        (kind === 'user' && record.companyId === Number(a) && record.userId === Number(b))
      ) {
        this.cache.delete(key);
      }
    }
  }

  async record(tokenHash: string): Promise<SessionRecord | undefined> {
    const cached = this.cache.get(tokenHash);
    if (cached && Date.now() - cached.loadedAt < CACHE_TTL_MS) return cached;
    const generation = this.generation;
    const loaded = await this.load(tokenHash);
    if (loaded && this.listener && generation === this.generation) {
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(tokenHash, loaded);
    } else this.cache.delete(tokenHash);
    return loaded;
  }

  async check(token: string, clientIp: string): Promise<SessionCheck> {
    const record = await this.record(hashToken(token));
    const now = this.now();
    if (!record || record.revoked)
      return { ok: false, status: 401, key: 'auth.tokenInvalid', code: ErrorCode.tokenInvalid };
    if (record.expiresAt <= now.getTime()) {
      return { ok: false, status: 401, key: 'auth.tokenInvalid', code: ErrorCode.tokenExpired };
    }
    if (!record.userActive)
      return { ok: false, status: 401, key: 'auth.userInactive', code: ErrorCode.userInactive };
    if (!record.companyActive) {
      return { ok: false, status: 401, key: 'auth.companyInactive', code: ErrorCode.companyInactive };
    }
    if (isLicenceExpired(record.licenseExpires, now)) {
      return {
        ok: false,
        status: 401,
        key: 'auth.licenceExpired',
        code: ErrorCode.licenceExpired,
        params: { date: record.licenseExpires },
      };
    }
    if (!isIpAllowed(record.allowList, clientIp)) {
      return {
        ok: false,
        status: 403,
        key: 'auth.ipNotAllowed',
        code: ErrorCode.ipNotAllowed,
        params: { ip: clientIp },
      };
    }
    return { ok: true, session: record };
  }

  private async load(tokenHash: string): Promise<SessionRecord | undefined> {
    const { rows } = await this.database.pool.query<{
      company_id: number;
      user_id: number;
      expires_at: Date;
      revoked: boolean;
      role: RoleCode;
      name: string;
      email: string;
      user_active: boolean;
      must_change_password: boolean;
      password_changed_at: Date;
      pos_can_change_price: boolean;
      pos_can_delete: boolean;
      company_active: boolean;
      title: string;
      license_owner: string;
      license_expires: string;
      password_expire_days: number;
      ip_allow_list: string;
      agreement_status: '0' | '1';
      granted: number[];
      modules: string[];
      licensed_modules: string[] | null;
      preferences: SessionRecord['preferences'];
    }>(
      `SELECT t.company_id, t.user_id, t.expires_at, t.revoked_at IS NOT NULL AS revoked,
              u.role, u.name, u.email, u.active AS user_active, u.must_change_password, u.password_changed_at,
              u.pos_can_change_price, u.pos_can_delete,
              c.active AS company_active, c.title, c.license_owner, c.license_expires, c.password_expire_days,
              c.ip_allow_list, c.agreement_status, ${MODULES_SQL} AS modules, c.licensed_modules,
              json_build_object('prices_include_vat', c.prices_include_vat, 'quantity_decimals', c.quantity_decimals,
                'price_decimals', c.price_decimals, 'default_currency', c.default_currency,
                'default_price_list', c.default_price_list, 'default_warehouse_id', c.default_warehouse_id,
                'negative_stock', c.negative_stock, 'idle_reload', c.idle_reload,
                'default_due_days', c.default_due_days, 'merge_scanned_lines', c.merge_scanned_lines,
                'print_after_save', c.print_after_save, 'lock_printed', c.lock_printed) AS preferences,
              ARRAY(SELECT menu_id FROM user_menus m WHERE m.company_id = t.company_id AND m.user_id = t.user_id) AS granted
         FROM access_tokens t
         JOIN users u ON u.company_id = t.company_id AND u.id = t.user_id
         JOIN companies c ON c.id = t.company_id
        WHERE t.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      tokenHash,
      companyId: row.company_id,
      userId: row.user_id,
      role: row.role,
      menuIds: this.resolveMenus(row.role, row.granted, activeModules(row.modules, row.licensed_modules)),
      passwordExpired: isPasswordExpired(
        row.password_changed_at,
        row.password_expire_days,
        row.must_change_password,
        this.now(),
      ),
      agreementStatus: row.agreement_status,
      expiresAt: row.expires_at.getTime(),
      revoked: row.revoked,
      userActive: row.user_active,
      userName: row.name,
      userEmail: row.email,
      posCanChangePrice: row.pos_can_change_price,
      posCanDelete: row.pos_can_delete,
      companyActive: row.company_active,
      companyTitle: row.title,
      licenseOwner: row.license_owner,
      licenseExpires: row.license_expires,
      allowList: parseAllowList(row.ip_allow_list),
      preferences: row.preferences,
      loadedAt: Date.now(),
    };
  }
}
