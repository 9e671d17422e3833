// `npm run bench`: workloads on generated data against the real server; figures are printed, never asserted.

import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { foundationWorkload } from './foundation.ts';
import { machine } from './lib.ts';
import { masterDataWorkload } from './master-data.ts';

console.log(`# Kibo benchmarks — ${new Date().toISOString()}`);
console.log(`Machine: ${machine()}`);
ensureWebBuild();
await foundationWorkload();
await masterDataWorkload();
