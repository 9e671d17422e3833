import type { ShipmentState } from '@kibo/contracts';
import { Big, round, searchFold } from '@kibo/domain';
import { escapeXml } from '@kibo/ubl-tr';
import { asList, asNode, asText, type SoapNode, soapCall } from '../../../platform/services/soap.ts';
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

// Aras Kargo (docs/integrations/aras.md) speaks through two services: the order service (ASMX,
// tempuri: SetOrder, CancelDispatch), whose address is the account's, and the query service (WCF
// GetQueryJSON, loginInfo and queryInfo as XML strings, the answer as a JSON string) for tracking.
// The query address follows from the order address: the published pairs, otherwise the same host
// with the production path. Aras prints no label: each parcel carries a barcode we choose, our
// cargo key plus its piece number.

export const ARAS_URLS = {
  test: 'https://customerservicestest.araskargo.com.tr/arascargoservice/arascargoservice.asmx',
  production: 'https://customerservices.araskargo.com.tr/arascargoservice/arascargoservice.asmx',
};
export const ARAS_TRACKING_URLS = {
  test: 'https://customerservicestest.araskargo.com.tr/ArasCargoIntegrationService.svc',
  production:
    'https://customerservices.araskargo.com.tr/ArasCargoCustomerIntegrationService/ArasCargoIntegrationService.svc',
};
const TRACKING_PATH = '/ArasCargoCustomerIntegrationService/ArasCargoIntegrationService.svc';

/** The query service beside an order service address. */
export const arasTrackingUrl = (orderUrl: string): string =>
  orderUrl === ARAS_URLS.test
    ? ARAS_TRACKING_URLS.test
    : orderUrl === ARAS_URLS.production
      ? ARAS_TRACKING_URLS.production
      : new URL(TRACKING_PATH, orderUrl).toString();

const TEMPURI = 'http://tempuri.org/';
const TITLE = 'Aras Kargo';
const AUTH_CODE = '1000';
/** "Barcode already used": our barcodes come from the cargo key, so this key was sent before. */
const DUPLICATE_CODE = '70027';
const AUTH = /kullan[ıi]c[ıi] ad[ıi]|şifre|sifre|yetkisiz|password|unauthori/i;
const GONE = /iptal edilmi[şs]|zaten iptal|silinmi[şs]|bulunamad/i;

/** SetOrder's result codes in our Turkish, for answers that carry a bare code. */
export const ARAS_ERRORS: Record<string, string> = {
  '935': 'Alıcı telefonu yalnız rakamlardan oluşmalı',
  '937': 'Entegrasyon kodu (kargo anahtarı) boş olamaz',
  '938': 'Alıcı adresi boş olamaz',
  '939': 'Alıcı adı boş olamaz',
  '940': 'Alıcının ili boş olamaz',
  '941': 'Alıcının ilçesi boş olamaz',
  '1000': 'Kullanıcı adı veya şifre hatalı; Aras Kargo hesap ayarlarını kontrol edin',
  '1006': 'Gönderici sevk adresi bulunamadı',
  '70022': 'Parça bilgilerinde barkod numarası eksik',
  '70027': 'Barkod numarası daha önce kullanılmış',
  '70030': 'Parça barkodları birbirinden farklı olmalı',
};

/**
 * The query service's DURUM_KODU → our state: 1 at the departure branch, 2 on the road, 3 at the
 * delivery branch, 4 with the courier, 5 partly delivered (pieces still out), 6 delivered,
 * 7 redirected to another branch. TIP_KODU 3 (returned to sender) overrides.
 */
export const ARAS_STATES: Record<string, ShipmentState> = {
  '1': 'pickedUp',
  '2': 'inTransit',
  '3': 'inTransit',
  '4': 'outForDelivery',
  '5': 'outForDelivery',
  '6': 'delivered',
  '7': 'inTransit',
};

/** A movement's meaning from Aras's words ("ÇIKIŞ ŞUBESİNDE", "YOLDA", "DAĞITIMDA", "TESLİM EDİLDİ"…). */
export function arasEventState(words: string): ShipmentState | undefined {
  const text = searchFold(words);
  if (/edilemedi|edilmedi/.test(text)) return undefined;
  if (/iade/.test(text)) return 'returned';
  if (/teslim edildi/.test(text)) return 'delivered';
  if (/dagitim|teslimatta|kuryede/.test(text)) return 'outForDelivery';
  if (/cikis subesinde|kabul|teslim alindi/.test(text)) return 'pickedUp';
  if (/yolda|transfer|aktarma|teslimat subesinde|varis/.test(text)) return 'inTransit';
  return undefined;
}

