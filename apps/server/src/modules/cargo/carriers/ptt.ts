import type { ShipmentState } from '@kibo/contracts';
import { Big, round, searchFold } from '@kibo/domain';
import { escapeXml } from '@kibo/ubl-tr';
import { asList, asNode, asText, type SoapNode, soapCall } from '../../../platform/services/soap.ts';
import { namedPlace } from './places.ts';
import {
  type Carrier,
  type CarrierAccount,
  CarrierError,
  type CarrierPlace,
  type CreatedShipment,
  type ShipmentKeys,
  type ShipmentOrder,
  type TrackingAnswer,
  type TrackingEvent,
} from './types.ts';

// PTT Kargo's corporate web services on pttws.ptt.gov.tr (docs/integrations/ptt.md): Axis2 SOAP
// with the customer id and password in every body. A shipment is a data upload (kabulEkle2) under
// a barcode the customer draws from the range the post office allotted; PTT makes no barcode and
// no label. The parcel exists for tracking (barkodSorgu, a second service) only once the counter
// has accepted it, and an upload can be deleted (barkodVeriSil) only before that.

export const PTT_URLS = {
  test: 'https://pttws.ptt.gov.tr/PttVeriYuklemeTest/services/Sorgu',
  production: 'https://pttws.ptt.gov.tr/PttVeriYukleme/services/Sorgu',
};

const KABUL = 'http://kabul.ptt.gov.tr';
const HAREKET = 'http://hareket.ptt.gov.tr';

/** PTT's error codes we know, in the clerk's words (other refusals carry PTT's own Turkish). */
export const PTT_ERRORS: Record<string, string> = {
  '-1': 'PTT müşteri numarası veya web servis şifresi hatalı; PTT Kargo ayarlarını düzeltin.',
};

// Barcodes: PTT allots a range of 12-digit numbers; each barcode is the number and a check digit
// (weights 1,3,1,3… from the left, the digit that brings the sum to a multiple of ten), 13 digits.

