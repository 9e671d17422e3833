/// <reference path="./saxon-js.d.ts" />
import fs from 'node:fs';
import SaxonJS from 'saxon-js';
import { ensureRules, type RulesetName, sefPath } from './rules.ts';
import type { Finding } from './types.ts';

// GİB's schematron (and the kit's sums), compiled to SaxonJS's format by rules.ts. SaxonJS
// prepares a transform by walking the whole compiled stylesheet (~8 ms for GİB's), so documents
// are checked in batches through the compiler's "ubltr-batch" entry: one transform, each
// document's findings after a line "#n".

const loaded = new Map<RulesetName, unknown>();

function stylesheet(name: RulesetName): unknown {
  let sef = loaded.get(name);
  if (!sef) {
    ensureRules();
    sef = JSON.parse(fs.readFileSync(sefPath(name), 'utf8'));
    loaded.set(name, sef);
  }
  return sef;
}

const platform = SaxonJS.getPlatform();
/** The global context item of a batch: GİB's envelope parameters look for their nodes in it. */
const emptyDocument = () => platform.parseXmlFromString('<batch/>');

function findingOf(name: RulesetName, row: string): Finding {
  const [severity, , rule, xpath, ...message] = row.split('\t');
  return {
    source: name === 'gib' ? 'GIB' : 'KIT',
    rule: rule ?? '',
    severity: severity === 'warning' ? 'warning' : 'error',
    xpath: xpath ?? '',
    message: message.join(' ').trim(),
  };
}

/** A parsed document, or nothing when the text is not well-formed (the schema check says so). */
function parsed(xml: string): unknown {
  try {
    return platform.parseXmlFromString(xml);
  } catch {
    return undefined;
  }
}

/**
 * Findings per document, in the order given, from each rule set on the same parsed documents
 * (parsing is a tenth of the cost). GİB's rules take the documents' kind as a parameter (e-Arşiv
 * invoices are checked against the e-Arşiv profile list), so a batch is of one kind.
 */
export function schematronBatch(
  rulesets: readonly RulesetName[],
  xmls: readonly string[],
  type: 'efatura' | 'earchive',
  today: string,
): Finding[][] {
  const findings: Finding[][] = xmls.map(() => []);
  const readable = xmls
    .map((xml, index) => ({ index, document: parsed(xml) }))
    .filter((entry) => entry.document);
  if (!readable.length) return findings;
  for (const name of rulesets) {
    const output = SaxonJS.transform(
      {
        stylesheetInternal: stylesheet(name),
        sourceNode: emptyDocument(),
        initialTemplate: 'ubltr-batch',
        destination: 'serialized',
        stylesheetParams: {
          ...(name === 'gib' ? { type, ubltrToday: today } : {}),
          ubltrDocuments: readable.map((entry) => entry.document),
        },
      },
      'sync',
    ).principalResult as string | undefined;
    let current: Finding[] | undefined;
    for (const row of (output ?? '').split('\n')) {
      if (!row) continue;
      const start = /^#(\d+)$/.exec(row);
      if (start) current = findings[readable[Number(start[1]) - 1]!.index];
      else current?.push(findingOf(name, row));
    }
  }
  return findings;
}
