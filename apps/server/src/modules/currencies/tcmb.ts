import { XMLParser } from 'fast-xml-parser';

/** One currency of the Central Bank's daily bulletin: TRY for `unit` units of it. */
export interface TcmbRate {
  code: string;
  unit: number;
  forexBuying: string;
  forexSelling: string;
  banknoteBuying: string;
  banknoteSelling: string;
}

export interface TcmbBulletin {
  /** The bulletin's date, ISO (the XML says `Tarih="22.11.2026"`). */
  date: string;
  rates: TcmbRate[];
}

export class TcmbError extends Error {
  constructor(readonly reason: 'unreachable' | 'noBulletin' | 'unreadable') {
    super(`tcmb ${reason}`);
  }
}

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * Reads a bulletin in the `today.xml` format. Values stay decimal strings; an empty value (the
 * bulletin leaves banknote rates blank for some currencies) becomes '0'.
 */
export function parseTcmbXml(xml: string): TcmbBulletin {
  let document: { Tarih_Date?: { Tarih?: string; Currency?: unknown } };
  try {
    document = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      parseTagValue: false,
    }).parse(xml);
  } catch {
    throw new TcmbError('unreadable');
  }
  const root = document.Tarih_Date;
  const day = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(root?.Tarih ?? '');
  if (!root || !day) throw new TcmbError('unreadable');
  const entries = [root.Currency ?? []].flat() as Record<string, unknown>[];
  const value = (raw: unknown) => {
    const text = typeof raw === 'string' ? raw.trim() : '';
    return DECIMAL.test(text) ? text : '0';
  };
  const rates = entries
    .map((entry) => ({
      code: String(entry.CurrencyCode ?? entry.Kod ?? '').trim(),
      unit: Number(entry.Unit) || 1,
      forexBuying: value(entry.ForexBuying),
      forexSelling: value(entry.ForexSelling),
      banknoteBuying: value(entry.BanknoteBuying),
      banknoteSelling: value(entry.BanknoteSelling),
    }))
    .filter((rate) => /^[A-Z]{3}$/.test(rate.code));
  return { date: `${day[3]}-${day[2]}-${day[1]}`, rates };
}

/** The bulletin's address: `today.xml`, or `YYYYMM/DDMMYYYY.xml` for a past day. */
export function tcmbUrl(baseUrl: string, date?: string): string {
  if (!date) return `${baseUrl}/today.xml`;
  const [year, month, day] = date.split('-');
  return `${baseUrl}/${year}${month}/${day}${month}${year}.xml`;
}

/**
 * Fetches and reads a bulletin. No answer (no internet, a timeout) and a missing bulletin (weekends,
 * holidays: the bank answers 404) are told apart, so the screen can say which.
 */
export async function fetchTcmb(baseUrl: string, date?: string, timeoutMs = 10_000): Promise<TcmbBulletin> {
  let response: Response;
  try {
    response = await fetch(tcmbUrl(baseUrl, date), { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new TcmbError('unreachable');
  }
  if (response.status === 404) throw new TcmbError('noBulletin');
  if (!response.ok) throw new TcmbError('unreachable');
  return parseTcmbXml(await response.text());
}
