import { readFile } from 'node:fs/promises';
import { APP_VERSION } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChangelog } from '../src/modules/releases/index.ts';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
});
afterAll(() => t.close());

describe('release notes (/sistem/yama)', () => {
  it('reads versions, titles and items from the CHANGELOG', () => {
    expect(
      parseChangelog('# Notlar\n\n## 2.0.1 — düzeltmeler\n\n- Bir\n- İki `kod`\ntext\n## 2.0.0\n- Üç'),
    ).toEqual([
      { id: 2, version: '2.0.1', title: 'düzeltmeler', items: ['Bir', 'İki `kod`'] },
      { id: 1, version: '2.0.0', title: '', items: ['Üç'] },
    ]);
  });

  it('serves the project’s own CHANGELOG, whose newest entry is this version', async () => {
    const admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const list = await t.call('GET', '/api/release-notes', { token: admin });
    expect(list.envelope.data[0].version).toBe(APP_VERSION);
    const file = await readFile(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(list.envelope.data).toEqual(parseChangelog(file));
    const one = await t.call('GET', `/api/release-notes/${list.envelope.data[0].id}`, { token: admin });
    expect(one.envelope.data.version).toBe(APP_VERSION);
    expect(list.envelope.data.at(-1).id).toBe(1);
    expect((await t.call('GET', '/api/release-notes/999', { token: admin })).statusCode).toBe(404);
  });
});
