// `npm run bench`: workloads on generated data against the real server; figures are printed, never asserted.

import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { einvoiceWorkload } from './einvoice.ts';
import { erpWorkload } from './erp.ts';
import { firstDayWorkload } from './first-day.ts';
import { foundationWorkload } from './foundation.ts';
import { machine } from './lib.ts';
import { masterDataWorkload } from './master-data.ts';
import { posWorkload } from './pos.ts';
import { reportsWorkload } from './reports.ts';

console.log(`# Kibo benchmarks — ${new Date().toISOString()}`);
console.log(`Machine: ${machine()}`);
ensureWebBuild();
// `npm run bench -- erp` (or first-day, pos…) runs one workload; without a name, all of them.
const only = process.argv[2];
const workloads = {
  foundation: foundationWorkload,
  'master-data': masterDataWorkload,
  erp: erpWorkload,
  'first-day': firstDayWorkload,
  pos: posWorkload,
  reports: reportsWorkload,
  einvoice: einvoiceWorkload,
};
for (const [name, workload] of Object.entries(workloads)) if (!only || only === name) await workload();
