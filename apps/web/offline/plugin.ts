import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * Writes the service worker (`/sw.js`) with the list of the build's own files and a version made of
 * their names: a new build is a new worker, which fetches the new files before it takes over. The
 * compressed copies and source maps are not files the browser asks for by name.
 */
export function offlineShell(): Plugin {
  return {
    name: 'kibo-offline-shell',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !/\.(?:map|br|gz)$/.test(name) && name !== 'index.html')
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const template = await readFile(new URL('./service-worker.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('self.__KIBO_APP_FILES__', JSON.stringify(files))
          .replace('self.__KIBO_APP_VERSION__', JSON.stringify(version)),
      });
    },
  };
}
