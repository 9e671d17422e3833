import { todayInTurkey } from '@kibo/domain';
import { describeFinding, type Problem, pathsByLine } from './explain.ts';
import { poolSize, validateInPool } from './pool.ts';
import type { Finding, RootName } from './types.ts';

export type { Problem } from './explain.ts';
export { ensureRules, prepareRules } from './rules.ts';
export type { Finding, RootName } from './types.ts';

// Every e-document we make passes through here before it may leave: GİB's XSD, GİB's schematron,
// then the kit's arithmetic checks. What fails is told in the user's terms (explain.ts).

export interface ValidationResult {
  valid: boolean;
  errors: Problem[];
  warnings: Problem[];
}

const ROOTS: Record<string, RootName> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'Invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2': 'DespatchAdvice',
  'urn:oasis:names:specification:ubl:schema:xsd:ReceiptAdvice-2': 'ReceiptAdvice',
  'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2': 'ApplicationResponse',
};

/** The root element and profile, by a light look at the start of the text. */
function sniff(xml: string): { root?: RootName; profile?: string } {
  const body = xml.replace(/^\uFEFF/, '').replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '');
  const open = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^>]*)>/.exec(body);
  const namespace = open ? /xmlns\s*=\s*"([^"]*)"/.exec(open[2] ?? '')?.[1] : undefined;
  const root = namespace ? ROOTS[namespace] : undefined;
  const profile = /<(?:[\w.-]+:)?ProfileID[^>]*>\s*([^<]*?)\s*</.exec(body)?.[1];
  return { ...(root && open?.[1] === root ? { root } : {}), ...(profile ? { profile } : {}) };
}

/** Documents per transform: large enough to spread SaxonJS's set-up, small enough to share out. */
const BATCH_SIZE = 25;

export interface ValidateOptions {
  /** The kit's sums too (default); off only to measure GİB's rules alone. */
  kit?: boolean;
  /** The moment the documents are checked at (default now): GİB's rules read Turkey's date from it. */
  now?: Date;
}

/** Validates documents in one batch (they may mix roots); results in the order given. */
export async function validateDocuments(
  documents: readonly string[],
  options: ValidateOptions = {},
): Promise<ValidationResult[]> {
  const sniffed = documents.map(sniff);
  const today = todayInTurkey(options.now);
  const rulesets = options.kit === false ? (['gib'] as const) : (['gib', 'kit'] as const);
  // Batches of one root (one XSD) and one kind (GİB checks e-Arşiv against its own profile
  // list), spread over the threads.
  const groups = new Map<string, { root: RootName; type: 'efatura' | 'earchive'; indexes: number[] }>();
  sniffed.forEach(({ root, profile }, index) => {
    if (!root) return;
    const type = profile === 'EARSIVFATURA' ? 'earchive' : 'efatura';
    const group = groups.get(`${root} ${type}`) ?? { root, type, indexes: [] };
    group.indexes.push(index);
    groups.set(`${root} ${type}`, group);
  });
  const batches = [...groups.values()].flatMap(({ root, type, indexes }) => {
    const size = Math.min(BATCH_SIZE, Math.ceil(indexes.length / poolSize()));
    return Array.from({ length: Math.ceil(indexes.length / size) }, (_, at) => ({
      root,
      type,
      indexes: indexes.slice(at * size, (at + 1) * size),
    }));
  });
  // A batch the checker could not finish (a thread lost, libxml2 out of memory) refuses its own
  // documents, saying why; the other batches keep their answers.
  const checked = await Promise.all(
    batches.map(async ({ root, type, indexes }) => ({
      indexes,
      found: await validateInPool({
        xmls: indexes.map((index) => documents[index]!),
        root,
        type,
        rulesets: [...rulesets],
        today,
      }).catch((error: Error) =>
        indexes.map((): Finding[] => [
          {
            source: 'XSD',
            rule: 'CHECK',
            severity: 'error',
            message: `Doğrulama tamamlanamadı: ${error.message}`,
          },
        ]),
      ),
    })),
  );
  const findings: Finding[][] = sniffed.map(({ root }) =>
    root ? [] : [{ source: 'XML', rule: 'ROOT', severity: 'error', message: 'Belge UBL-TR değil' }],
  );
  for (const { indexes, found } of checked) {
    indexes.forEach((index, at) => {
      findings[index]!.push(...found[at]!);
    });
  }
  return documents.map((xml, index) => {
    const needLines = findings[index]!.some((finding) => !finding.xpath && finding.line);
    const lines = needLines ? pathsByLine(xml) : undefined;
    const problems = findings[index]!.map((finding) => describeFinding(finding, xml, lines));
    const errors = problems.filter((problem) => problem.severity === 'error');
    return {
      valid: errors.length === 0,
      errors,
      warnings: problems.filter((problem) => problem.severity === 'warning'),
    };
  });
}

export const validateDocument = async (xml: string, options?: ValidateOptions): Promise<ValidationResult> =>
  (await validateDocuments([xml], options))[0]!;
