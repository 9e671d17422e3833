import type { ShipmentState } from '@kibo/contracts';
import { Big, round, searchFold } from '@kibo/domain';
import { escapeXml } from '@kibo/ubl-tr';
import { XMLParser } from 'fast-xml-parser';
import { asNode, asText, type SoapNode, soapCall } from '../../../platform/services/soap.ts';
import { saysAlreadyThere } from './answers.ts';
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

// Sürat Kargo's unified ASMX service (docs/integrations/surat.md): tempuri operations, credentials
// in the body. A shipment is made with GonderiyiKargoyaGonderYeniSiparisBarkodOlustur under our
// cargo key (OzelKargoTakipNo), which answers isError/Message and the 14-digit barcode Sürat prints;
// tracking asks KargoTakipHareketDetayliV2 by the same key with the cari code and the web-service
// password (apiSecret when the account has one, else the password); GonderiGeriCek takes it back
// and wants a reason. Sürat answers in words, seldom with codes.

export const SURAT_URLS = {
  test: 'https://prova.suratkargo.com.tr/services.asmx',
  production: 'https://webservices.suratkargo.com.tr/services.asmx',
};

const TEMPURI = 'http://tempuri.org/';
const TITLE = 'Sürat Kargo';
const AUTH = /kullan[ıi]c[ıi] ad[ıi]|şifre|sifre|yetkisiz|hatal[ıi] giri[şs]|ge[çc]ersiz kullan[ıi]c[ıi]/i;
const CANCELLED_BEFORE =
  /(daha önce|zaten).{0,30}(iptal|geri [çc]ekil)|iptal edilmi[şs]|geri [çc]ekilmi[şs]/i;

/** The bare codes Sürat answers in Message, in our Turkish. */
export const SURAT_ERRORS: Record<string, string> = {
  '050': 'Bu hesapta barkod oluşturma yetkisi tanımlı değil; Sürat Kargo bölge müdürlüğünden yetki isteyin',
};

/** A movement's meaning from Sürat's words (it publishes no list of codes). */
export function suratEventState(words: string): ShipmentState | undefined {
  const text = searchFold(words);
  if (/edilemedi|edilmedi/.test(text)) return undefined;
  if (/iptal/.test(text)) return 'cancelled';
  if (/iade edildi|gondericiye teslim/.test(text)) return 'returned';
  if (/teslim edildi|teslimat yapildi/.test(text)) return 'delivered';
  if (/dagitim|kuryede/.test(text)) return 'outForDelivery';
  if (/kabul|teslim alindi/.test(text)) return 'pickedUp';
  if (/aktarma|transfer|yolda|subede|iade/.test(text)) return 'inTransit';
  return undefined;
}

