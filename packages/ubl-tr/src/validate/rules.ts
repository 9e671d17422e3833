import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// GİB's schematron needs XPath 2.0, so it is compiled once (Schematron → XSLT → SaxonJS's SEF)
// into build/, and compiled again only when GİB's files or the compiler change. About 30 s on two
// cores; `ensureRules` is called by the server at start and by the tests' global setup.

const require = createRequire(import.meta.url);
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GIB = path.join(PACKAGE_DIR, 'gib');
const BUILD = path.join(PACKAGE_DIR, 'build');

export const RULESETS = [
  {
    name: 'gib',
    label: 'GIB',
    source: 'schematron/UBL-TR_Main_Schematron.xml',
    inputs: [
      'schematron/UBL-TR_Main_Schematron.xml',
      'schematron/UBL-TR_Common_Schematron.xml',
      'schematron/UBL-TR_Codelist.xml',
    ],
  },
  /** The validation kit's arithmetic checks (sums and rates), which GİB's rules leave out. */
  { name: 'kit', label: 'KIT', source: 'kit-rules.sch', inputs: ['kit-rules.sch'] },
] as const;

export type RulesetName = (typeof RULESETS)[number]['name'];

const xslt3 = (): string => path.join(path.dirname(require.resolve('xslt3/package.json')), 'xslt3.js');

function inputHash(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(fs.readFileSync(require.resolve('xslt3/package.json'), 'utf8')).version);
  for (const file of ['sch2xsl.xsl', ...RULESETS.flatMap((ruleset) => ruleset.inputs)]) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(GIB, file)));
  }
  return hash.digest('hex');
}

export const sefPath = (name: RulesetName): string => path.join(BUILD, `ubltr-${name}.sef.json`);

function isBuilt(hash: string): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(BUILD, 'stamp.json'), 'utf8'));
    return stamp.hash === hash && RULESETS.every((ruleset) => fs.existsSync(sefPath(ruleset.name)));
  } catch {
    return false;
  }
}

interface Step {
  args: string[];
  /** Run once the command has finished. */
  afterwards?: () => void;
}

/** The commands that bring build/ up to date, or none when it is. */
function plan(log: (message: string) => void): Step[] {
  const hash = inputHash();
  if (isBuilt(hash)) return [];
  fs.mkdirSync(BUILD, { recursive: true });
  log('GİB e-fatura kuralları derleniyor (bir kez, yaklaşık 30 sn)…');
  const steps: Step[] = RULESETS.flatMap((ruleset) => {
    const xsl = path.join(BUILD, `ubltr-${ruleset.name}.xsl`);
    const sef = sefPath(ruleset.name);
    return [
      {
        args: [
          `-xsl:${path.join(GIB, 'sch2xsl.xsl')}`,
          `-s:${path.join(GIB, ruleset.source)}`,
          `-o:${xsl}`,
          `source-label=${ruleset.label}`,
        ],
      },
      // Written under a temporary name first: a second process must never read half a file.
      {
        args: [`-xsl:${xsl}`, `-export:${sef}.tmp`, '-nogo', '-relocate:on'],
        afterwards: () => fs.renameSync(`${sef}.tmp`, sef),
      },
    ];
  });
  const last = steps.at(-1)!;
  const renameLast = last.afterwards;
  last.afterwards = () => {
    renameLast?.();
    fs.writeFileSync(path.join(BUILD, 'stamp.json'), `${JSON.stringify({ hash }, null, 2)}\n`);
  };
  return steps;
}

/** Compiles the rule sets unless build/ already holds them for these sources (blocks until done). */
export function ensureRules(log: (message: string) => void = () => {}): void {
  for (const step of plan(log)) {
    execFileSync(process.execPath, [xslt3(), ...step.args], { stdio: ['ignore', 'ignore', 'inherit'] });
    step.afterwards?.();
  }
}

/** The same without holding up the caller: the server compiles at start while it answers requests. */
export async function prepareRules(log: (message: string) => void = () => {}): Promise<void> {
  for (const step of plan(log)) {
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, [xslt3(), ...step.args], (error) => (error ? reject(error) : resolve())),
    );
    step.afterwards?.();
  }
}
