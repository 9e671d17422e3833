import type { ShipmentState } from '@kibo/contracts';
import { round, searchFold } from '@kibo/domain';
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

// Yurtiçi Kargo's KOPS "Giden Kargo" service (docs/integrations/yurtici.md): a JAX-WS SOAP 1.1 service
// whose operations sit in the ShippingOrderDispatcherServices namespace with unqualified children,
// credentials in every body, an empty SOAPAction. Our cargo key is the parcel's barcode at the
// branch; Yurtiçi's own number (docId) appears only once the branch has taken the parcel, and it
// prints no label. Which party pays is fixed by the account itself (one user per payment type).

export const YURTICI_URLS = {
  test: 'http://testwebservices.yurticikargo.com:9090/KOPSWebServices/ShippingOrderDispatcherServices',
  production: 'https://ws.yurticikargo.com/KOPSWebServices/ShippingOrderDispatcherServices',
};

const NS = 'http://yurticikargo.com.tr/ShippingOrderDispatcherServices';
const TITLE = 'Yurtiçi Kargo';
/** errCode for "this cargo key is already in the system". */
const DUPLICATE_CODE = '60020';
/** errCode for "the cargo key was already cancelled". */
const ALREADY_CANCELLED_CODE = '82520';
const AUTH = /kullan[ıi]c[ıi]|şifre|sifre|parola|yetki|password|user|login/i;

/** The errCodes the technical document lists, in Yurtiçi's own Turkish, for when errMessage is empty. */
export const YURTICI_ERRORS: Record<string, string> = {
  '936': 'Beklenmeyen bir hata oluştu; Yurtiçi Kargo ile irtibata geçin',
  '60017': 'Fatura anahtarı bulunamadı',
  '60018': 'Alıcı adı bulunamadı',
  '60019': 'Alıcı adresi bulunamadı',
  '60020': 'Belirtilen kargo anahtarı sistemde mevcut',
  '80859': 'Kargo anahtarı bulunamadı',
  '82500': 'Kargo anahtarı belirtilen uzunluktan fazla',
  '82501': 'Fatura anahtarı belirtilen uzunluktan fazla',
  '82502': 'Alıcı adresi belirtilen uzunluktan fazla',
  '82503': 'Alıcı adı belirtilen uzunluktan fazla',
  '82505': 'Tahsilatlı teslimat: ödeme tutarı bulunamadı',
  '82507': 'Tahsilatlı teslimat: fatura no bulunamadı',
  '82512': 'Tahsilatlı teslimat: sözleşmedeki ödeme tipi ile gönderilen ödeme tipi uyuşmuyor',
  '82513': 'Hatalı ödeme tipi',
  '82515': 'Hatalı e-posta adresi',
  '82516': 'Hatalı telefon bilgisi',
  '82517': 'Hatalı format bilgisi; değer belirtilen formatta olmalı',
  '82519': 'Kargo anahtarı bu kullanıcıda bulunamadı',
  '82520': 'Kargo anahtarı daha önce iptal edilmiş',
};

/**
 * Shipment-level operationStatus → our state: NOP not yet processed, ISR taken but not invoiced,
 * IND in the delivery process, DLV delivered, CNL dispatch blocked (our cancel), ISC cancelled
 * earlier, BI the branch voided the invoice (the carrier's own stop, not our cancel).
 */
export const YURTICI_STATES: Record<string, ShipmentState> = {
  NOP: 'created',
  ISR: 'pickedUp',
  IND: 'inTransit',
  DLV: 'delivered',
  CNL: 'cancelled',
  ISC: 'cancelled',
  BI: 'failed',
};
/** operationCode 0–6 says the same as operationStatus, in that order. */
const BY_CODE = ['NOP', 'IND', 'ISR', 'CNL', 'ISC', 'DLV', 'BI'];

/** A movement's meaning from its words (Yurtiçi publishes no list of event ids). */
export function yurticiEventState(words: string): ShipmentState | undefined {
  const text = searchFold(words);
  if (/edilemedi|edilmedi/.test(text)) return undefined;
  if (/iade edildi|gondericiye teslim/.test(text)) return 'returned';
  if (/teslim edildi|teslim edilmistir/.test(text)) return 'delivered';
  if (/dagitim/.test(text)) return 'outForDelivery';
  if (/kabul|teslim alindi/.test(text)) return 'pickedUp';
  if (/aktarma|transfer|yukle|indirildi|yolda|varis/.test(text)) return 'inTransit';
  return undefined;
}

