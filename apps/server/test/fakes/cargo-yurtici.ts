import type { ServerResponse } from 'node:http';
import type { ShipmentState } from '@kibo/contracts';
import { XMLParser } from 'fast-xml-parser';
import type { FakeCarrier, FakeShipment } from './cargo-common.ts';
import { startFake } from './common.ts';

// A local Yurtiçi Kargo KOPS service (docs/integrations/yurtici.md): createShipment, queryShipment and
// cancelShipment in the ShippingOrderDispatcherServices namespace, credentials in the body, answers
// as ShippingOrderResultVO / ShippingDeliveryVO with outFlag 0 (done) or 1/2 and a per-key detail.

const NS = 'http://yurticikargo.com.tr/ShippingOrderDispatcherServices';
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });
type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tags = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeText(value)}</${name}>`)
    .join('');

/** The errCodes the fake refuses with, and the message it sends ('' = a bare code). */
const ERRORS: Record<string, string> = {
  '82516': 'Hatalı telefon bilgisi',
  '60019': 'Alıcı adresi bulunamadı',
  '82505': 'Tahsilatlı Teslimat – Ödeme Tutarı bulunamadı',
  '82517': '',
};

/** How Yurtiçi reports each of our states: operationStatus, its code, message, and the movement. */
const REPORTS: Record<ShipmentState, { status: string; code: string; message: string; event: string }> = {
  queued: { status: 'NOP', code: '0', message: 'Kargo İşlem Görmemiş.', event: '' },
  created: { status: 'NOP', code: '0', message: 'Kargo İşlem Görmemiş.', event: '' },
  pickedUp: {
    status: 'ISR',
    code: '2',
    message: 'Kargo işlem görmüş, faturası henüz düzenlenmemiştir.',
    event: 'Kargo Kabul Edildi',
  },
  inTransit: {
    status: 'IND',
    code: '1',
    message: 'Kargo Teslimattadır.',
    event: 'Transfer Merkezine Ulaştı',
  },
  outForDelivery: {
    status: 'IND',
    code: '1',
    message: 'Kargo Teslimattadır.',
    event: 'Kargo Dağıtıma Çıkarıldı',
  },
  delivered: { status: 'DLV', code: '5', message: 'Kargo teslim edilmiştir.', event: 'Kargo Teslim Edildi' },
  returned: { status: 'IND', code: '1', message: 'Kargo Teslimattadır.', event: 'Göndericiye İade Edildi' },
  cancelled: { status: 'CNL', code: '3', message: 'Kargo Çıkışı Engellendi.', event: '' },
  failed: { status: 'BI', code: '6', message: 'Fatura şube tarafından iptal edilmiştir.', event: '' },
};

function answer(response: ServerResponse, operation: string, inner: string) {
  response
    .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body><ns1:${operation}Response xmlns:ns1="${NS}">${inner}</ns1:${operation}Response></env:Body></env:Envelope>`,
    );
}

