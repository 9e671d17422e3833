import { parentPort } from 'node:worker_threads';
import type { RulesetName } from './rules.ts';
import { schematronBatch } from './schematron.ts';
import type { Finding, RootName } from './types.ts';
import { xsdFindings } from './xsd.ts';

// A validation thread: loads libxml2 and the compiled rules once, then checks batches of
// documents of one root and one kind against GİB's XSD and rule sets.

export interface ValidationJob {
  id: number;
  xmls: string[];
  root: RootName;
  type: 'efatura' | 'earchive';
  rulesets: RulesetName[];
  /** Turkey's date, YYYY-MM-DD: GİB refuses an IssueDate after it. */
  today: string;
}

parentPort?.on('message', async (job: ValidationJob) => {
  try {
    const findings: Finding[][] = await xsdFindings(job.root, job.xmls);
    schematronBatch(job.rulesets, job.xmls, job.type, job.today).forEach((found, index) => {
      findings[index]!.push(...found);
    });
    parentPort!.postMessage({ id: job.id, findings });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
