import type { EinvoiceSettings, EinvoiceSettingsInput, IntegratorCode } from '@kibo/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../companies/companies.tables.ts';
import { documentSeries } from '../series/series.tables.ts';
import { einvoiceConnections } from './einvoice.tables.ts';
import { defaultUrl } from './integrators/index.ts';

// A company's account at an integrator. The screen asks for the three-letter prefixes of its
// numbers; the series behind them are made or updated here, so the first e-invoice needs no trip to
// the series screen.

const SERIES = [
  { key: 'invoicePrefix', column: 'invoiceSeriesId', docType: 'eInvoice', name: 'E-Fatura' },
  { key: 'archivePrefix', column: 'archiveSeriesId', docType: 'eArchive', name: 'E-Arşiv' },
  { key: 'despatchPrefix', column: 'despatchSeriesId', docType: 'eDespatch', name: 'E-İrsaliye' },
  { key: 'receiptPrefix', column: 'receiptSeriesId', docType: 'eReceipt', name: 'E-İrsaliye Yanıtı' },
] as const;

/** A saved account with what the integrator also needs of the company: its VKN and sender aliases. */
export type Connection = typeof einvoiceConnections.$inferSelect & {
  taxId: string;
  invoiceAlias: string;
  despatchAlias: string;
};

export async function connectionOf(tx: Db, integrator: IntegratorCode): Promise<Connection | undefined> {
  const [found] = await tx
    .select({
      ...getTableColumns(einvoiceConnections),
      taxId: companies.vkn,
      invoiceAlias: companies.eInvoiceAlias,
      despatchAlias: companies.eDespatchAlias,
    })
    .from(einvoiceConnections)
    .innerJoin(companies, eq(companies.id, einvoiceConnections.companyId))
    .where(eq(einvoiceConnections.integrator, integrator));
  return found;
}

const prefixOf = async (tx: Db, seriesId: number | null): Promise<string> => {
  if (!seriesId) return '';
  const [series] = await tx
    .select({ prefix: documentSeries.prefix })
    .from(documentSeries)
    .where(eq(documentSeries.id, seriesId));
  return series?.prefix ?? '';
};

export async function readSettings(tx: Db, integrator: IntegratorCode): Promise<EinvoiceSettings> {
  const found = await connectionOf(tx, integrator);
  const testMode = found?.testMode ?? true;
  return {
    active: found?.active ?? false,
    testMode,
    serviceUrl: found?.serviceUrl ?? '',
    username: found?.username ?? '',
    hasPassword: Boolean(found?.password),
    ...(Object.fromEntries(
      await Promise.all(
        SERIES.map(async (entry) => [entry.key, await prefixOf(tx, found?.[entry.column] ?? null)]),
      ),
    ) as Record<(typeof SERIES)[number]['key'], string>),
    commercialProfile: found?.commercialProfile ?? false,
    defaultUrl: defaultUrl(integrator, testMode),
  };
}

/** The series with this prefix for the type, made when missing; null for no prefix. */
async function seriesFor(tx: Db, docType: string, name: string, prefix: string): Promise<number | null> {
  if (!prefix) return null;
  const [found] = await tx
    .select({ id: documentSeries.id })
    .from(documentSeries)
    .where(and(eq(documentSeries.docType, docType), eq(documentSeries.prefix, prefix)));
  if (found) return found.id;
  const [made] = await tx
    .insert(documentSeries)
    .values({
      companyId: sql`current_setting('app.company_id')::int`,
      docType,
      name: `${name} ${prefix}`,
      prefix,
      digits: 9,
      yearlyReset: true,
      year: new Date().getFullYear(),
    })
    .returning({ id: documentSeries.id });
  return made!.id;
}

export async function saveSettings(
  tx: Db,
  integrator: IntegratorCode,
  input: EinvoiceSettingsInput,
): Promise<void> {
  const series = Object.fromEntries(
    await Promise.all(
      SERIES.map(async (entry) => [
        entry.column,
        await seriesFor(tx, entry.docType, entry.name, input[entry.key]),
      ]),
    ),
  ) as Record<(typeof SERIES)[number]['column'], number | null>;
  // One integrator sends: switching this one on switches the others off.
  if (input.active)
    await tx.update(einvoiceConnections).set({ active: false }).where(eq(einvoiceConnections.active, true));
  const values = {
    active: input.active,
    testMode: input.testMode,
    serviceUrl: input.serviceUrl,
    username: input.username,
    ...(input.password ? { password: input.password } : {}),
    commercialProfile: input.commercialProfile,
    ...series,
    updatedAt: new Date(),
  };
  await tx
    .insert(einvoiceConnections)
    .values({ companyId: sql`current_setting('app.company_id')::int`, integrator, ...values })
    .onConflictDoUpdate({
      target: [einvoiceConnections.companyId, einvoiceConnections.integrator],
      set: values,
    });
}