/** The check digit of a 12-digit barcode body. */
export function pttCheckDigit(digits: string): string {
  if (!/^\d{12}$/.test(digits)) throw new RangeError(`PTT barkod gövdesi 12 hane olmalı: "${digits}"`);
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(digits[index]) * (index % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** The 12-digit body of a barcode or range bound, typed with or without its check digit. */
function bodyOf(code: string): string {
  const digits = code.replace(/\s/g, '');
  if (/^\d{12,13}$/.test(digits)) return digits.slice(0, 12);
  throw new RangeError(`PTT barkodu 12 ya da 13 hane olmalı: "${code}"`);
}

/** The `offset`-th barcode (0 = the first) of a range starting at `from`, with its check digit. */
export function pttBarcodeAt(from: string, offset: number): string {
  const body = (BigInt(bodyOf(from)) + BigInt(offset)).toString().padStart(12, '0');
  if (body.length > 12) throw new RangeError('PTT barkod aralığı 12 haneyi aştı');
  return body + pttCheckDigit(body);
}

export const nextPttBarcode = (code: string): string => pttBarcodeAt(code, 1);

export const pttBarcodeValid = (code: string): boolean =>
  /^\d{13}$/.test(code) && pttCheckDigit(code.slice(0, 12)) === code[12];

/** Whether a barcode is a valid one of the range from–to (bounds with or without check digits). */
export function pttBarcodeInRange(code: string, from: string, to: string): boolean {
  if (!pttBarcodeValid(code)) return false;
  const number = BigInt(code.slice(0, 12));
  return number >= BigInt(bodyOf(from)) && number <= BigInt(bodyOf(to));
}

/** Event codes (IKODU, PTT's "gönderi durum" list) → our state, as space-separated codes and ranges. */
const EVENT_CODES: [ShipmentState, string][] = [
  ['pickedUp', '1 701'],
  ['inTransit', '3 4 6 8 9 11 13 16 77 78 91 92 148 149'],
  // A failed attempt (not at home, notice left, waiting at the post office) is not the end: the
  // parcel is still delivered or returned, so tracking goes on.
  ['outForDelivery', '7 101 108 110-112 114-116 124 126 132 139 146 195-197 199 565 583 585 650 653'],
  ['delivered', '100 106 121 138 157 202 220-232 252 807 812-816 818 824-829'],
  ['returned', '99 120 133-137 141 151-156 158 160-164 166-169 190 198 830'],
  ['cancelled', '2'],
  // Only what the post gave up on: destroyed, seized, lost, liquidated.
  ['failed', '109 142-145 147 180 185 192 717 831'],
];
const EVENT_STATES = new Map<number, ShipmentState>();
for (const [state, codes] of EVENT_CODES)
  for (const part of codes.split(' ')) {
    const [low, high = low] = part.split('-').map(Number);
    for (let code = low!; code <= high!; code += 1) EVENT_STATES.set(code, state);
  }
export const pttEventState = (code: string): ShipmentState | undefined => EVENT_STATES.get(Number(code));

const AUTH = /(sifre|parola).*(hatal|yanlis|gecersiz)|yetkisiz/;
const DUPLICATE = /daha once|zaten|kullanilmis|mukerrer/;
const GONE = /bulunamad|silinmis|iptal edilmis/;

/** Ten digits, no 0 or +90 in front, as PTT's SMS field wants. */
const mobile = (phone: string) => phone.replace(/\D/g, '').replace(/^(90|0)(?=\d{10}$)/, '');
/** The upload's file name: one per shipment, so a retry repeats it and a cancel can name it. */
const fileName = (cargoKey: string, barcode: string) => `${cargoKey.slice(0, 36)}-${barcode}`;
/** Fields in the schema's (alphabetical) order, each in the xsd namespace; empty ones left out. */
const fields = (entries: [string, string | undefined][]) =>
  entries
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `<x:${name}>${escapeXml(value!)}</x:${name}>`)
    .join('');

/** "22/03/2026" or "20260322" and "14:30:00" as an ISO time in Istanbul. */
function pttTime(date: string, time: string): string {
  const match = /^(\d{2})[/.](\d{2})[/.](\d{4})$/.exec(date) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  if (!match) return `${date} ${time}`.trim();
  const [y, m, d] = match[1]!.length === 4 ? match.slice(1) : [match[3], match[2], match[1]];
  return `${y}-${m}-${d}T${/^\d{2}:\d{2}:\d{2}$/.test(time) ? time : '00:00:00'}+03:00`;
}

export class PttClient implements Carrier {
  private readonly kabul: string;
  private readonly hareket: string;

  constructor(private readonly account: CarrierAccount) {
    // The settings hold the upload service's address; tracking is its sibling service.
    const url = account.url.replace(/\/+$/, '');
    this.kabul = /PttVeriYukleme/.test(url) ? url : `${url}/PttVeriYukleme/services/Sorgu`;
    this.hareket = this.kabul.replace('PttVeriYukleme', 'GonderiHareketV2');
  }

  private async call(url: string, namespace: string, operation: string, wrapper: string, inner: string) {
    const body = `<p:${operation} xmlns:p="${namespace}" xmlns:x="${namespace}/xsd"><p:${wrapper}>${inner}</p:${wrapper}></p:${operation}>`;
    const answer = await soapCall(url, `urn:${operation}`, body, '', this.account.timeoutMs);
    if (answer.fault) throw this.refusal(answer.fault.text, 'FAULT');
    return asNode(asNode(answer.body[`${operation}Response`]).return);
  }

  /** PTT's words as our error: its password complaint as auth, a repeat as a duplicate. */
  private refusal(text: string, code: string): CarrierError {
    const words = searchFold(text);
    if (AUTH.test(words) || (code === '-1' && !text))
      return new CarrierError('auth', code, PTT_ERRORS['-1']!);
    if (DUPLICATE.test(words)) return new CarrierError('duplicate', code, `PTT: ${text}`);
    return new CarrierError('refused', code, `PTT: ${text || PTT_ERRORS[code] || `hata kodu ${code}`}`);
  }

  private credentials(idField: string): string {
    return fields([
      [idField, this.account.customerCode],
      ['sifre', this.account.password],
    ]);
  }

  /** PTT has no harmless call: asking after a barcode that does not exist proves the password. */
  async testConnection(): Promise<void> {
    await this.query('0000000000000');
  }

  async place(province: string, provincePlate: number, district: string): Promise<CarrierPlace> {
    // Our list of provinces and districts is PTT's own; it takes the names in capitals.
    return namedPlace(province, provincePlate, district);
  }

  async create(order: ShipmentOrder): Promise<CreatedShipment> {
    const barcode = order.barcode ?? '';
    if (!barcode)
      throw new CarrierError(
        'refused',
        'BARCODE',
        'PTT gönderisi için barkod gerekir: PTT Kargo ayarlarına PTT’nin verdiği barkod aralığını girin.',
      );
    if (!pttBarcodeValid(barcode))
      throw new CarrierError(
        'refused',
        'BARCODE',
        `"${barcode}" geçerli bir PTT barkodu değil (13 hane, sonuncusu kontrol hanesi); barkod aralığını kontrol edin.`,
      );
    if (order.parcels > 1)
      throw new CarrierError(
        'refused',
        'PARCELS',
        'PTT her koliyi ayrı barkodla kabul eder: bu gönderiyi tek koli olarak ya da her koli için ayrı gönderi olarak hazırlayın.',
      );
    const { receiver } = order;
    const place = namedPlace(receiver.province, receiver.provincePlate, receiver.district);
    const phone = mobile(receiver.phone);
    const file = fileName(order.cargoKey, barcode);
    const line = fields([
      ['aAdres', receiver.address],
      // Grams, whole, rounded up from the kilograms typed.
      ['agirlik', new Big(order.weightKg).times(1000).round(0, Big.roundUp).toFixed(0)],
      ['aliciAdi', receiver.name],
      ['aliciEmail', receiver.email],
      ['aliciIlAdi', place.provinceName],
      ['aliciIlceAdi', place.districtName],
      ['aliciSms', phone],
      ['aliciTel', phone],
      ['barkodNo', barcode],
      ['desi', order.desi],
      // OS, "ödeme şartlı": the courier collects the amount; only for a cash-on-delivery shipment.
      ['ekhizmet', order.cod ? 'OS' : undefined],
      ['musteriReferansNo', order.cargoKey],
      ['odeme_sart_ucreti', order.cod ? round(order.cod.amount, 2) : undefined],
      // MH: charged to the sender's account; UA: collected from the receiver.
      ['odemesekli', order.payer === 'receiver' ? 'UA' : 'MH'],
    ]);
    const result = await this.call(
      this.kabul,
      KABUL,
      'kabulEkle2',
      'input',
      `<x:dongu>${line}</x:dongu>${fields([
        ['dosyaAdi', file],
        ['gonderiTip', 'NORMAL'],
        ['gonderiTur', 'KARGO'],
        ['kullanici', 'PttWs'],
      ])}${this.credentials('musteriId')}`,
    );
    const code = asText(result.hataKodu);
    const item = asList(result.dongu)[0];
    const itemCode = item ? asText(item.donguHataKodu) : '1';
    if (code === '1' && (itemCode === '' || itemCode === '1') && asText(item?.donguSonuc) !== 'false')
      return { ref: file, trackingNo: asText(item?.barkod) || barcode, barcodes: [barcode] };
    const itemFailed = item && itemCode !== '1';
    throw this.refusal(
      itemFailed ? asText(item.donguAciklama) || asText(result.aciklama) : asText(result.aciklama),
      itemFailed ? itemCode : code,
    );
  }

  private async query(barcode: string): Promise<SoapNode> {
    const result = await this.call(
      this.hareket,
      HAREKET,
      'barkodSorgu',
      'input',
      fields([['barkod', barcode]]) + this.credentials('musteri_no'),
    );
    const note = asText(result.sonucAciklama);
    if (AUTH.test(searchFold(note))) throw this.refusal(note, asText(result.sonucKodu));
    return result;
  }

  /** The barcode: the tracking number, or the end of the upload's file name when that is all we kept. */
  private barcodeOf(keys: ShipmentKeys): string {
    const barcode = keys.trackingNo || /(\d{13})$/.exec(keys.ref)?.[1] || '';
    if (!barcode) throw new CarrierError('refused', 'BARCODE', 'PTT gönderisinin barkodu bilinmiyor.');
    return barcode;
  }

  async track(keys: ShipmentKeys): Promise<TrackingAnswer> {
    const barcode = this.barcodeOf(keys);
    const result = await this.query(barcode);
    const events: TrackingEvent[] = asList(result.dongu)
      .sort((a, b) => Number(asText(a.siraNo)) - Number(asText(b.siraNo)))
      .map((move) => {
        const code = asText(move.IKODU);
        const state = pttEventState(code);
        return {
          at: pttTime(asText(move.ITARIH), asText(move.ISAAT)),
          ...(state ? { state } : {}),
          text: asText(move.ISLEM),
          location: asText(move.IMERK),
          code,
        };
      });
    const last = events.findLast((event) => event.state)?.state;
    // Before the counter accepts the parcel PTT knows nothing of it: it is only uploaded.
    const accepted = Boolean(asText(result.BARNO)) || events.length > 0;
    return {
      state: last ?? (accepted ? 'pickedUp' : 'created'),
      trackingNo: asText(result.BARNO) || barcode,
      events,
    };
  }

  async cancel(keys: ShipmentKeys, _reason: string): Promise<void> {
    const barcode = this.barcodeOf(keys);
    const result = await this.call(
      this.kabul,
      KABUL,
      'barkodVeriSil',
      'inpDelete',
      fields([
        ['barcode', barcode],
        ['dosyaAdi', /\d{13}$/.test(keys.ref) ? keys.ref : fileName(keys.cargoKey, barcode)],
      ]) + this.credentials('musteriId'),
    );
    const code = asText(result.hataKodu);
    if (code === '1') return;
    const text = asText(result.aciklama);
    // Deleted before: done.
    if (GONE.test(searchFold(text)) && !AUTH.test(searchFold(text))) return;
    const error = this.refusal(text, code);
    if (error.kind !== 'refused') throw error;
    throw new CarrierError(
      'refused',
      code,
      `PTT gönderiyi silmedi (${text || `kod ${code}`}); şubede kabul edilmiş bir gönderi yalnızca PTT’den iptal ettirilebilir.`,
    );
  }
}
