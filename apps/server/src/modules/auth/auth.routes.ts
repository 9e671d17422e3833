import { envelopeOf, frontAppUi, loginAnswer, loginBody } from '@kibo/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { chosenEncoding } from '../../platform/http/compression.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { accessTokens } from './auth.tables.ts';
import { deviceCookie, deviceTokensOf } from './devices.ts';
import { compressedBody, frontAppUiBody } from './frontappui.ts';
import { login } from './login.service.ts';
import { type SessionRecord, SessionStore } from './sessions.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { database: Database; sessions: SessionStore; tokenTtlHours: number },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, sessions } = deps;

  api.post('/api/auth/login', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], body: loginBody, response: { 200: envelopeOf(loginAnswer) } },
    handler: async (request, reply) => {
      const { token, expiresAt, deviceTokens } = await login(
        database,
        {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          deviceTokens: deviceTokensOf(request.headers.cookie),
        },
        deps.tokenTtlHours,
      );
      reply.header('set-cookie', deviceCookie(deviceTokens, request.protocol === 'https'));
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

  // Untyped reply on purpose: the answer goes out pre-serialised and pre-compressed (see frontappui.ts).
  app.get('/api/modules/frontappui', {
    config: { access: { authenticated: true, whileGated: true } },
    schema: { tags: ['auth'], response: { 200: envelopeOf(frontAppUi) } },
    handler: async (request, reply) => {
      // The access hook put the session store's own record here: no second lookup.
      const record = request.session as SessionRecord;
      const body = frontAppUiBody(record, requestLanguage(request), request.ip);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      // The encoding the API's compression would choose; it leaves an encoded answer alone.
      const encoding = chosenEncoding(request);
      if (encoding) return reply.header('content-encoding', encoding).send(compressedBody(body, encoding));
      return reply.send(body.json);
    },
  });
}
