import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is left out: the server then sends the file itself.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses every text file under `dir` but those in dot folders (Vite's own .vite). */
export async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).startsWith('.'));
  await Promise.all(files.map(compressFile));
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every text file of the build,
 * once, so the server sends them without compressing anything per request (platform/http/static.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'kibo-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
