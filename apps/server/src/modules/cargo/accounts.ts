import {
  CARRIER_TITLES,
  CARRIERS,
  type CarrierAccountInput,
  type CarrierAccount as CarrierAccountView,
  type CarrierCode,
  DEFAULT_TRACKING_URLS,
} from '@kibo/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, refused } from '../../platform/http/errors.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { cargoAccounts } from './cargo.tables.ts';
import { type Carrier, connectCarrier, defaultCarrierUrl, pttBarcodeAt } from './carriers/index.ts';

// A company's account at each carrier: read for the settings screens (secrets never leave), saved
// with its secrets sealed, and opened into a client for the worker and "test the connection".

type Row = typeof cargoAccounts.$inferSelect;
interface SecretValues {
  password: string;
  apiSecret: string;
}

/** Secrets are sealed to their company and carrier: a value copied into another row does not open. */
const boundTo = (row: Pick<Row, 'companyId' | 'carrier'>) => `cargo:${row.companyId}:${row.carrier}`;

const rowOf = async (tx: Db, carrier: CarrierCode): Promise<Row | undefined> =>
  (await tx.select().from(cargoAccounts).where(eq(cargoAccounts.carrier, carrier)))[0];

function viewOf(carrier: CarrierCode, row: Row | undefined, secrets: Secrets): CarrierAccountView {
  const sealed = row?.secrets ? openSecrets(row, secrets) : undefined;
  const testMode = row?.testMode ?? true;
  return {
    carrier,
    saved: Boolean(row),
    active: row?.active ?? false,
    testMode,
    serviceUrl: row?.serviceUrl ?? '',
    username: row?.username ?? '',
    customerCode: row?.customerCode ?? '',
    apiKey: row?.apiKey ?? '',
    hasPassword: Boolean(sealed?.password),
    hasApiSecret: Boolean(sealed?.apiSecret),
    payer: (row?.payer ?? 'sender') as CarrierAccountView['payer'],
    codAllowed: row?.codAllowed ?? false,
    desiDivisor: row?.desiDivisor ?? 3000,
    minDesi: row?.minDesi ?? '1',
    labelFormat: (row?.labelFormat ?? 'pdf') as CarrierAccountView['labelFormat'],
    trackingUrl: row?.trackingUrl ?? '',
    barcodeFrom: row?.barcodeFrom ?? '',
    barcodeTo: row?.barcodeTo ?? '',
    defaultUrl: defaultCarrierUrl(carrier, testMode),
    defaultTrackingUrl: DEFAULT_TRACKING_URLS[carrier],
    nextBarcode: row?.barcodeFrom ? pttBarcodeAt(row.barcodeFrom, row.barcodesUsed) : '',
  };
}

function openSecrets(row: Row, secrets: Secrets): SecretValues | undefined {
  const plain = secrets.open(row.secrets, boundTo(row));
  return plain === undefined ? undefined : (JSON.parse(plain) as SecretValues);
}

export async function readCarrierAccounts(tx: Db, secrets: Secrets): Promise<CarrierAccountView[]> {
  const rows = await tx.select().from(cargoAccounts);
  return CARRIERS.map((carrier) =>
    viewOf(
      carrier,
      rows.find((row) => row.carrier === carrier),
      secrets,
    ),
  );
}

export const readCarrierAccount = async (tx: Db, carrier: CarrierCode, secrets: Secrets) =>
  viewOf(carrier, await rowOf(tx, carrier), secrets);

export async function saveCarrierAccount(
  tx: Db,
  carrier: CarrierCode,
  input: CarrierAccountInput,
  secrets: Secrets,
): Promise<void> {
  const [company] = (
    await tx.execute<{ id: number }>(sql`SELECT current_setting('app.company_id')::int AS id`)
  ).rows;
  const existing = await rowOf(tx, carrier);
  const kept = existing?.secrets ? openSecrets(existing, secrets) : undefined;
  // The stored secrets go only to the address and account they were typed for: whoever changes
  // either types them again, so "test the connection" cannot carry them to another host.
  const moved =
    existing &&
    (existing.serviceUrl !== input.serviceUrl ||
      existing.username !== input.username ||
      existing.customerCode !== input.customerCode ||
      existing.apiKey !== input.apiKey);
  if (moved && kept?.password && !input.password) throw invalidField('password', 'cargo.retypeSecret');
  if (moved && kept?.apiSecret && !input.apiSecret) throw invalidField('apiSecret', 'cargo.retypeSecret');
  // An empty secret field keeps the stored one; one that no longer opens (another server's key) is dropped.
  const values: SecretValues = {
    password: input.password || kept?.password || '',
    apiSecret: input.apiSecret || kept?.apiSecret || '',
  };
  const row = {
    active: input.active,
    testMode: input.testMode,
    serviceUrl: input.serviceUrl,
    username: input.username,
    customerCode: input.customerCode,
    apiKey: input.apiKey,
    secrets: secrets.seal(JSON.stringify(values), boundTo({ companyId: company!.id, carrier })),
    payer: input.payer,
    codAllowed: input.codAllowed,
    desiDivisor: input.desiDivisor,
    minDesi: input.minDesi,
    labelFormat: input.labelFormat,
    trackingUrl: input.trackingUrl,
    barcodeFrom: input.barcodeFrom,
    barcodeTo: input.barcodeTo,
    // A new range starts at its first barcode.
    ...(existing && existing.barcodeFrom !== input.barcodeFrom ? { barcodesUsed: 0 } : {}),
    updatedAt: new Date(),
  };
  await tx
    .insert(cargoAccounts)
    .values({ companyId: company!.id, carrier, ...row })
    .onConflictDoUpdate({ target: [cargoAccounts.companyId, cargoAccounts.carrier], set: row });
}

/** What keeps a carrier from being used: not set up, or its secrets no longer open. */
export type ConnectProblem = 'notConfigured' | 'secretsLost';

/** A client of the carrier for the company's saved account, or why there is none. */
export async function carrierClient(
  tx: Db,
  carrier: CarrierCode,
  secrets: Secrets,
): Promise<{ client: Carrier; row: Row } | { problem: ConnectProblem }> {
  const row = await rowOf(tx, carrier);
  if (!row) return { problem: 'notConfigured' };
  const opened = row.secrets ? openSecrets(row, secrets) : { password: '', apiSecret: '' };
  if (!opened) return { problem: 'secretsLost' };
  return {
    row,
    client: connectCarrier({
      carrier,
      url: (row.serviceUrl || defaultCarrierUrl(carrier, row.testMode)).replace(/\/+$/, ''),
      username: row.username,
      password: opened.password,
      customerCode: row.customerCode,
      apiKey: row.apiKey,
      apiSecret: opened.apiSecret,
      // Tests wait less than a person would for a silent carrier.
      ...(Number(process.env.CARGO_TIMEOUT_MS) ? { timeoutMs: Number(process.env.CARGO_TIMEOUT_MS) } : {}),
    }),
  };
}

/** The carrier's client for a clerk's request; without a usable account, the refusal that says why. */
export async function clientForClerk(tx: Db, carrier: CarrierCode, secrets: Secrets): Promise<Carrier> {
  const connected = await carrierClient(tx, carrier, secrets);
  if ('problem' in connected)
    throw refused(connected.problem === 'secretsLost' ? 'cargo.secretsLost' : 'cargo.notConfigured', {
      carrier: CARRIER_TITLES[carrier],
    });
  return connected.client;
}
