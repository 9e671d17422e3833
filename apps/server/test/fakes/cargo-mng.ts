import { randomUUID } from 'node:crypto';
import { Big } from '@kibo/domain';
import type { FakeCarrier, FakeShipment } from './cargo-common.ts';
import { CITIES, REFUSALS, STATUS, spell } from './cargo-mng-data.ts';
import { json, startFake } from './common.ts';

// A local MNG Kargo / DHL eCommerce "apizone" API (docs/integrations/mng.md): IBM client id and
// secret on every call, JWTs with refresh tokens, the CBS city and district lists, createOrder and
// createbarcode (one ZPL per piece), status and movements, the two-step cancel. Refusals come as
// MNG sends them: HTTP 500 with {error:{code, message, description}}, answers as one-element arrays.

// biome-ignore lint/suspicious/noExplicitAny: request bodies as the client wrote them, read field by field
type Json = any;

export interface FakeMng extends FakeCarrier {
  /** Tokens issued so far answer 401 (their refresh tokens still work). */
  expireTokens(): void;
  /** The createOrder bodies, by our cargo key. */
  orders: Map<string, Record<string, Json>>;
}

interface Order {
  shipment: FakeShipment;
  orderId: string;
  shipmentId: string;
  barcoded: boolean;
  barcodeCancelled: boolean;
  barcodeCalls: number;
  refusal?: string;
  code: number;
  events: { text: string; at: Date; location: string }[];
}