export async function startFakeYurtici(): Promise<FakeCarrier> {
  // Yurtiçi's published test user is YKTEST/YK; the fake's password carries & and < to prove the escaping.
  const account = {
    username: 'YKTEST',
    password: 'YK&test<2026>',
    customerCode: '',
    apiKey: '',
    apiSecret: '',
  };
  const shipments = new Map<string, FakeShipment>();
  const history = new Map<string, { event: string; date: string; time: string }[]>();
  const jobs = new Map<string, string>();
  let refusal: string | undefined;
  let clock = 0;
  let serial = 0;

  const base = await startFake((_request, body, response) => {
    const bodyNode = node(node(node(parser.parse(body)).Envelope).Body);
    const operation = Object.keys(bodyNode)[0] ?? '';
    const input = node(bodyNode[operation]);
    const reply = (inner: string) => answer(response, operation, inner);
    const result = operation === 'queryShipment' ? 'ShippingDeliveryVO' : 'ShippingOrderResultVO';
    if (text(input.wsUserName) !== account.username || text(input.wsPassword) !== account.password)
      return reply(
        `<${result}><outFlag>2</outFlag><outResult>Kullanıcı adı veya şifre hatalı.</outResult></${result}>`,
      );

    if (operation === 'createShipment') {
      const vo = node(input.ShippingOrderVO);
      const cargoKey = text(vo.cargoKey);
      const failed = (code: string, message: string) =>
        reply(
          `<ShippingOrderResultVO><outFlag>1</outFlag><outResult>Hatalı</outResult><count>1</count><shippingOrderDetailVO>${tags({ cargoKey, invoiceKey: text(vo.invoiceKey), errCode: code, errMessage: message })}</shippingOrderDetailVO></ShippingOrderResultVO>`,
        );
      const found = shipments.get(cargoKey);
      if (found) {
        found.times += 1;
        return failed('60020', 'Belirtilen kargo anahtarı sistemde mevcut');
      }
      if (refusal !== undefined) {
        const code = refusal;
        refusal = undefined;
        return failed(code, ERRORS[code] ?? '');
      }
      serial += 1;
      const jobId = String(880000 + serial);
      jobs.set(cargoKey, jobId);
      shipments.set(cargoKey, {
        cargoKey,
        documentNo: text(vo.invoiceKey),
        receiverName: text(vo.receiverCustName),
        province: text(vo.cityName),
        district: text(vo.townName),
        parcels: Number(text(vo.cargoCount)),
        desi: text(vo.desi),
        codAmount: vo.ttInvoiceAmount === undefined ? null : text(vo.ttInvoiceAmount),
        // The account decides who pays (YKTEST is a sender-pays user): there is no field for it.
        payer: 'sender',
        times: 1,
        state: 'created',
        trackingNo: String(330000000000 + serial),
      });
      history.set(cargoKey, []);
      return reply(
        `<ShippingOrderResultVO><outFlag>0</outFlag><outResult>Başarılı</outResult><count>1</count><jobId>${jobId}</jobId><shippingOrderDetailVO>${tags({ cargoKey, invoiceKey: text(vo.invoiceKey), errCode: '0' })}</shippingOrderDetailVO></ShippingOrderResultVO>`,
      );
    }

    if (operation === 'queryShipment') {
      const cargoKey = text(input.keys);
      const found = shipments.get(cargoKey);
      if (!found)
        return reply(
          `<ShippingDeliveryVO><outFlag>1</outFlag><outResult>Hatalı</outResult><count>1</count><shippingDeliveryDetailVO>${tags({ cargoKey, errCode: '82519', errMessage: 'Kargo anahtarı bulunamadı' })}</shippingDeliveryDetailVO></ShippingDeliveryVO>`,
        );
      const report = REPORTS[found.state];
      const moved = !['created', 'cancelled'].includes(found.state);
      const movements =
        text(input.addHistoricalData) === 'true'
          ? (history.get(cargoKey) ?? [])
              .map(
                (entry) =>
                  `<invDocCargoVOArray>${tags({ unitId: '8070', unitName: 'KADIKÖY ŞUBE', eventId: 'YK', eventName: entry.event, reasonId: 'OK', reasonName: 'Sorun Yok', eventDate: entry.date, eventTime: entry.time, cityName: 'İSTANBUL', townName: 'KADIKÖY' })}</invDocCargoVOArray>`,
              )
              .join('')
          : '';
      const item = moved
        ? `<shippingDeliveryItemDetailVO>${tags({ cargoKey, docId: found.trackingNo, returnStatus: found.state === 'returned' ? '3' : '0' })}${movements}</shippingDeliveryItemDetailVO>`
        : '';
      return reply(
        `<ShippingDeliveryVO><outFlag>0</outFlag><outResult>Başarılı</outResult><count>1</count><shippingDeliveryDetailVO>${tags({ cargoKey, invoiceKey: found.documentNo, jobId: jobs.get(cargoKey) ?? '', operationCode: report.code, operationMessage: report.message, operationStatus: report.status, errCode: '0' })}${item}</shippingDeliveryDetailVO></ShippingDeliveryVO>`,
      );
    }

    if (operation === 'cancelShipment') {
      const cargoKey = text(input.cargoKeys);
      const found = shipments.get(cargoKey);
      const detail = (fields: Record<string, string>, flag = '0') =>
        reply(
          `<ShippingOrderResultVO><outFlag>${flag}</outFlag><outResult>${flag === '0' ? 'Başarılı' : 'Hatalı'}</outResult><count>1</count><shippingCancelDetailVO>${tags({ cargoKey, ...fields })}</shippingCancelDetailVO></ShippingOrderResultVO>`,
        );
      if (!found) return detail({ errCode: '82519', errMessage: 'Kargo anahtarı bulunamadı' }, '1');
      if (found.state === 'cancelled')
        return detail({
          operationCode: '4',
          operationStatus: 'ISC',
          operationMessage: 'Kargo daha önceden iptal edilmiştir.',
          errCode: '0',
        });
      if (found.state !== 'created') {
        const report = REPORTS[found.state];
        return detail(
          {
            operationCode: report.code,
            operationStatus: report.status,
            operationMessage: report.message,
            errCode: '0',
          },
          '1',
        );
      }
      found.state = 'cancelled';
      return detail({
        operationCode: '3',
        operationStatus: 'CNL',
        operationMessage: 'Kargo Çıkışı Engellendi.',
        errCode: '0',
      });
    }
    response.writeHead(500, { 'content-type': 'text/plain' }).end(`unknown operation ${operation}`);
  });

  return {
    ...base,
    carrier: 'yurtici',
    account,
    shipments,
    advance(cargoKey, state) {
      const found = shipments.get(cargoKey);
      if (!found) throw new Error(`no shipment ${cargoKey}`);
      found.state = state;
      const event = REPORTS[state].event;
      if (!event) return;
      clock += 1;
      const hour = String(8 + clock).padStart(2, '0');
      history.get(cargoKey)?.push({ event, date: '20260302', time: `${hour}1500` });
    },
    refuseNext(code) {
      refusal = code;
    },
    errorCodes: {
      '82516': 'Hatalı telefon bilgisi',
      '60019': 'Alıcı adresi bulunamadı',
      '82505': 'Ödeme Tutarı bulunamadı',
      '82517': 'Hatalı format bilgisi',
    },
  };
}
