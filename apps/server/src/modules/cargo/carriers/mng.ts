import { createHash } from 'node:crypto';
import { Big, round, searchFold } from '@kibo/domain';
import { saysAlreadyThere } from './answers.ts';
import {
  type Answer,
  AUTH_CODES,
  BRANCH_PENDING,
  exchange,
  first,
  isOk,
  list,
  MNG_ERRORS,
  mngState,
  mngTime,
  mobile,
  number,
  problemOf,
  type Rec,
  referenceOf,
  sleep,
  str,
  toJson,
} from './mng-wire.ts';
import { matchPlace, placeKey } from './places.ts';
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

// MNG Kargo / DHL eCommerce's REST API behind IBM API Connect, "apizone" (docs/integrations/mng.md).
// Every call carries the platform's X-IBM-Client-Id/Secret; the customer's number and password buy
// a JWT (~8 h) and a refresh token. A shipment is two calls: createOrder registers it under our
// cargo key (MNG's referenceId), createbarcode invoices it and answers one ZPL label per piece.
// MNG answers its refusals with an HTTP 500 carrying {error:{code, message, description}}, so
// only a 5xx without that body means the service is down.

const TITLE = 'MNG Kargo';
/** Waits between createbarcode tries while MNG resolves the branch (tests shorten them). */
export const mngBarcodeRetry = { waitsMs: [2_000, 5_000] };

type Session = { jwt: string; refreshToken: string; until: number };
type Place = { code: string; name: string };

/** Tokens per address and account, so a worker run logs in once, not per shipment. */
const sessions = new Map<string, Session>();
/** MNG's cities and districts per address, for a day (Turkish geography hardly changes). */
const placeCache = new Map<string, { until: number; lists: Map<string, Place[]> }>();
const DAY = 86_400_000;

export class MngClient implements Carrier {
  private readonly base: string;
  private readonly sessionKey: string;

  constructor(private readonly account: CarrierAccount) {
    // The address may be typed with or without the API's root path.
    const url = account.url.replace(/\/+$/, '');
    this.base = new URL(url).pathname.length > 1 ? url : `${url}/mngapi/api`;
    // Changed credentials must not ride on a token the old ones bought.
    const { apiKey, apiSecret, customerCode, password } = account;
    const secret = createHash('sha256').update(`${apiKey}|${apiSecret}|${password}`).digest('hex');
    this.sessionKey = `${this.base}|${customerCode}|${secret}`;
  }

  private headers(jwt?: string): Record<string, string> {
    // A header can carry no Turkish letter: a mistyped key would otherwise read as an outage.
    if (/[^\x21-\x7e]/.test(this.account.apiKey + this.account.apiSecret))
      throw new CarrierError(
        'auth',
        'KEY',
        'MNG API anahtarı (Client Id / Secret) geçersiz karakter içeriyor; apizone’dan kopyalayıp yeniden girin.',
      );
    return {
      'x-ibm-client-id': this.account.apiKey,
      'x-ibm-client-secret': this.account.apiSecret,
      accept: 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    };
  }

