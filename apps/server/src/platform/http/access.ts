import { ErrorCode, type RoleCode } from '@kibo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from './errors.ts';

/**
 * Who may call a route. Every /api route declares one; a route without it is refused at start,
 * so no endpoint can be left open by omission.
 */
export type Access =
  | { public: true }
  /** Any logged-in user of an active company. */
  | { authenticated: true; whileGated?: boolean }
  /** Users whose role or own grants include the menu entry, or one of them (admin: all). */
  | { menu: number | readonly number[] }
  /** Company administrators (and the vendor's super-administrators in their own company). */
  | { admin: true; whileGated?: boolean }
  /** The licence vendor's super-administrators only. */
  | { vendor: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: Session | null;
    /** A transaction limited to the caller's company by row-level security. */
    tenant<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  }
}

/** What the server knows about the caller after its token was checked. */
export interface Session {
  tokenHash: string;
  companyId: number;
  userId: number;
  role: RoleCode;
  /** Menus the user may open; for administrators every menu. */
  menuIds: ReadonlySet<number>;
  /** Password expired by policy or reset by an admin: only the password change is open. */
  passwordExpired: boolean;
  /** '0' until the licence agreement is approved: only the approval is open. */
  agreementStatus: '0' | '1';
}

export type SessionCheck =
  | { ok: true; session: Session }
  | {
      ok: false;
      status: 401 | 403;
      key: Parameters<typeof unauthorized>[0];
      code: string;
      params?: Record<string, unknown>;
    };

export interface AccessOptions {
  /** Looks the token up and checks user, company, licence and IP; cached by the caller. */
  checkToken(token: string, clientIp: string): Promise<SessionCheck>;
  withTenant: <T>(companyId: number, work: (tx: Db) => Promise<T>) => Promise<T>;
}

/** Company administrators, and the vendor's super-administrators. */
export const isAdmin = (session: Pick<Session, 'role'>) =>
  session.role === 'admin' || session.role === 'superadmin';

export function registerAccessControl(app: FastifyInstance, options: AccessOptions): void {
  app.decorateRequest('session', null);
  app.decorateRequest('tenant', function <T>(this: FastifyRequest, work: (tx: Db) => Promise<T>) {
    if (!this.session) throw unauthorized('auth.tokenMissing', ErrorCode.tokenMissing);
    return options.withTenant(this.session.companyId, work);
  });

  app.addHook('onRoute', (route) => {
    const documentation = route.url.startsWith('/api/docs');
    if (route.url.startsWith('/api') && !documentation && !route.config?.access) {
      throw new Error(`route ${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('auth.tokenMissing', ErrorCode.tokenMissing);
    const check = await options.checkToken(token, request.ip);
    if (!check.ok) {
      throw check.status === 401
        ? unauthorized(check.key, check.code, check.params)
        : forbidden(check.key, check.code, check.params);
    }
    const session = check.session;
    request.session = session;

    const whileGated = 'whileGated' in access && access.whileGated === true;
    if (!whileGated && session.passwordExpired)
      throw forbidden('auth.passwordExpired', ErrorCode.passwordExpired);
    if (!whileGated && session.agreementStatus === '0') {
      throw forbidden('auth.licenceAgreementPending', ErrorCode.licenceAgreementPending);
    }
    if ('menu' in access && ![access.menu].flat().some((menu) => session.menuIds.has(menu)))
      throw forbidden();
    if ('admin' in access && !isAdmin(session)) throw forbidden();
    if ('vendor' in access && session.role !== 'superadmin') throw forbidden();
  });
}

/**
 * Declared types (documents, vouchers) are used through their editor's menu: the user may work with
 * a type when that menu is theirs (administrators hold every menu).
 */
export const holdsMenuOf = (kinds: Record<string, { menu: number }>, session: Session, name: string) =>
  Object.hasOwn(kinds, name) && session.menuIds.has(kinds[name]!.menu);
