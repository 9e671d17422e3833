import { constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the API compresses with, best first; the same on every Node version (no zstd). */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Below this a compressed answer saves less than its headers and CPU cost (the posting calls). */
export const COMPRESS_THRESHOLD = 1024;

/** JSON and text; never PDFs, .xlsx (already zip) or backups (already gzip). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml))|\+(?:json|xml)\b/;

/** The encoding the API answers with for this request, as @fastify/compress would choose it. */
export function chosenEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/**
 * API answers above about a kilobyte leave compressed: brotli at a low quality (about as fast as
 * gzip and smaller for JSON), gzip for clients without it. Only /api: the web app's files are
 * compressed once at build time (see static.ts). An answer that set its own Content-Encoding
 * (modules/frontappui) is passed through as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are small JSON or one Excel file; compressed uploads are not accepted.
    globalDecompression: false,
  });
}
