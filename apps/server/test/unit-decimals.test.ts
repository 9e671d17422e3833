import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;
let other: CompanyFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  other = await createCompany(t.database, 'Other');
  const admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  for (const unit of [
    { code: 'C62', name: 'Adet', decimals: 0 },
    { code: 'KGM', name: 'Kilogram', decimals: 3 },
  ]) {
    const answer = await t.call('POST', '/api/units', { token: admin, body: unit });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  }
  const otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
  await t.call('POST', '/api/units', {
    token: otherAdmin,
    body: { code: 'LTR', name: 'Litre', decimals: 2 },
  });
});
afterAll(() => t.close());

describe('GET /api/units/decimals', () => {
  it('tells every signed-in user of the company how many decimals each unit shows, the cashier too', async () => {
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    // Whatever screens the role holds, it sees 2 pieces as 2 and 1,250 kg as 1,250, and only the
    // company's own units.
    const answer = await t.call('GET', '/api/units/decimals', { token: cashier });
    expect(answer.statusCode).toBe(200);
    expect(
      answer.envelope.data.map(({ code, name, decimals }: Record<string, unknown>) => ({
        code,
        name,
        decimals,
      })),
    ).toEqual([
      { code: 'C62', name: 'Adet', decimals: 0 },
      { code: 'KGM', name: 'Kilogram', decimals: 3 },
    ]);
  });

  it('answers nothing without a session', async () => {
    expect((await t.call('GET', '/api/units/decimals', {})).statusCode).toBe(401);
  });
});
