import fs from 'node:fs';
import path from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';
import { PACKAGE_DIR } from './rules.ts';
import type { Finding, RootName } from './types.ts';

// GİB's XSDs through libxml2 compiled to WebAssembly. Each call starts libxml2 afresh and reads
// the schemas again (~0.2 s), so documents are checked in batches: 1,000 cost ~2.5 ms each.

const XSD = path.join(PACKAGE_DIR, 'gib/xsd');

let commonSchemas: { fileName: string; contents: string }[] | undefined;
const mainSchemas = new Map<RootName, string>();

function schemasFor(root: RootName) {
  commonSchemas ??= fs
    .readdirSync(path.join(XSD, 'common'))
    .filter((file) => file.endsWith('.xsd'))
    .map((file) => ({ fileName: file, contents: fs.readFileSync(path.join(XSD, 'common', file), 'utf8') }));
  let main = mainSchemas.get(root);
  if (!main) {
    // libxml2 here sees one flat folder, so the main schema's "../common/" imports are flattened.
    main = fs
      .readFileSync(path.join(XSD, 'maindoc', `UBL-${root}-2.1.xsd`), 'utf8')
      .replaceAll('../common/', '');
    mainSchemas.set(root, main);
  }
  return { common: commonSchemas, main };
}

/** XSD findings per document, in the order given; all documents share one root element. */
export async function xsdFindings(root: RootName, documents: readonly string[]): Promise<Finding[][]> {
  const { common, main } = schemasFor(root);
  const name = (index: number) => `doc${index}.xml`;
  const result = await validateXML({
    xml: documents.map((contents, index) => ({ fileName: name(index), contents })),
    schema: [{ fileName: `UBL-${root}-2.1.xsd`, contents: main }],
    preload: common,
    initialMemoryPages: 1024,
    maxMemoryPages: 2 * memoryPages.GiB,
  });
  const findings: Finding[][] = documents.map(() => []);
  const failed = new Set<number>();
  for (const error of result.errors) {
    const summary = /^\s*doc(\d+)\.xml fails to validate\s*$/.exec(error.rawMessage || '');
    if (summary) {
      failed.add(Number(summary[1]));
      continue;
    }
    const index = Number(/^doc(\d+)\.xml$/.exec(error.loc?.fileName ?? '')?.[1] ?? Number.NaN);
    // Lines without a location are xmllint echoing the source line and its caret.
    if (!findings[index] || !Number.isFinite(error.loc?.lineNumber)) continue;
    const unreadable = /parser error/.test(error.message);
    findings[index].push({
      source: unreadable ? 'XML' : 'XSD',
      rule: unreadable ? 'XML' : 'XSD',
      severity: 'error',
      line: error.loc!.lineNumber,
      message: shortNames(
        error.message.replace(/^.*?Schemas validity error : /, '').replace(/^.*?parser error : /, ''),
      ),
    });
  }
  for (const index of failed) {
    if (!findings[index]!.length)
      findings[index]!.push({
        source: 'XSD',
        rule: 'XSD',
        severity: 'error',
        message: 'XSD doğrulaması başarısız',
      });
  }
  return findings;
}

const PREFIXES: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
};

/** "{urn:…CommonBasicComponents-2}ID" → "cbc:ID". */
const shortNames = (message: string): string =>
  message.replace(/\{([^}]+)\}([\w.-]+)/g, (all, uri: string, local: string) =>
    PREFIXES[uri] ? `${PREFIXES[uri]}:${local}` : all,
  );
