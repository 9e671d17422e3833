// Builds the web app when its sources changed since the last build (npm start and npm run bench).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'packages/contracts/src',
  'packages/domain/src',
  'package-lock.json',
];
const stampFile = path.join(root, 'apps/web/dist/.build-stamp');

function fingerprint() {
  const hash = createHash('sha256');
  const walk = (file) => {
    const full = path.join(root, file);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full).sort()) walk(path.join(file, entry));
    } else hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const input of inputs) walk(input);
  return hash.digest('hex');
}

export function ensureWebBuild() {
  const current = fingerprint();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (current === built && process.env.KIBO_REBUILD !== '1') return;
  console.log('Web uygulaması derleniyor / building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}