/** "20260220" + "100000" → ISO in Istanbul time. */
const at = (date: string, time: string): string => {
  const day = date.replace(/\D/g, '');
  const clock = time.replace(/\D/g, '').padEnd(6, '0');
  if (day.length !== 8) return '';
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${clock.slice(0, 2)}:${clock.slice(2, 4)}:${clock.slice(4, 6)}+03:00`;
};

/** 10 digits with the area code, as Yurtiçi asks: "+90 (532) 111 22 33" → "5321112233". */
const phone10 = (raw: string): string => raw.replace(/\D/g, '').replace(/^(90(?=\d{10}$)|0(?=\d{10}$))/, '');

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

export class YurticiClient implements Carrier {
  constructor(private readonly account: CarrierAccount) {}

  private credentials(language: 'userLanguage' | 'wsLanguage'): string {
    return (
      element('wsUserName', this.account.username) +
      element('wsPassword', this.account.password) +
      element(language, 'TR')
    );
  }

  /** Calls an operation; answers its result VO, or throws what the whole call's failure means. */
  private async operation(name: string, inner: string, result: string): Promise<SoapNode> {
    const { body, fault } = await soapCall(
      this.account.url,
      '',
      `<ship:${name} xmlns:ship="${NS}">${inner}</ship:${name}>`,
      '',
      this.account.timeoutMs,
    );
    if (fault)
      throw new CarrierError(
        AUTH.test(fault.text) ? 'auth' : 'refused',
        fault.code || 'FAULT',
        `${TITLE}: ${fault.text}`,
      );
    return asNode(asNode(body[`${name}Response`])[result]);
  }

  /** A failed outFlag without per-shipment detail: the call itself was refused (credentials above all). */
  private static callRefused(vo: SoapNode): CarrierError {
    const text = asText(vo.outResult) || 'beklenmeyen hata';
    return new CarrierError(
      AUTH.test(text) ? 'auth' : 'refused',
      `OUT${asText(vo.outFlag)}`,
      `${TITLE}: ${text}`,
    );
  }

  async testConnection(): Promise<void> {
    // A harmless question: an unknown key is answered, bad credentials are not.
    const vo = await this.operation(
      'queryShipment',
      `${this.credentials('wsLanguage')}<keys>BAGLANTI-TESTI</keys><keyType>0</keyType><addHistoricalData>false</addHistoricalData><onlyTracking>true</onlyTracking>`,
      'ShippingDeliveryVO',
    );
    if (asText(vo.outFlag) !== '0' && !asList(vo.shippingDeliveryDetailVO).length)
      throw YurticiClient.callRefused(vo);
  }

  async place(province: string, provincePlate: number, district: string): Promise<CarrierPlace> {
    return namedPlace(province, provincePlate, district);
  }

  async create(order: ShipmentOrder): Promise<CreatedShipment> {
    const { receiver } = order;
    const place = await this.place(receiver.province, receiver.provincePlate, receiver.district);
    // Cash on delivery: the amount with a dot, collected in cash (0), on the same invoice (0); the
    // collection document is the invoice number, as digits (Yurtiçi takes a number of up to 12).
    const documentDigits = order.documentNo.replace(/\D/g, '').slice(-12);
    const cod = order.cod
      ? element('ttInvoiceAmount', round(order.cod.amount, 2)) +
        element('ttCollectionType', '0') +
        (documentDigits ? element('ttDocumentId', documentDigits) : '') +
        element('ttDocumentSaveType', '0')
      : '';
    const vo =
      element('cargoKey', order.cargoKey) +
      element('invoiceKey', order.documentNo) +
      element('receiverCustName', receiver.name) +
      element('receiverAddress', receiver.address) +
      element('receiverPhone1', phone10(receiver.phone)) +
      element('cityName', place.provinceName) +
      element('townName', place.districtName) +
      (receiver.email ? element('emailAddress', receiver.email) : '') +
      (receiver.taxId ? element('taxNumber', receiver.taxId) : '') +
      element('desi', order.desi) +
      element('kg', order.weightKg) +
      element('cargoCount', String(order.parcels)) +
      element('waybillNo', order.documentNo) +
      (order.note ? element('description', order.note.slice(0, 255)) : '') +
      cod;
    const result = await this.operation(
      'createShipment',
      `${this.credentials('userLanguage')}<ShippingOrderVO>${vo}</ShippingOrderVO>`,
      'ShippingOrderResultVO',
    );
    const detail = asList(result.shippingOrderDetailVO)[0];
    const code = asText(detail?.errCode);
    if (asText(result.outFlag) === '0' && (!code || code === '0'))
      return { ref: asText(result.jobId) || order.cargoKey };
    if (!detail) throw YurticiClient.callRefused(result);
    const words = asText(detail.errMessage) || YURTICI_ERRORS[code] || asText(result.outResult);
    throw new CarrierError(
      code === DUPLICATE_CODE ? 'duplicate' : AUTH.test(words) && !code ? 'auth' : 'refused',
      code || `OUT${asText(result.outFlag)}`,
      `${TITLE}: ${words || `hata kodu ${code}`}`,
    );
  }

  async track(keys: ShipmentKeys): Promise<TrackingAnswer> {
    const vo = await this.operation(
      'queryShipment',
      `${this.credentials('wsLanguage')}${element('keys', keys.cargoKey)}<keyType>0</keyType><addHistoricalData>true</addHistoricalData><onlyTracking>false</onlyTracking>`,
      'ShippingDeliveryVO',
    );
    const detail = asList(vo.shippingDeliveryDetailVO)[0];
    if (!detail) throw YurticiClient.callRefused(vo);
    const code = asText(detail.errCode);
    const opCode = asText(detail.operationCode);
    const status = asText(detail.operationStatus) || (opCode ? (BY_CODE[Number(opCode)] ?? '') : '');
    if (code && code !== '0' && !status)
      throw new CarrierError(
        'refused',
        code,
        `${TITLE}: ${asText(detail.errMessage) || YURTICI_ERRORS[code] || `hata kodu ${code}`}`,
      );
    const item = asList(detail.shippingDeliveryItemDetailVO)[0] ?? {};
    // The movements sit under the item detail; some answers carry them on the detail itself.
    const movements = asList(asNode(item).invDocCargoVOArray).concat(asList(detail.invDocCargoVOArray));
    const events: TrackingEvent[] = movements
      .map((movement) => {
        const text = asText(movement.eventName) || asText(movement.reasonName);
        const state = yurticiEventState(text);
        return {
          at: at(asText(movement.eventDate), asText(movement.eventTime)),
          ...(state ? { state } : {}),
          text,
          location: asText(movement.unitName) || asText(movement.townName),
          code: asText(movement.eventId),
        };
      })
      .sort((a, b) => a.at.localeCompare(b.at));
    let state = YURTICI_STATES[status] ?? 'created';
    // Out for delivery and returns show only in the movements and the return fields.
    const last = events.filter((event) => event.state).at(-1)?.state;
    if (state === 'inTransit' && (last === 'outForDelivery' || last === 'pickedUp')) state = last;
    if (
      asText(item.returnStatus) === '3' ||
      ['9', '10'].includes(asText(item.rejectStatus)) ||
      last === 'returned'
    )
      state = 'returned';
    const trackingNo = asText(item.docId) || asText(detail.docId);
    return { state, ...(trackingNo ? { trackingNo } : {}), events };
  }

  async cancel(keys: ShipmentKeys, _reason: string): Promise<void> {
    const result = await this.operation(
      'cancelShipment',
      `${this.credentials('userLanguage')}${element('cargoKeys', keys.cargoKey)}`,
      'ShippingOrderResultVO',
    );
    const detail = asList(result.shippingCancelDetailVO)[0];
    if (!detail) {
      if (asText(result.outFlag) === '0') return;
      throw YurticiClient.callRefused(result);
    }
    const status = asText(detail.operationStatus);
    const code = asText(detail.errCode);
    // CNL: stopped now; ISC or 82520: cancelled before. Anything else means the parcel is moving.
    if (status === 'CNL' || status === 'ISC' || code === ALREADY_CANCELLED_CODE) return;
    const words =
      asText(detail.errMessage) ||
      YURTICI_ERRORS[code] ||
      asText(detail.operationMessage) ||
      asText(result.outResult);
    throw new CarrierError(
      'refused',
      code && code !== '0' ? code : status || 'CANCEL',
      `${TITLE} gönderiyi iptal etmedi: ${words}`,
    );
  }
}