export async function startFakeMng(options: { barcodePendingOnce?: boolean } = {}): Promise<FakeMng> {
  const account = {
    username: '',
    password: 'Mng.Sifre-2026',
    customerCode: '312947702',
    apiKey: randomUUID(),
    apiSecret: 'vW7lI7cT7mP0yO2tQ3sA3nE6wY1mG3lL',
  };
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const shipments = new Map<string, FakeShipment>();
  const orders = new Map<string, Record<string, Json>>();
  const byRef = new Map<string, Order>();
  let pending: string | undefined;
  let clock = Date.UTC(2026, 2, 20, 6, 0, 0);
  const tick = () => {
    clock += 3_600_000;
    return new Date(clock);
  };
  const fail = (code: string, description: string) => [{ error: { code, message: 'Error', description } }];

  const issue = () => {
    const jwt = `eyJ.${randomUUID()}`;
    const refreshToken = randomUUID();
    tokens.add(jwt);
    refreshTokens.add(refreshToken);
    return {
      jwt,
      refreshToken,
      jwtExpireDate: spell(new Date(Date.now() + 8 * 3_600_000), 'dots'),
      refreshTokenExpireDate: spell(new Date(Date.now() + 30 * 86_400_000), 'dots'),
    };
  };

  const base = await startFake((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/mngapi\/api/, '');
    const method = request.method ?? 'GET';
    // IBM API Connect's gate, before anything of MNG's.
    if (
      request.headers['x-ibm-client-id'] !== account.apiKey ||
      request.headers['x-ibm-client-secret'] !== account.apiSecret
    )
      return json(response, 401, {
        httpCode: '401',
        httpMessage: 'Unauthorized',
        moreInformation: 'Invalid client id or secret.',
      });
    const input = body ? JSON.parse(body) : {};

    if (method === 'POST' && path === '/token') {
      if (String(input.customerNumber) !== account.customerCode || input.password !== account.password)
        return json(response, 500, fail('20013', 'Müşteri numarası veya şifre hatalı.'));
      return json(response, 200, issue());
    }
    const refresh = /^\/refresh\/(.+)$/.exec(path);
    if (method === 'POST' && refresh) {
      if (!refreshTokens.has(decodeURIComponent(refresh[1]!)))
        return json(response, 500, fail('20014', 'Refresh token geçersiz.'));
      return json(response, 200, issue());
    }
    const jwt = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!jwt || !tokens.has(jwt))
      return json(response, 401, {
        httpCode: '401',
        httpMessage: 'Unauthorized',
        moreInformation: 'Token expired',
      });

    if (method === 'GET' && path === '/cbsinfoapi/getcities')
      return json(
        response,
        200,
        CITIES.map(({ code, name }) => ({ code, name })),
      );
    const districts = /^\/cbsinfoapi\/getdistricts\/(\d+)$/.exec(path);
    if (method === 'GET' && districts) {
      const city = CITIES.find((entry) => entry.code === districts[1]);
      return json(
        response,
        200,
        (city?.districts ?? []).map(([code, name]) => ({
          cityCode: city!.code,
          cityName: city!.name,
          code,
          name,
        })),
      );
    }

    if (method === 'POST' && path === '/standardcmdapi/createOrder') {
      const { order, recipient, orderPieceList } = input;
      const ref = String(order.referenceId);
      const held = byRef.get(ref);
      if (held) {
        held.shipment.times += 1;
        return json(
          response,
          500,
          fail('26050', `<WERR> ${ref} REFERANS NUMARALI SİPARİŞ DAHA ÖNCE KAYDEDİLMİŞ </WERR>`),
        );
      }
      if (pending && REFUSALS[pending]?.step === 'order') {
        const code = pending;
        pending = undefined;
        return json(response, 500, fail(code, REFUSALS[code]!.description));
      }
      const city = CITIES.find((entry) => Number(entry.code) === recipient.cityCode);
      const town = city?.districts.find(([code]) => Number(code) === recipient.districtCode);
      if (!town) return json(response, 500, fail('26010', 'ALICI İL / İLÇE KODU HATALI'));
      if (!/^5\d{9}$/.test(recipient.mobilePhoneNumber))
        return json(response, 500, fail('26011', 'ALICI CEP TELEFONU 10 HANE OLMALIDIR'));
      const shipment: FakeShipment = {
        cargoKey: ref,
        documentNo: order.billOfLandingId,
        receiverName: recipient.fullName,
        province: city!.name.replace(/\s+\d+$/, ''),
        district: town[1],
        parcels: orderPieceList.length,
        desi: String(
          orderPieceList.reduce((total: Big, piece: { desi: number }) => total.plus(piece.desi), new Big(0)),
        ),
        // The number as written in the request, digits untouched.
        codAmount: order.isCOD === 1 ? (/"codAmount":(-?[\d.]+)/.exec(body)?.[1] ?? null) : null,
        payer: order.paymentType === 2 ? 'receiver' : 'sender',
        times: 1,
        state: 'created',
        trackingNo: '',
      };
      const orderId = String(1_700_000 + byRef.size);
      shipments.set(ref, shipment);
      orders.set(ref, input);
      byRef.set(ref, {
        shipment,
        orderId,
        shipmentId: '',
        barcoded: false,
        barcodeCancelled: false,
        barcodeCalls: 0,
        code: 0,
        events: [],
        ...(pending && REFUSALS[pending]?.step === 'barcode' ? { refusal: pending } : {}),
      });
      pending = undefined;
      return json(response, 200, [
        {
          orderInvoiceId: orderId,
          orderInvoiceDetailId: `${orderId}1`,
          shipperBranchCode: '03401700',
          referenceId: ref,
        },
      ]);
    }

    if (method === 'POST' && path === '/barcodecmdapi/createbarcode') {
      const held = byRef.get(String(input.referenceId));
      if (!held) return json(response, 500, fail('20002', 'SİPARİŞ BULUNAMADI'));
      held.barcodeCalls += 1;
      if (held.barcoded)
        return json(
          response,
          500,
          fail(
            '20005',
            `<WERR> ${input.referenceId} NO'LU SİPARİŞ İÇİN DAHA ÖNCE BARKOD OLUŞTURULMUŞ </WERR>`,
          ),
        );
      if (held.refusal)
        return json(
          response,
          500,
          fail(held.refusal, REFUSALS[held.refusal]!.description.replace('{ref}', input.referenceId)),
        );
      if (options.barcodePendingOnce && held.barcodeCalls === 1)
        return json(
          response,
          500,
          fail('20001', REFUSALS['20001']!.description.replace('{ref}', input.referenceId)),
        );
      held.barcoded = true;
      held.shipmentId = String(614_118_757_013 + byRef.size * 7);
      held.shipment.trackingNo = held.shipmentId;
      held.code = 1;
      held.events.push({ text: 'Gönderi Hazırlandı', at: tick(), location: 'Kadıköy Şube' });
      const pieces = input.orderPieceList as { barcode: string }[];
      return json(response, 200, [
        {
          referenceId: input.referenceId,
          invoiceId: `FM${held.orderId}`,
          shipmentId: held.shipmentId,
          barcodes: pieces.map((piece, index) => ({
            pieceNumber: index + 1,
            barcode: `C@${held.shipmentId}${index + 1}`,
            value: `^XA^FO40,40^BCN,120^FDC@${held.shipmentId}${index + 1}^FS^FO40,200^A0N,32,32^FD${piece.barcode} ${index + 1}/${pieces.length}^FS^XZ`,
          })),
        },
      ]);
    }

    const query = /^\/standardqueryapi\/(getshipmentstatus|trackshipment)\/(.+)$/.exec(path);
    if (method === 'GET' && query) {
      const held = byRef.get(decodeURIComponent(query[2]!));
      if (!held?.barcoded) return json(response, 404, { title: 'Not Found', detail: 'Gönderi bulunamadı' });
      if (query[1] === 'trackshipment')
        return json(
          response,
          200,
          held.events.map((event, index) => ({
            referenceId: held.shipment.cargoKey,
            eventSequence: String(index + 1),
            eventStatus: event.text,
            eventStatusEn: '',
            eventDateTime: spell(event.at, 'tr'),
            eventDateTime2: spell(event.at, 'iso'),
            location: event.location,
            country: 'TR',
            locationAddress: '',
          })),
        );
      const last = held.events.at(-1)!;
      return json(response, 200, [
        {
          orderId: held.orderId,
          referenceId: held.shipment.cargoKey,
          shipmentId: held.shipmentId,
          shipmentStatusCode: held.code,
          shipmentStatus: STATUS[held.shipment.state]?.[1] ?? '',
          statusDateTime: spell(last.at, 'tr').slice(0, 16),
          isDelivered: held.shipment.state === 'delivered' ? 1 : 0,
          deliveryTo: held.shipment.state === 'delivered' ? held.shipment.receiverName : '',
          trackingUrl: `https://www.mngkargo.com.tr/track/${held.shipmentId}`,
        },
      ]);
    }

    const moved = (held: Order | undefined) => {
      if (!held) return json(response, 500, fail('20002', 'SİPARİŞ BULUNAMADI'));
      if (!['created', 'cancelled'].includes(held.shipment.state))
        return json(response, 500, fail('20020', 'Gönderi şubede işlem gördüğü için iptal edilemez.'));
      return undefined;
    };
    if (method === 'PUT' && path === '/barcodecmdapi/cancelshipment') {
      const held = byRef.get(String(input.referenceId));
      const refused = moved(held);
      if (refused) return refused;
      if (held!.shipmentId !== String(input.shipmentId))
        return json(response, 500, fail('20003', 'Gönderi numarası hatalı.'));
      if (held!.barcodeCancelled)
        return json(response, 500, fail('20021', 'Gönderi daha önce iptal edilmiş.'));
      held!.barcodeCancelled = true;
      return response.writeHead(200).end();
    }
    const cancelOrder = /^\/standardcmdapi\/cancelorder\/(.+)$/.exec(path);
    if (method === 'PUT' && cancelOrder) {
      const held = byRef.get(decodeURIComponent(cancelOrder[1]!));
      const refused = moved(held);
      if (refused) return refused;
      if (held!.shipment.state === 'cancelled')
        return json(response, 500, fail('20021', 'Sipariş daha önce iptal edilmiş.'));
      if (held!.barcoded && !held!.barcodeCancelled)
        return json(
          response,
          500,
          fail('20022', 'Barkodu kesilmiş sipariş için önce gönderi iptal edilmelidir.'),
        );
      held!.shipment.state = 'cancelled';
      return response.writeHead(200).end();
    }
    return json(response, 404, { title: 'Not Found', detail: `Bilinmeyen yol ${method} ${path}` });
  });

  return {
    ...base,
    carrier: 'mng',
    account,
    shipments,
    orders,
    errorCodes: Object.fromEntries(Object.entries(REFUSALS).map(([code, refusal]) => [code, refusal.shown])),
    refuseNext: (code) => {
      pending = code;
    },
    unreported: ['pickedUp'],
    advance: (cargoKey, state) => {
      const held = byRef.get(cargoKey);
      if (!held) throw new Error(`fake MNG has no ${cargoKey}`);
      held.shipment.state = state;
      const [code, , text] = STATUS[state] ?? [0, '', 'İptal Edildi'];
      held.code = code;
      held.events.push({ text, at: tick(), location: state === 'created' ? 'Kadıköy Şube' : 'Çankaya Şube' });
    },
    expireTokens: () => tokens.clear(),
  };
}
