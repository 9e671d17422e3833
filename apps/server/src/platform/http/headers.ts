import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's rules for everything this server sends. Scripts only from here, never inline or
 * eval'd, so injected markup cannot run code. Styles allow inline: Ant Design writes its CSS into
 * <style> elements at run time, and a nonce would make the shell a per-request page that cannot be
 * precompressed or revalidated; with images, fonts and connections limited to this origin, an
 * injected style cannot send anything away. `blob:` images are the pictures and files the app makes
 * from API answers (PDFs open in a tab of their own). Nobody frames the app, nor does it frame anything.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Older browsers that do not read frame-ancestors.
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/**
 * Answers that name a user's data must stay out of every cache (shared proxies, the browser's
 * back/forward and disk caches): all of /api but its documentation and public GETs (the brand).
 * The login is public but carries a token, so it is not cacheable either.
 */
function isPrivate(request: FastifyRequest): boolean {
  const url = request.url;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return false;
  // A refusal before routing (a bad URL) has no route, hence no access rule: private under /api.
  const access = request.routeOptions?.config?.access;
  return !(access && 'public' in access && request.method === 'GET');
}

/** The headers of one answer; also called by the refusals made before routing, which skip hooks. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  if (isPrivate(request)) reply.header('cache-control', 'no-store');
}

/** Security headers on every answer (API, static files, the shell, 404s and errors). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, the hot posting calls included.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    applySecurityHeaders(request, reply);
    done(null, payload);
  });
}
