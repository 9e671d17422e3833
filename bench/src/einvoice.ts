import { buildInvoice } from '@kibo/ubl-tr';
import { sampleInvoice } from '@kibo/ubl-tr/samples';
import { ensureRules, validateDocuments } from '@kibo/ubl-tr/validate';

// W6 (issue 22): e-invoices generated from our documents and checked against GİB's XSD and
// schematron (and the validation kit's sums) before they may leave — 1,000 ten-line invoices,
// budget ≥ 50 documents/s validation included; and one 1,250-line invoice, the largest a
// document may be. Sizes: BENCH_EINVOICES (1,000), BENCH_EINVOICE_BATCH (100, documents validated
// per call, as a bulk send does).

const BUDGET = 50;
const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export async function einvoiceWorkload(): Promise<void> {
  const count = size('BENCH_EINVOICES', 1000);
  const batch = size('BENCH_EINVOICE_BATCH', 100);
  console.log(`\n## W6 e-invoice: ${count.toLocaleString('en')} ten-line invoices built and validated`);
  ensureRules((message) => console.log(message));
  // Threads started and rules loaded, as in a server that has sent before.
  await validateDocuments([buildInvoice(sampleInvoice(1, 10)), buildInvoice(sampleInvoice(2, 10))]);

  let building = 0;
  let invalid = 0;
  const started = performance.now();
  for (let from = 0; from < count; from += batch) {
    const built = performance.now();
    const xmls = Array.from({ length: Math.min(batch, count - from) }, (_, at) =>
      buildInvoice(sampleInvoice(from + at + 1, 10)),
    );
    building += performance.now() - built;
    invalid += (await validateDocuments(xmls)).filter((result) => !result.valid).length;
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = count / seconds;
  console.log(
    `- ${rate.toFixed(1)} documents/s (budget ≥ ${BUDGET}: ${rate >= BUDGET ? 'met' : 'NOT MET'}), ` +
      `${seconds.toFixed(1)} s in all, building ${(building / count).toFixed(2)} ms per document, ${invalid} refused`,
  );

  const large = performance.now();
  const [result] = await validateDocuments([buildInvoice(sampleInvoice(1, 1250))]);
  console.log(
    `- one 1,250-line invoice: ${((performance.now() - large) / 1000).toFixed(1)} s, ${result!.valid ? 'valid' : 'REFUSED'}`,
  );
}
