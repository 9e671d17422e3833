import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTcmbXml, rateOn } from '../src/modules/currencies/index.ts';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  fieldErrors,
  type TestApp,
} from './harness.ts';

const sample = await readFile(new URL('./fixtures/tcmb-today.xml', import.meta.url), 'utf8');

/** The Central Bank as seen from here: today's bulletin, none for past days (a holiday). */
let bank: Server;
const asked: string[] = [];
let t: TestApp;
let acme: CompanyFixture;
let admin: string;

beforeAll(async () => {
  bank = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/kurlar/today.xml')
      response.writeHead(200, { 'content-type': 'text/xml' }).end(sample);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
  const { port } = bank.address() as AddressInfo;
  t = await createTestApp({ TCMB_BASE_URL: `http://127.0.0.1:${port}/kurlar` });
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  for (const code of ['USD', 'EUR', 'JPY'])
    await t.call('POST', '/api/currencies', { token: admin, body: { code, name: code, decimals: 2 } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => bank.close(resolve));
});

describe('Central Bank bulletin', () => {
  it('reads the today.xml format: per-unit quotes, blank values as zero, the bulletin date', () => {
    const bulletin = parseTcmbXml(sample);
    expect(bulletin.date).toBe('2026-11-20');
    expect(bulletin.rates.find((rate) => rate.code === 'USD')).toEqual({
      code: 'USD',
      unit: 1,
      forexBuying: '42.3411',
      forexSelling: '42.4174',
      banknoteBuying: '42.3115',
      banknoteSelling: '42.4810',
    });
    expect(bulletin.rates.find((rate) => rate.code === 'JPY')?.unit).toBe(100);
    expect(bulletin.rates.find((rate) => rate.code === 'XDR')?.forexSelling).toBe('0');
    expect(() => parseTcmbXml('<html>bakım</html>')).toThrow();
  });

  it('takes the bulletin for the company’s currencies, keeps a rate typed by hand, and says when there is none', async () => {
    const eur = (await t.call('GET', '/api/currencies?search=EUR', { token: admin })).envelope.data.list[0];
    const manual = await t.call('POST', '/api/exchange-rates', {
      token: admin,
      body: {
        currencyId: eur.id,
        date: '2026-11-20',
        unit: 1,
        forexBuying: '49.0000',
        forexSelling: '49.1000',
      },
    });
    expect(manual.statusCode).toBe(200);
    const taken = await t.call('POST', '/api/exchange-rates/tcmb', { token: admin, body: {} });
    expect(taken.envelope.kiboMessage).toBe('20.11.2026 tarihli 2 kur kaydedildi');
    const again = await t.call('POST', '/api/exchange-rates/tcmb', { token: admin, body: {} });
    expect(again.envelope.data.saved).toBe(2);
    const rates = (await t.call('GET', '/api/exchange-rates?pageSize=50', { token: admin })).envelope.data
      .list;
    expect(rates).toHaveLength(3);
    const byCurrency = Object.fromEntries(
      rates.map((rate: { refs: { currencyId: string } }) => [rate.refs.currencyId, rate]),
    );
    expect(byCurrency.USD).toMatchObject({ forexSelling: '42.4174', source: 'tcmb', unit: 1 });
    expect(byCurrency.JPY).toMatchObject({ forexBuying: '26.9802', unit: 100 });
    expect(byCurrency.EUR).toMatchObject({ forexSelling: '49.1000', source: 'manual' });

    const holiday = await t.call('POST', '/api/exchange-rates/tcmb', {
      token: admin,
      body: { date: '2026-10-29' },
    });
    expect(holiday.statusCode).toBe(400);
    expect(holiday.envelope.messages).toEqual([
      'Merkez Bankası bu tarih için kur yayımlamamış (hafta sonu veya tatil)',
    ]);
    expect(asked).toContain('/kurlar/202610/29102026.xml');
  });

  it('gives a document the rate of its date, or the last one before it', async () => {
    const rate = await t.database.withTenant(acme.id, async (tx) => ({
      sunday: await rateOn(tx, 'USD', '2026-11-22'),
      before: await rateOn(tx, 'USD', '2026-11-19'),
    }));
    expect(rate.sunday).toMatchObject({ date: '2026-11-20', forexSelling: '42.4174' });
    expect(rate.before).toBeUndefined();
    // The document editor asks the same through the API.
    const answer = await t.call('GET', '/api/exchange-rates/on?currency=USD&date=2026-11-22', {
      token: admin,
    });
    expect(answer.envelope.data).toMatchObject({ date: '2026-11-20', forexSelling: '42.4174' });
    expect(
      (await t.call('GET', '/api/exchange-rates/on?currency=USD&date=2026-11-19', { token: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a second rate of the same day and a bad currency code', async () => {
    const usd = (await t.call('GET', '/api/currencies?search=USD', { token: admin })).envelope.data.list[0];
    const twice = await t.call('POST', '/api/exchange-rates', {
      token: admin,
      body: { currencyId: usd.id, date: '2026-11-20', unit: 1, forexBuying: '1', forexSelling: '0.5' },
    });
    expect(fieldErrors(twice)).toEqual({ forexSelling: 'Satış kuru alış kurundan küçük olamaz' });
    const same = await t.call('POST', '/api/exchange-rates', {
      token: admin,
      body: { currencyId: usd.id, date: '2026-11-20', unit: 1, forexBuying: '1', forexSelling: '2' },
    });
    expect(fieldErrors(same)).toEqual({ date: 'Bu döviz için bu tarihte kur zaten var' });
    const code = await t.call('POST', '/api/currencies', {
      token: admin,
      body: { code: 'usd', name: 'x', decimals: 2 },
    });
    expect(fieldErrors(code)).toEqual({ code: 'Döviz kodu 3 büyük harf olmalıdır (ör. USD)' });
  });
});

describe('without the Central Bank', () => {
  it('says the rates could not be reached, so they can be typed by hand', async () => {
    const offline = await createTestApp({ TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar' });
    try {
      const company = await createCompany(offline.database, 'Offline');
      const token = await offline.login(company.admin.email, FIXTURE_PASSWORD);
      const answer = await offline.call('POST', '/api/exchange-rates/tcmb', { token, body: {} });
      expect(answer.statusCode).toBe(400);
      expect(answer.envelope.messages).toEqual([
        'Merkez Bankası kurlarına ulaşılamadı; kurları elle girebilirsiniz',
      ]);
    } finally {
      await offline.close();
    }
  });
});
