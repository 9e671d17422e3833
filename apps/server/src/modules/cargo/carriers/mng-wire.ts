import { randomUUID } from 'node:crypto';
import type { ShipmentState } from '@kibo/contracts';
import { call } from '../../../platform/services/http.ts';

// MNG's wire: addresses, error codes and states, and the one HTTP exchange its client makes.

export const MNG_URLS = {
  test: 'https://testapi.mngkargo.com.tr/mngapi/api',
  production: 'https://api.mngkargo.com.tr/mngapi/api',
};

/** createbarcode before MNG has resolved the destination branch: "VARIŞ ŞUBESİ BULUNAMADI, DAHA SONRA TEKRAR DENEYİN". */
export const BRANCH_PENDING = '20001';

/** The MNG error codes the sources show, in the clerk's words (MNG's own description follows them). */
export const MNG_ERRORS: Record<string, string> = {
  '20001':
    'MNG varış şubesini henüz belirleyemedi; birkaç dakika sonra yeniden denenecek. Tekrarlarsa alıcının il, ilçe ve adresini düzeltin.',
  '20011':
    'MNG bu sunucunun IP adresine barkod yetkisi vermemiş; MNG entegrasyon ekibinden IP adresinin tanımlanmasını isteyin.',
  '20013':
    'MNG oturumu açılamadı: müşteri numarası, şifre ya da API anahtarları hatalı (test ve canlı anahtarlar ayrıdır).',
  '26056': 'MNG alıcının T.C. kimlik veya vergi numarasını istiyor; cari kartta doldurun.',
  '26060': 'MNG alıcı kaydını reddetti: müşteri kodu ile ad soyad birlikte gönderilemez.',
};
/** Codes that a person must fix in the settings (or at MNG), not per shipment. */
export const AUTH_CODES = new Set(['20011', '20013']);

/**
 * shipmentStatusCode 0–8 → our state: not processed, prepared, in transfer, at the delivery branch,
 * out to the address, delivered, not delivered, coming back, support needed. A failed attempt and
 * "support needed" are not the end: the parcel is still delivered or returned later.
 */
export const STATES =
  'created created inTransit inTransit outForDelivery delivered outForDelivery returned inTransit'.split(
    ' ',
  ) as ShipmentState[];
export const mngState = (code: number): ShipmentState => STATES[code] ?? 'inTransit';

export type Rec = Record<string, unknown>;
export type Answer = { status: number; data: unknown };

export const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
export const isOk = (status: number) => status >= 200 && status < 300;
/** MNG wraps single answers in a one-element array, against its own swagger. */
export const first = (data: unknown): Rec => ((Array.isArray(data) ? data[0] : data) ?? {}) as Rec;
export const list = (data: unknown): Rec[] => (Array.isArray(data) ? (data as Rec[]) : []);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** MNG keys orders by the upper-cased reference; every call uses the same spelling. */
export const referenceOf = (cargoKey: string) => cargoKey.toUpperCase();
/** Ten digits, no 0 or +90 in front: MNG refuses any other form. */
export const mobile = (phone: string) => phone.replace(/\D/g, '').replace(/^(90|0)(?=\d{10}$)/, '');

/** A decimal written into the JSON as the number it is, digits untouched (no trip through a float). */
export const RAW = `raw-${randomUUID()}:`;
export const number = (decimal: string) => ({ toJSON: () => `${RAW}${decimal}` });
export const toJson = (body: unknown) =>
  JSON.stringify(body).replace(new RegExp(`"${RAW}(-?\\d+(?:\\.\\d+)?)"`, 'g'), '$1');

/** MNG's error (code, words) from any of its shapes: its own, ProblemDetails, IBM's gateway. */
export function problemOf(data: unknown): { code: string; text: string } {
  const body = first(data);
  const error = body.error && typeof body.error === 'object' ? (body.error as Rec) : undefined;
  const text = error
    ? str(error.description ?? error.Description ?? error.message ?? error.Message)
    : str(body.detail ?? body.moreInformation ?? body.title ?? body.httpMessage ?? body.message);
  return {
    code: str(error ? (error.code ?? error.Code) : body.httpCode),
    text: text.replace(/<\/?WERR>/g, '').trim(),
  };
}

const parsed = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** One HTTP exchange: MNG refuses with a 500 carrying its {error}; a bare 5xx means it is down. */
export async function exchange(url: string, init: RequestInit, timeoutMs = 30_000): Promise<Answer> {
  const answer = await call(url, init, timeoutMs, (text) => Boolean(first(parsed(text)).error));
  return { status: answer.status, data: parsed(answer.body) };
}

/** MNG's date-times ("2019-02-12 20:30:45", "12-02-2019 20:30:45", "10.03.2020 16:05:00") in Istanbul time. */
export function mngTime(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  const tr = /^(\d{2})[-./](\d{2})[-./](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  const [y, m, d, hh, mm, ss] = iso ? iso.slice(1) : tr ? [tr[3], tr[2], tr[1], tr[4], tr[5], tr[6]] : [];
  return y ? `${y}-${m}-${d}T${hh}:${mm}:${ss ?? '00'}+03:00` : text;
}
