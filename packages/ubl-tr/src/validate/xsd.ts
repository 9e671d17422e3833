import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PACKAGE_DIR } from './rules.ts';
import type { Finding, RootName } from './types.ts';

// GİB's XSDs through libxml2 compiled to WebAssembly (xmllint-wasm), run inside the validation
// threads. The package's own call starts a thread and compiles libxml2 for every call (~0.3 s);
// here each thread compiles it once and runs xmllint on a fresh instance per batch through
// Emscripten's `instantiateWasm` hook, so a batch costs its schema reading (~40 ms) and ~0.5 ms a
// document. This leans on the package's Emscripten build, hence its exact version in package.json.

const require = createRequire(import.meta.url);
const XSD = path.join(PACKAGE_DIR, 'gib/xsd');
/** libxml2's memory: 64 MiB to start, up to 2 GiB for the largest documents. */
const MEMORY = { initial: 1024, maximum: 32768 };

/** Node's WebAssembly, typed for the calls made here (the server's types leave out the DOM's). */
interface Wasm {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (size: typeof MEMORY) => object;
  instantiate(module: object, imports: object): Promise<object>;
}
const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;

interface XmllintRun {
  inputFiles: { fileName: string; contents: string }[];
  arguments: string[];
  wasmMemory: object;
  print: (text: string) => void;
  printErr: (text: string) => void;
  onExit: (code: number) => void;
  onAbort: (reason: unknown) => void;
  instantiateWasm: (imports: object, ready: (instance: object) => void) => Record<string, never>;
}

let xmllint: { run: (options: XmllintRun) => Promise<unknown>; compiled: object } | undefined;

function libxml2() {
  xmllint ??= {
    run: require('xmllint-wasm/xmllint-node.js'),
    compiled: new wasm.Module(fs.readFileSync(require.resolve('xmllint-wasm/xmllint.wasm'))),
  };
  return xmllint;
}

/** Runs xmllint on the files given; its exit code and what it wrote to stderr. */
function runXmllint(
  files: XmllintRun['inputFiles'],
  args: string[],
): Promise<{ code: number; errors: string }> {
  const { run, compiled } = libxml2();
  let errors = '';
  return new Promise((resolve, reject) => {
    run({
      inputFiles: files,
      arguments: args,
      wasmMemory: new wasm.Memory(MEMORY),
      print: () => {},
      printErr: (text) => {
        errors += `${text}\n`;
      },
      onExit: (code) => resolve({ code, errors }),
      onAbort: (reason) => reject(new Error(`libxml2 durdu: ${String(reason)}`)),
      instantiateWasm: (imports, ready) => {
        wasm.instantiate(compiled, imports).then(ready).catch(reject);
        return {};
      },
    }).catch(reject);
  });
}

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
  const schema = `UBL-${root}-2.1.xsd`;
  const names = documents.map((_, index) => `doc${index}.xml`);
  const { code, errors } = await runXmllint(
    [
      ...documents.map((contents, index) => ({ fileName: names[index]!, contents })),
      { fileName: schema, contents: main },
      ...common,
    ],
    ['--schema', schema, '--noout', ...names],
  );
  // xmllint: 0 all valid, 3 or 4 some refused by the schema or unreadable; anything else is its own failure.
  if (![0, 3, 4].includes(code)) throw new Error(`xmllint ${code}: ${errors.slice(0, 500)}`);
  const findings: Finding[][] = documents.map(() => []);
  // All valid: what xmllint wrote besides is warnings, which refuse nothing.
  if (code === 0) return findings;
  const failed = new Set<number>();
  for (const line of errors.split('\n')) {
    const summary = /^\s*doc(\d+)\.xml fails to validate\s*$/.exec(line);
    if (summary) {
      failed.add(Number(summary[1]));
      continue;
    }
    // Lines without "file:line:" are xmllint echoing the source line and its caret.
    const located = /^doc(\d+)\.xml:(\d+): (.*)$/.exec(line);
    const found = located && findings[Number(located[1])];
    if (!found) continue;
    const message = located[3]!;
    const unreadable = /parser error/.test(message);
    found.push({
      source: unreadable ? 'XML' : 'XSD',
      rule: unreadable ? 'XML' : 'XSD',
      severity: 'error',
      line: Number(located[2]),
      message: shortNames(
        message.replace(/^.*?Schemas validity error : /, '').replace(/^.*?parser error : /, ''),
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
