import { envelopeOf } from '@kibo/contracts';
import { currencies as currenciesDef, exchangeRates as ratesDef } from '@kibo/contracts/resources';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden, notFound, refused } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { mayDo, type ResourceBinding, uniqueTogether } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { currencies, exchangeRates } from './currencies.tables.ts';
import { fetchTcmb, TcmbError } from './tcmb.ts';

export { parseTcmbXml } from './tcmb.ts';

/** One rate per currency and day: a second one for the same day is refused on the date. */
const rateHooks = uniqueTogether(
  exchangeRates,
  { currencyId: exchangeRates.currencyId, date: exchangeRates.date },
  'date',
  'v.rateExists',
  'exchange_rates_currency_date',
);

const bindings = {
  currencies: { def: currenciesDef, table: currencies } as unknown as ResourceBinding,
  rates: { def: ratesDef, table: exchangeRates, hooks: rateHooks } as unknown as ResourceBinding,
};

/** The currencies a company starts with: the lira and the three most traded with. */
export async function seedCurrencies(tx: Db, companyId: number): Promise<void> {
  await tx.insert(currencies).values([
    { companyId, code: 'TRY', name: 'Türk Lirası', symbol: '₺', decimals: 2, tcmb: false },
    { companyId, code: 'USD', name: 'ABD Doları', symbol: '$', decimals: 2 },
    { companyId, code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    { companyId, code: 'GBP', name: 'İngiliz Sterlini', symbol: '£', decimals: 2 },
  ]);
}

/**
 * The rate a document of `date` uses: that day's, else the last one before it (a Saturday invoice
 * takes Friday's bulletin). Undefined when the currency has none yet.
 */
export async function rateOn(tx: Db, code: string, date: string) {
  const [found] = await tx
    .select({
      date: exchangeRates.date,
      unit: exchangeRates.unit,
      forexBuying: exchangeRates.forexBuying,
      forexSelling: exchangeRates.forexSelling,
      banknoteBuying: exchangeRates.banknoteBuying,
      banknoteSelling: exchangeRates.banknoteSelling,
    })
    .from(exchangeRates)
    .innerJoin(
      currencies,
      and(eq(currencies.companyId, exchangeRates.companyId), eq(currencies.id, exchangeRates.currencyId)),
    )
    .where(and(eq(currencies.code, code), lte(exchangeRates.date, date)))
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  return found;
}

const tcmbBody = z.strictObject({ date: z.iso.date({ error: 'v.date' }).optional() });

/** Currencies and exchange rates, with the Central Bank's bulletin taken on request. */
export function registerCurrencyRoutes(app: FastifyInstance, deps: { tcmbBaseUrl: string }): void {
  registerResourceRoutes(app, bindings.currencies);
  registerResourceRoutes(app, bindings.rates);
  // The rate a document of a date takes (its day's, else the last before it), for the editor.
  app.withTypeProvider<ZodTypeProvider>().get('/api/exchange-rates/on', {
    config: { access: { authenticated: true } },
    schema: {
      tags: ['exchangeRates'],
      querystring: z.object({ currency: z.string().trim().max(10), date: z.iso.date({ error: 'v.date' }) }),
    },
    handler: async (request) => {
      const found = await request.tenant((tx) => rateOn(tx, request.query.currency, request.query.date));
      if (!found) throw notFound();
      return ok(found);
    },
  });
  app.withTypeProvider<ZodTypeProvider>().post('/api/exchange-rates/tcmb', {
    config: { access: { menu: ratesDef.menus } },
    schema: {
      tags: ['exchangeRates'],
      body: tcmbBody,
      response: { 200: envelopeOf(z.object({ date: z.string(), saved: z.number().int() })) },
    },
    handler: async (request) => {
      if (!mayDo(ratesDef, request.session!, 'create')) throw forbidden();
      let bulletin: Awaited<ReturnType<typeof fetchTcmb>>;
      try {
        bulletin = await fetchTcmb(deps.tcmbBaseUrl, request.body.date);
      } catch (error) {
        if (!(error instanceof TcmbError)) throw error;
        throw refused(error.reason === 'noBulletin' ? 'cur.tcmbNoBulletin' : 'cur.tcmbUnreachable');
      }
      const saved = await request.tenant(async (tx) => {
        const wanted = await tx
          .select({ id: currencies.id, code: currencies.code })
          .from(currencies)
          .where(and(eq(currencies.tcmb, true), eq(currencies.active, true)));
        let count = 0;
        for (const currency of wanted) {
          const rate = bulletin.rates.find((entry) => entry.code === currency.code);
          if (!rate) continue;
          const values = {
            unit: rate.unit,
            forexBuying: rate.forexBuying,
            forexSelling: rate.forexSelling,
            banknoteBuying: rate.banknoteBuying,
            banknoteSelling: rate.banknoteSelling,
            source: 'tcmb',
          };
          // Taking the same bulletin again refreshes its rates; a rate typed by hand is kept.
          const written = await tx
            .insert(exchangeRates)
            .values({
              companyId: sql`current_setting('app.company_id', true)::int`,
              currencyId: currency.id,
              date: bulletin.date,
              ...values,
            } as never)
            .onConflictDoUpdate({
              target: [exchangeRates.companyId, exchangeRates.currencyId, exchangeRates.date],
              set: { ...values, updatedAt: new Date() },
              setWhere: eq(exchangeRates.source, 'tcmb'),
            })
            .returning({ id: exchangeRates.id });
          count += written.length;
        }
        return count;
      });
      return ok(
        { date: bulletin.date, saved },
        t(request, 'cur.tcmbFetched', { count: saved, date: bulletin.date }),
      );
    },
  });
}
