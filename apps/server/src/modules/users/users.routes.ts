import {
  envelopeOf,
  grantableMenu,
  idParam,
  MENU_CATALOGUE,
  MenuId,
  myProfileBody,
  pageOf,
  userInput,
  userListQuery,
  userRecord,
} from '@kibo/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.ts';
import { ok } from '../../platform/http/envelope.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import {
  newPasswordColumns,
  refuseShortPassword,
  revokeSessions,
  SessionStore,
  verifyPassword,
} from '../auth/index.ts';
import { registerLockoutRoutes } from './lockouts.routes.ts';
import { getUser, listUsers, saveUser } from './users.service.ts';
import { users } from './users.tables.ts';

// User administration is never granted: whoever holds it could make themselves admin.
const grantable = MENU_CATALOGUE.filter(
  (menu) => !menu.roles.includes('superadmin') && menu.id !== MenuId.users,
);
const grantableIds = new Set(grantable.map((menu) => menu.id));

/** /sistem/kullanici: a company administrator manages the company's users. */
export function registerUserRoutes(app: FastifyInstance, deps: { sessions: SessionStore }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { admin: true } as const;
  registerLockoutRoutes(app);

  api.get('/api/users', {
    config: { access },
    schema: {
      tags: ['users'],
      querystring: userListQuery,
      response: { 200: envelopeOf(pageOf(userRecord)) },
    },
    handler: async (request) => ok(await request.tenant((tx) => listUsers(tx, request.query))),
  });

  api.get('/api/users/menus', {
    config: { access },
    schema: { tags: ['users'], response: { 200: envelopeOf(grantableMenu.array()) } },
    handler: async (request) => {
      const lang = requestLanguage(request);
      return ok(
        grantable.map((menu) => ({
          id: menu.id,
          name: menu.name[lang],
          parent: menu.parent,
          roles: [...menu.roles],
        })),
      );
    },
  });

  api.get('/api/users/:id', {
    config: { access },
    schema: { tags: ['users'], params: idParam, response: { 200: envelopeOf(userRecord) } },
    handler: async (request) => ok(await request.tenant((tx) => getUser(tx, request.params.id))),
  });

  const checkMenus = (menuIds: number[]) => {
    if (menuIds.some((id) => !grantableIds.has(id))) throw invalidField('menuIds', 'v.invalid');
  };

  api.post('/api/users', {
    config: { access },
    schema: { tags: ['users'], body: userInput, response: { 200: envelopeOf(userRecord) } },
    handler: async (request) => {
      checkMenus(request.body.menuIds);
      const session = request.session!;
      const saved = await request.tenant((tx) => saveUser(tx, session, request.body));
      return ok(saved, t(request, 'user.saved'));
    },
  });

  api.put('/api/users/:id', {
    config: { access },
    schema: { tags: ['users'], params: idParam, body: userInput, response: { 200: envelopeOf(userRecord) } },
    handler: async (request) => {
      checkMenus(request.body.menuIds);
      const session = request.session!;
      const saved = await request.tenant((tx) => saveUser(tx, session, request.body, request.params.id));
      deps.sessions.evictLocal(SessionStore.userScope(session.companyId, saved.id));
      return ok(saved, t(request, 'user.saved'));
    },
  });

  api.put('/api/user/myprofile', {
    config: { access: { authenticated: true, whileGated: true } },
    schema: { tags: ['auth'], body: myProfileBody, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      const session = request.session!;
      const { name, password } = request.body;
      await request.tenant(async (tx) => {
        const where = and(eq(users.companyId, session.companyId), eq(users.id, session.userId));
        const [user] = await tx.select().from(users).where(where).for('update');
        if (!user) throw notFound();
        if (name && name.toLowerCase() !== user.email.toLowerCase())
          throw invalidField('name', 'profile.wrongUser');
        if (await verifyPassword(user.passwordHash, password))
          throw invalidField('password', 'profile.samePassword');
        await refuseShortPassword(tx, password);
        await tx
          .update(users)
          .set({ ...(await newPasswordColumns(password, 'owner')), updatedAt: new Date() })
          .where(where);
        await revokeSessions(tx, session, session.tokenHash);
        await writeAudit(tx, {
          companyId: session.companyId,
          userId: session.userId,
          entity: 'user',
          entityId: session.userId,
          action: 'password',
        });
        await SessionStore.announce(tx, SessionStore.userScope(session.companyId, session.userId));
      });
      deps.sessions.evictLocal(SessionStore.userScope(session.companyId, session.userId));
      return ok(null, t(request, 'profile.passwordChanged'));
    },
  });
}