  private keep(data: unknown): Session {
    const body = first(data);
    const expires = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})/.exec(str(body.jwtExpireDate));
    const until = expires
      ? Date.parse(`${expires[3]}-${expires[2]}-${expires[1]}T${expires[4]}:${expires[5]}:00+03:00`)
      : Date.now() + 8 * 3_600_000;
    // Renewed five minutes early: a call that starts with a token must not see it expire.
    const session = { jwt: str(body.jwt), refreshToken: str(body.refreshToken), until: until - 300_000 };
    sessions.set(this.sessionKey, session);
    return session;
  }

  private send(method: string, path: string, body?: object, jwt?: string): Promise<Answer> {
    const json: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    return exchange(
      `${this.base}${path}`,
      { method, headers: { ...this.headers(jwt), ...json }, ...(body ? { body: toJson(body) } : {}) },
      this.account.timeoutMs,
    );
  }

  private async login(): Promise<Session> {
    const { customerCode, password } = this.account;
    const answer = await this.send('POST', '/token', {
      // The identity API reads the customer number as an integer.
      customerNumber: /^\d{1,15}$/.test(customerCode) ? number(customerCode) : customerCode,
      password,
      identityType: 1,
    });
    if (isOk(answer.status) && str(first(answer.data).jwt)) return this.keep(answer.data);
    const { code, text } = problemOf(answer.data);
    throw new CarrierError(
      'auth',
      code || String(answer.status),
      answer.status === 401
        ? `MNG API anahtarı (Client Id / Secret) geçersiz ya da API aboneliği yok${text ? `: ${text}` : ''}`
        : (MNG_ERRORS[code] ?? `MNG oturumu açılamadı: ${text || `HTTP ${answer.status}`}`),
    );
  }

  private async session(fresh = false): Promise<Session> {
    const held = sessions.get(this.sessionKey);
    return !fresh && held && held.until > Date.now() ? held : this.login();
  }

  /** After a 401: the refresh token buys a new JWT; failing that, a new login. */
  private async renew(old: Session): Promise<void> {
    sessions.delete(this.sessionKey);
    if (!old.refreshToken) return;
    const answer = await this.send('POST', `/refresh/${encodeURIComponent(old.refreshToken)}`);
    if (isOk(answer.status) && str(first(answer.data).jwt)) this.keep(answer.data);
  }

  /** One API call with the JWT; an expired one is renewed once and the call made again. */
  private async api(method: string, path: string, body?: object, retried = false): Promise<Answer> {
    const session = await this.session();
    const answer = await this.send(method, path, body, session.jwt);
    if (answer.status !== 401) return answer;
    if (!retried) {
      await this.renew(session);
      return this.api(method, path, body, true);
    }
    const { text } = problemOf(answer.data);
    throw new CarrierError('auth', '401', `MNG isteği yetkisiz buldu${text ? `: ${text}` : ''}`);
  }

  /** MNG's refusal as our error: a known code in our words, a repeated key as a duplicate. */
  private refusal(answer: Answer): CarrierError {
    const { code, text } = problemOf(answer.data);
    const known = MNG_ERRORS[code];
    if (code === BRANCH_PENDING || /varis subesi/.test(searchFold(text)))
      return new CarrierError('unreachable', BRANCH_PENDING, MNG_ERRORS[BRANCH_PENDING]!);
    if (known)
      return new CarrierError(
        AUTH_CODES.has(code) ? 'auth' : 'refused',
        code,
        text ? `${known} (MNG: ${text})` : known,
      );
    if (saysAlreadyThere(text)) return new CarrierError('duplicate', code || 'DUPLICATE', `MNG: ${text}`);
    return new CarrierError(
      'refused',
      code || String(answer.status),
      `MNG: ${text || `HTTP ${answer.status}`}`,
    );
  }

  async testConnection(): Promise<void> {
    await this.session(true);
  }

  /** One of MNG's place lists, fetched once a day per address. */
  private async placeList(path: string): Promise<Place[]> {
    let cache = placeCache.get(this.base);
    if (!cache || cache.until < Date.now()) {
      cache = { until: Date.now() + DAY, lists: new Map() };
      placeCache.set(this.base, cache);
    }
    const held = cache.lists.get(path);
    if (held) return held;
    const answer = await this.api('GET', path);
    if (!isOk(answer.status)) throw this.refusal(answer);
    // City names may come with their plate after them ("ADANA  01").
    const found = list(answer.data).map((entry) => ({
      code: str(entry.code),
      name: str(entry.name)
        .replace(/\s+\d+\s*$/, '')
        .trim(),
    }));
    cache.lists.set(path, found);
    return found;
  }

  async place(province: string, provincePlate: number, district: string): Promise<CarrierPlace> {
    const cities = await this.placeList('/cbsinfoapi/getcities');
    // By name; MNG's city codes are the plates, the fallback for a spelling it writes otherwise.
    const city =
      cities.find((entry) => placeKey(entry.name) === placeKey(province)) ??
      cities.find((entry) => Number(entry.code) === provincePlate) ??
      matchPlace(cities, province, TITLE, 'il');
    const districts = await this.placeList(`/cbsinfoapi/getdistricts/${encodeURIComponent(city.code)}`);
    const town = matchPlace(districts, district, TITLE, 'ilçe');
    return {
      provinceName: city.name,
      districtName: town.name,
      provinceCode: city.code,
      districtCode: town.code,
    };
  }

  async create(order: ShipmentOrder): Promise<CreatedShipment> {
    const reference = referenceOf(order.cargoKey);
    const { receiver } = order;
    const place = await this.place(receiver.province, receiver.provincePlate, receiver.district);
    // MNG takes whole desi and kilograms per piece: the shipment's share, rounded up, at least 1.
    const share = (total: string) => {
      const each = new Big(total).div(order.parcels).round(0, Big.roundUp);
      return Number(each.lt(1) ? 1 : each);
    };
    const content = order.note || order.documentNo;
    const pieces = Array.from({ length: order.parcels }, (_, index) => ({
      barcode: `${reference}_PARCA${index + 1}`,
      desi: share(order.desi),
      kg: share(order.weightKg),
      content,
    }));
    const cod = order.cod
      ? { isCOD: 1, codAmount: number(round(order.cod.amount, 2)) }
      : { isCOD: 0, codAmount: 0 };
    const made = await this.api('POST', '/standardcmdapi/createOrder', {
      order: {
        referenceId: reference,
        barcode: reference,
        billOfLandingId: order.documentNo,
        ...cod,
        shipmentServiceType: 1, // standard
        packagingType: 3, // parcel
        content,
        smsPreference1: 0,
        smsPreference2: 0,
        smsPreference3: 0,
        paymentType: order.payer === 'receiver' ? 2 : 1,
        deliveryType: 1, // to the address
        description: order.note,
        marketPlaceShortCode: '',
        marketPlaceSaleCode: '',
      },
      orderPieceList: pieces,
      recipient: {
        refCustomerId: '',
        cityCode: Number(place.provinceCode),
        cityName: place.provinceName,
        districtCode: Number(place.districtCode),
        districtName: place.districtName,
        address: receiver.address,
        bussinessPhoneNumber: '',
        email: receiver.email,
        taxOffice: '',
        taxNumber: receiver.taxId,
        fullName: receiver.name,
        homePhoneNumber: '',
        mobilePhoneNumber: mobile(receiver.phone),
      },
    });
    // A retry after a lost answer finds the order there; its barcode may still be missing.
    if (!isOk(made.status)) {
      const error = this.refusal(made);
      if (error.kind !== 'duplicate') throw error;
    }
    const result = await this.barcode({
      referenceId: reference,
      billOfLandingId: order.documentNo,
      ...cod,
      printReferenceBarcodeOnError: 0,
      message: '',
      additionalContent1: '',
      additionalContent2: '',
      additionalContent3: '',
      additionalContent4: '',
      orderPieceList: pieces,
      packagingType: 3,
    });
    const labels = list(result.barcodes).sort((a, b) => Number(a.pieceNumber) - Number(b.pieceNumber));
    const zpl = labels.map((piece) => str(piece.value)).filter(Boolean);
    return {
      ref: str(first(made.data).orderInvoiceId) || str(result.invoiceId) || order.cargoKey,
      ...(str(result.shipmentId) ? { trackingNo: str(result.shipmentId) } : {}),
      barcodes: labels.map((piece) => str(piece.barcode)).filter(Boolean),
      ...(zpl.length ? { label: { format: 'zpl' as const, data: zpl.join('\n') } } : {}),
    };
  }

  /** createbarcode, tried again while MNG is still resolving the destination branch. */
  private async barcode(body: object): Promise<Rec> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await this.api('POST', '/barcodecmdapi/createbarcode', body);
      if (isOk(answer.status)) return first(answer.data);
      const error = this.refusal(answer);
      const wait = mngBarcodeRetry.waitsMs[attempt];
      if (error.code !== BRANCH_PENDING || wait === undefined) throw error;
      await sleep(wait);
    }
  }

  async track(keys: ShipmentKeys): Promise<TrackingAnswer> {
    const reference = encodeURIComponent(referenceOf(keys.cargoKey));
    const status = await this.api('GET', `/standardqueryapi/getshipmentstatus/${reference}`);
    // An order without its barcode yet has no shipment to report.
    if (status.status === 404) return { state: 'created', events: [] };
    if (!isOk(status.status)) throw this.refusal(status);
    const head = first(status.data);
    const moves = await this.api('GET', `/standardqueryapi/trackshipment/${reference}`);
    const events: TrackingEvent[] = (isOk(moves.status) ? list(moves.data) : [])
      .sort((a, b) => Number(a.eventSequence) - Number(b.eventSequence))
      .map((move) => ({
        at: mngTime(str(move.eventDateTime2 || move.eventDateTime)),
        text: str(move.eventStatus),
        location: str(move.location),
      }));
    const trackingNo = str(head.shipmentId) || keys.trackingNo;
    return {
      state: mngState(Number(head.shipmentStatusCode)),
      ...(trackingNo ? { trackingNo } : {}),
      events,
    };
  }

  async cancel(keys: ShipmentKeys, _reason: string): Promise<void> {
    const reference = referenceOf(keys.cargoKey);
    // A shipment taken as a duplicate may have its number only at MNG.
    const shipmentId = keys.trackingNo || (await this.track(keys)).trackingNo;
    // A barcoded shipment is cancelled in two steps, as MNG's integration team asks: the barcode, then the order.
    if (shipmentId)
      await this.cancelStep('/barcodecmdapi/cancelshipment', { referenceId: reference, shipmentId });
    await this.cancelStep(`/standardcmdapi/cancelorder/${encodeURIComponent(reference)}`);
  }

  private async cancelStep(path: string, body?: object): Promise<void> {
    const answer = await this.api('PUT', path, body);
    if (isOk(answer.status)) return;
    // Cancelled before (by us or at the branch): done.
    const words = searchFold(problemOf(answer.data).text);
    if (/iptal/.test(words) && /daha once|zaten|edilmis/.test(words)) return;
    throw this.refusal(answer);
  }
}
