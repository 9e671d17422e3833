import {
  envelopeOf,
  type FrontAppUi,
  frontAppUi,
  type Language,
  loginAnswer,
  loginBody,
} from '@kibo/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { dashboardFor, menuTree } from '../menus/index.ts';
import { accessTokens } from './auth.tables.ts';
import { login } from './login.service.ts';
import { type SessionRecord, SessionStore } from './sessions.ts';

// Built once per (menu set, language): the session cache keeps the set object stable.
const menuCache = new WeakMap<
  ReadonlySet<number>,
  Map<Language, Pick<FrontAppUi['items'], 'menus' | 'dashboard'>>
>();
function menusFor(record: SessionRecord, lang: Language) {
  const byLang = menuCache.get(record.menuIds) ?? new Map();
  menuCache.set(record.menuIds, byLang);
  const items = byLang.get(lang) ?? {
    menus: menuTree(record.menuIds, lang),
    dashboard: dashboardFor(record.menuIds, lang),
  };
  byLang.set(lang, items);
  return items;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { database: Database; sessions: SessionStore; tokenTtlHours: number },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, sessions } = deps;

  api.post('/api/auth/login', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], body: loginBody, response: { 200: envelopeOf(loginAnswer) } },
    handler: async (request) => {
      const { token, expiresAt } = await login(
        database,
        {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        deps.tokenTtlHours,
      );
      return ok(
        {
          authorization: {
            access_token: token,
            token_type: 'Bearer' as const,
            expires_at: expiresAt.toISOString(),
          },
        },
        t(request, 'auth.loginOk'),
      );
    },
  });

  api.get('/api/auth/logout', {
    config: { access: { authenticated: true, whileGated: true } },
    schema: { tags: ['auth'], response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      const session = request.session!;
      await request.tenant(async (tx) => {
        await tx
          .update(accessTokens)
          .set({ revokedAt: new Date() })
          .where(eq(accessTokens.tokenHash, session.tokenHash));
        await SessionStore.announce(tx, SessionStore.tokenScope(session.tokenHash));
      });
      sessions.evictLocal(SessionStore.tokenScope(session.tokenHash));
      return ok(null, t(request, 'auth.loggedOut'));
    },
  });

  api.get('/api/modules/frontappui', {
    config: { access: { authenticated: true, whileGated: true } },
    schema: { tags: ['auth'], response: { 200: envelopeOf(frontAppUi) } },
    handler: async (request) => {
      const record = await sessions.record(request.session!.tokenHash);
      if (!record) throw notFound();
      const lang = requestLanguage(request);
      const items = menusFor(record, lang);
      const data: FrontAppUi = {
        app: {
          license_owner: record.licenseOwner,
          license_expires: record.licenseExpires,
          company_id: record.companyId,
          version: '1.0.66',
        },
        authorizedUser: {
          id: record.userId,
          name: record.userName,
          email: record.userEmail,
          clientIp: request.ip,
          role: record.role,
          password_expire_date_proc: record.passwordExpired ? 1 : 0,
          pos_can_change_price: record.posCanChangePrice,
          pos_can_delete: record.posCanDelete,
        },
        items: {
          menus: items.menus,
          dashboard: items.dashboard,
          license: {
            license_agreement_status: record.agreementStatus,
            can_approve: record.role === 'admin' || record.role === 'superadmin',
          },
        },
      };
      return ok(data);
    },
  });
}
