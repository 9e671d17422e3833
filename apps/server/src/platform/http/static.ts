import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under /assets by its content: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell and unhashed files: kept, but asked again each time (an unchanged one costs a 304). */
const REVALIDATE = 'no-cache';

/**
 * The built web app (apps/web/dist), when there is one. The build writes a brotli (.br) and a
 * gzip (.gz) copy beside each text file (apps/web/precompress.ts); the one the browser accepts is
 * sent, with `Vary: Accept-Encoding` and an ETag of its own.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start; the compressed copies are not routes of their own.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) =>
      reply.header('cache-control', reply.request.url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
  });
}