/** A JSON field by its name, whether Aras writes it KARGO_TAKIP_NO or "KARGO TAKİP NO". */
const field = (record: Record<string, unknown>, name: string): string => {
  const key = searchFold(name).replace(/[^a-z0-9]/g, '');
  const found = Object.keys(record).find(
    (candidate) => searchFold(candidate).replace(/[^a-z0-9]/g, '') === key,
  );
  return found === undefined || record[found] === null ? '' : String(record[found]).trim();
};

/** "21.07.2023 12:23:21", "2023-07-21 12:23:21.0", "2023-07-21T12:23:21" or "/Date(…)/" → ISO. */
function isoOf(value: string): string {
  const ms = /\/Date\((\d+)/.exec(value);
  if (ms) return new Date(Number(ms[1])).toISOString();
  const tr = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (tr) return `${tr[3]}-${tr[2]}-${tr[1]}T${tr[4] ?? '00'}:${tr[5] ?? '00'}:${tr[6] ?? '00'}+03:00`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}T${iso[4] ?? '00'}:${iso[5] ?? '00'}:${iso[6] ?? '00'}+03:00`;
  return '';
}

const records = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : []) as Record<
    string,
    unknown
  >[];

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

export class ArasClient implements Carrier {
  constructor(private readonly account: CarrierAccount) {}

  private async order(operation: string, inner: string): Promise<SoapNode> {
    const { body, fault } = await soapCall(
      this.account.url,
      `${TEMPURI}${operation}`,
      `<${operation} xmlns="${TEMPURI}">${inner}</${operation}>`,
      '',
      this.account.timeoutMs,
    );
    if (fault)
      throw new CarrierError(AUTH.test(fault.text) ? 'auth' : 'refused', 'FAULT', `${TITLE}: ${fault.text}`);
    return asNode(asNode(body[`${operation}Response`])[`${operation}Result`]);
  }

  /** One GetQueryJSON question; answers its QueryResult (null: nothing found). */
  private async query(type: string, integrationCode: string): Promise<Record<string, unknown> | null> {
    const login =
      '<LoginInfo>' +
      element('UserName', this.account.username) +
      element('Password', this.account.password) +
      element('CustomerCode', this.account.customerCode) +
      '</LoginInfo>';
    const question = `<QueryInfo>${element('QueryType', type)}${element('IntegrationCode', integrationCode)}</QueryInfo>`;
    const { body, fault } = await soapCall(
      arasTrackingUrl(this.account.url),
      `${TEMPURI}IArasCargoIntegrationService/GetQueryJSON`,
      `<GetQueryJSON xmlns="${TEMPURI}">${element('loginInfo', login)}${element('queryInfo', question)}</GetQueryJSON>`,
      '',
      this.account.timeoutMs,
    );
    if (fault)
      throw new CarrierError(AUTH.test(fault.text) ? 'auth' : 'refused', 'FAULT', `${TITLE}: ${fault.text}`);
    const text = asText(asNode(body.GetQueryJSONResponse).GetQueryJSONResult).trim();
    if (!text) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Refusals come back as plain words instead of JSON.
      throw new CarrierError(AUTH.test(text) ? 'auth' : 'refused', 'QUERY', `${TITLE}: ${text}`);
    }
    const result = (parsed as { QueryResult?: unknown } | null)?.QueryResult;
    return result && typeof result === 'object' ? (result as Record<string, unknown>) : null;
  }

  async testConnection(): Promise<void> {
    // Proves the query service's address, credentials and customer code; an unknown code is no error.
    await this.query('1', '0');
  }

  async place(province: string, provincePlate: number, district: string): Promise<CarrierPlace> {
    return namedPlace(province, provincePlate, district);
  }

  async create(order: ShipmentOrder): Promise<CreatedShipment> {
    const { receiver } = order;
    const place = await this.place(receiver.province, receiver.provincePlate, receiver.district);
    // One barcode per parcel, from the cargo key, so a retry sends the very same barcodes.
    const parcels = Math.max(1, order.parcels);
    const barcodes = Array.from(
      { length: parcels },
      (_, index) => `${order.cargoKey}${String(index + 1).padStart(2, '0')}`,
    );
    const desiEach = round(new Big(order.desi).div(parcels), 2);
    const kgEach = round(new Big(order.weightKg).div(parcels), 2);
    const pieces = barcodes
      .map(
        (barcode) =>
          `<PieceDetail>${element('VolumetricWeight', desiEach)}${element('Weight', kgEach)}${element('BarcodeNumber', barcode)}${element('Description', order.note.slice(0, 100))}</PieceDetail>`,
      )
      .join('');
    // Cash on delivery: cash (0), billed with the shipment (0), the amount with a dot.
    const cod = order.cod
      ? element('IsCod', '1') +
        element('CodAmount', round(order.cod.amount, 2)) +
        element('CodCollectionType', '0') +
        element('CodBillingType', '0')
      : element('IsCod', '0');
    const credentials =
      element('UserName', this.account.username) + element('Password', this.account.password);
    const inner =
      '<orderInfo><Order>' +
      credentials +
      element('TradingWaybillNumber', order.documentNo) +
      element('InvoiceNumber', order.documentNo) +
      element('ReceiverName', receiver.name) +
      element('ReceiverAddress', receiver.address) +
      element(
        'ReceiverPhone1',
        receiver.phone.replace(/\D/g, '').replace(/^(90(?=\d{10}$)|0(?=\d{10}$))/, ''),
      ) +
      element('ReceiverCityName', place.provinceName) +
      element('ReceiverTownName', place.districtName) +
      element('VolumetricWeight', order.desi) +
      element('Weight', order.weightKg) +
      element('PieceCount', String(parcels)) +
      element('IntegrationCode', order.cargoKey) +
      element('Description', order.note) +
      // Who pays: 1 the sender, 2 the receiver.
      element('PayorTypeCode', order.payer === 'receiver' ? '2' : '1') +
      element('IsWorldWide', '0') +
      cod +
      `<PieceDetails>${pieces}</PieceDetails>` +
      '</Order></orderInfo>' +
      element('userName', this.account.username) +
      element('password', this.account.password);
    const result = await this.order('SetOrder', inner);
    const info = asList(result.OrderResultInfo)[0] ?? result;
    const code = asText(info.ResultCode);
    if (code === '0') return { ref: asText(info.InvoiceKey) || order.cargoKey, barcodes };
    const words = asText(info.ResultMessage);
    const kind =
      code === AUTH_CODE
        ? 'auth'
        : code === DUPLICATE_CODE || saysAlreadyThere(words)
          ? 'duplicate'
          : 'refused';
    throw new CarrierError(
      kind,
      code || 'SETORDER',
      `${TITLE}: ${words || ARAS_ERRORS[code] || `gönderiyi kabul etmedi (hata kodu ${code})`}`,
    );
  }

  async track(keys: ShipmentKeys): Promise<TrackingAnswer> {
    const found = await this.query('1', keys.cargoKey);
    const cargo = records(found?.Cargo)[0];
    // Nothing in the query service yet: registered, not taken by a branch.
    if (!cargo) return { state: 'created', events: [] };
    const moves = await this.query('9', keys.cargoKey);
    const events: TrackingEvent[] = records(moves?.CargoTransaction)
      .map((move) => {
        const step = field(move, 'ISLEM');
        const words = field(move, 'ACIKLAMA');
        const state = arasEventState(step || words);
        return {
          at: isoOf(field(move, 'ISLEM_TARIHI')),
          ...(state ? { state } : {}),
          text: [step, words].filter(Boolean).join('; '),
          location: field(move, 'BIRIM'),
          ...(step ? { code: step } : {}),
        };
      })
      .sort((a, b) => a.at.localeCompare(b.at));
    const state =
      field(cargo, 'TIP_KODU') === '3' ? 'returned' : (ARAS_STATES[field(cargo, 'DURUM_KODU')] ?? 'pickedUp');
    const trackingNo = field(cargo, 'KARGO_TAKIP_NO');
    return { state, ...(trackingNo ? { trackingNo } : {}), events };
  }

  async cancel(keys: ShipmentKeys, _reason: string): Promise<void> {
    const result = await this.order(
      'CancelDispatch',
      element('userName', this.account.username) +
        element('password', this.account.password) +
        element('integrationCode', keys.cargoKey),
    );
    const code = asText(result.ResultCode);
    const words = asText(result.ResultMessage);
    // Already cancelled (or gone) counts as done: no courier will come for it.
    if (code === '0' || GONE.test(words)) return;
    throw new CarrierError(
      code === AUTH_CODE ? 'auth' : 'refused',
      code || 'CANCEL',
      `${TITLE} gönderiyi iptal etmedi: ${words || ARAS_ERRORS[code] || `hata kodu ${code}`}`,
    );
  }
}
