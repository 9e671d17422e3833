import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocuments } from './index.ts';
import { PACKAGE_DIR } from './rules.ts';

// The validation kit's own self-test, run through our copy of its compiler (which we changed for
// speed, see gib/README.md): the same documents must pass and fail through the same rules.

const EXAMPLES = path.join(PACKAGE_DIR, 'gib/examples');
const read = (file: string) => fs.readFileSync(path.join(EXAMPLES, file), 'utf8');

const VALID = [
  '01-temelfatura-satis-kdv20.xml',
  '02-ticarifatura-satis-kdv10.xml',
  '03-temelirsaliye-sevk.xml',
];
const INVALID: [string, string[]][] = [
  ['01-missing-profileid.xml', ['XSD', 'GIB:ProfileIDCheck']],
  ['02-bad-invoice-number.xml', ['GIB:InvoiceIDCheck']],
  ['03-vkn-wrong-length.xml', ['GIB:PartyIdentificationTCKNVKNCheck']],
  ['04-tax-total-mismatch.xml', ['KIT:KIT-TAX-01']],
  ['05-despatch-no-driver-or-carrier.xml', ['GIB:DespatchCarrierDriverCheck']],
];

describe('the validation kit’s examples', () => {
  it('pass and fail through the rules the kit expects', async () => {
    const results = await validateDocuments([
      ...VALID.map((file) => read(`valid/${file}`)),
      ...INVALID.map(([file]) => read(`invalid/${file}`)),
    ]);
    VALID.forEach((file, index) => {
      expect(results[index]!.errors, file).toEqual([]);
    });
    INVALID.forEach(([file, rules], index) => {
      const fired = results[VALID.length + index]!.errors.map((problem) => problem.rule);
      expect(fired, file).toEqual(expect.arrayContaining(rules));
    });
  }, 60_000);
});