/** "22.02.2026 14:30(:00)" or "2026-02-22 14:30:00" → ISO in Istanbul time. */
function isoOf(value: string): string {
  const tr = /(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (tr) return `${tr[3]}-${tr[2]}-${tr[1]}T${tr[4] ?? '00'}:${tr[5] ?? '00'}:${tr[6] ?? '00'}+03:00`;
  const iso = /(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}T${iso[4] ?? '00'}:${iso[5] ?? '00'}:${iso[6] ?? '00'}+03:00`;
  return '';
}

const rowsParser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

/**
 * The movements in KargoTakipHareketDetayliV2's string: lines of "words|date|place", or an XML
 * data set whose rows name a date, a unit and the step (both shapes are reported; see the notes).
 */
export function suratMovements(result: string): TrackingEvent[] {
  const text = result.trim();
  let rows: { words: string; date: string; place: string }[];
  if (text.startsWith('<')) {
    const found: SoapNode[] = [];
    const walk = (value: unknown) => {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (!child || typeof child !== 'object') continue;
        const entries = Object.entries(child as SoapNode);
        if (entries.length && entries.every(([, inner]) => typeof inner !== 'object'))
          found.push(child as SoapNode);
        else for (const [, inner] of entries) walk(inner);
      }
    };
    walk(rowsParser.parse(text));
    // Fields by what their names say, a date's name ("IslemTarihi") counting only as a date.
    const pick = (row: SoapNode, pattern: RegExp) =>
      asText(
        Object.entries(row).find(
          ([name]) =>
            pattern.test(searchFold(name)) &&
            (pattern.test('tarih') || !/tarih|zaman/.test(searchFold(name))),
        )?.[1],
      );
    rows = found.map((row) => ({
      words: [pick(row, /islem|durum|hareket/), pick(row, /aciklama/)].filter(Boolean).join('; '),
      date: pick(row, /tarih|zaman/),
      place: pick(row, /birim|sube|yer|il$/),
    }));
  } else {
    rows = text
      .split(/\r?\n/)
      .map((line) => line.split('|').map((part) => part.trim()))
      .filter(([words]) => words)
      .map(([words = '', date = '', place = '']) => ({ words, date, place }));
  }
  return rows
    .map((row) => {
      const state = suratEventState(row.words);
      return { at: isoOf(row.date), ...(state ? { state } : {}), text: row.words, location: row.place };
    })
    .sort((a, b) => a.at.localeCompare(b.at));
}

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

/** "+90 (532) 111 22 33" → "05321112233", as Sürat's examples write a mobile number. */
const mobile = (raw: string): string => {
  const ten = raw.replace(/\D/g, '').replace(/^(90(?=\d{10}$)|0(?=\d{10}$))/, '');
  return ten.length === 10 ? `0${ten}` : ten;
};

export class SuratClient implements Carrier {
  constructor(private readonly account: CarrierAccount) {}

  private async operation(name: string, inner: string): Promise<SoapNode | string> {
    const { body, fault } = await soapCall(
      this.account.url,
      `${TEMPURI}${name}`,
      `<${name} xmlns="${TEMPURI}">${inner}</${name}>`,
      '',
      this.account.timeoutMs,
    );
    if (fault)
      throw new CarrierError(AUTH.test(fault.text) ? 'auth' : 'refused', 'FAULT', `${TITLE}: ${fault.text}`);
    const result = asNode(body[`${name}Response`])[`${name}Result`];
    return result && typeof result === 'object' ? (result as SoapNode) : asText(result);
  }

  private async movements(cargoKey: string): Promise<string> {
    const result = await this.operation(
      'KargoTakipHareketDetayliV2',
      element('CariKodu', this.account.username) +
        element('Sifre', this.account.apiSecret || this.account.password) +
        element('WebSiparisKodu', cargoKey),
    );
    const text = typeof result === 'string' ? result : asText(result);
    // A refusal comes as words in place of the movements.
    if (AUTH.test(text) && !text.includes('|') && !text.trim().startsWith('<'))
      throw new CarrierError('auth', 'AUTH', `${TITLE}: ${text}`);
    return text;
  }

  async testConnection(): Promise<void> {
    // Proves the address, the cari code and the web-service password; an unknown key is no error.
    await this.movements('BAGLANTI-TESTI');
  }

  async place(province: string, provincePlate: number, district: string): Promise<CarrierPlace> {
    return namedPlace(province, provincePlate, district);
  }

  async create(order: ShipmentOrder): Promise<CreatedShipment> {
    const { receiver } = order;
    const place = await this.place(receiver.province, receiver.provincePlate, receiver.district);
    const parcels = Math.max(1, order.parcels);
    // Cash on delivery: collected in cash (1), the amount with a dot; 0 and no amount otherwise.
    const cod = order.cod
      ? element('KapidanOdemeTahsilatTipi', '1') + element('KapidanOdemeTutari', round(order.cod.amount, 2))
      : element('KapidanOdemeTahsilatTipi', '0');
    const shipment =
      element('KisiKurum', receiver.name) +
      element('SahisBirim', '') +
      element('AliciAdresi', receiver.address) +
      element('Il', place.provinceName) +
      element('Ilce', place.districtName) +
      element('TelefonEv', '') +
      element('TelefonIs', '') +
      element('TelefonCep', mobile(receiver.phone)) +
      element('Email', receiver.email) +
      element('AliciKodu', '') +
      // 3: parcel (koli); the payer: 1 the sender pays (peşin), 2 the receiver.
      element('KargoTuru', '3') +
      element('OdemeTipi', order.payer === 'receiver' ? '2' : '1') +
      element('IrsaliyeSeriNo', '') +
      element('IrsaliyeSiraNo', '') +
      element('ReferansNo', order.documentNo) +
      element('OzelKargoTakipNo', order.cargoKey) +
      element('Adet', String(parcels)) +
      // Per-parcel desi and kilograms.
      element('BirimDesi', round(new Big(order.desi).div(parcels), 2)) +
      element('BirimKg', round(new Big(order.weightKg).div(parcels), 2)) +
      element('KargoIcerigi', order.note) +
      cod +
      element('EkHizmetler', '') +
      element('TasimaSekli', '0') +
      element('TeslimSekli', '1') +
      element('SevkAdresi', '') +
      element('GonderiSekli', '0') +
      element('TeslimSubeKodu', '') +
      element('Pazaryerimi', '0') +
      element('EntegrasyonFirmasi', '') +
      element('Iademi', 'false');
    const result = await this.operation(
      'GonderiyiKargoyaGonderYeniSiparisBarkodOlustur',
      element('KullaniciAdi', this.account.username) +
        element('Sifre', this.account.password) +
        `<Gonderi>${shipment}</Gonderi>`,
    );
    const answer = typeof result === 'string' ? { Message: result } : result;
    const words = asText(answer.Message).trim();
    if (asText(answer.isError).toLowerCase() === 'false') {
      const barcode = asText(answer.Barcode).trim();
      return { ref: order.cargoKey, ...(barcode ? { trackingNo: barcode, barcodes: [barcode] } : {}) };
    }
    const bare = /^\d+$/.test(words);
    const kind = saysAlreadyThere(words) ? 'duplicate' : AUTH.test(words) ? 'auth' : 'refused';
    throw new CarrierError(
      kind,
      bare ? words : kind.toUpperCase(),
      `${TITLE}: ${bare ? (SURAT_ERRORS[words] ?? `gönderiyi kabul etmedi (kod ${words})`) : words || 'gönderiyi kabul etmedi'}`,
    );
  }

  async track(keys: ShipmentKeys): Promise<TrackingAnswer> {
    const text = await this.movements(keys.cargoKey);
    const events = suratMovements(text);
    // No movements yet: the order is registered, not taken by a branch.
    const state = events.filter((event) => event.state).at(-1)?.state ?? 'created';
    const trackingNo = keys.trackingNo || undefined;
    return { state, ...(trackingNo ? { trackingNo } : {}), events };
  }

  async cancel(keys: ShipmentKeys, reason: string): Promise<void> {
    const result = await this.operation(
      'GonderiGeriCek',
      element('KullaniciAdi', this.account.username) +
        element('Sifre', this.account.password) +
        element('OzelKargoTakipNo', keys.cargoKey) +
        // Sürat refuses a withdrawal without a reason.
        element('IptalNeden', reason.trim() || 'Gönderici iptal etti'),
    );
    const words = (typeof result === 'string' ? result : asText(result.Message)).trim();
    if (!/^hata/i.test(words) && /ba[şs]ar|tamam/i.test(words)) return;
    if (CANCELLED_BEFORE.test(words)) return;
    throw new CarrierError(
      AUTH.test(words) ? 'auth' : 'refused',
      'CANCEL',
      `${TITLE} gönderiyi geri çekmedi: ${words || 'yanıt boş'}`,
    );
  }
}
