import { parentPort } from 'node:worker_threads';
import type { RulesetName } from './rules.ts';
import { schematronBatch } from './schematron.ts';
import type { Finding } from './types.ts';

// A validation thread: loads the compiled rules once, then checks batches of documents.

export interface SchematronJob {
  id: number;
  xmls: string[];
  type: 'efatura' | 'earchive';
  rulesets: RulesetName[];
  /** Turkey's date, YYYY-MM-DD: GİB refuses an IssueDate after it. */
  today: string;
}

parentPort?.on('message', (job: SchematronJob) => {
  try {
    const findings: Finding[][] = job.xmls.map(() => []);
    for (const name of job.rulesets) {
      schematronBatch(name, job.xmls, job.type, job.today).forEach((found, index) => {
        findings[index]!.push(...found);
      });
    }
    parentPort!.postMessage({ id: job.id, findings });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
