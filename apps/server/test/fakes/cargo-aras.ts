import type { ServerResponse } from 'node:http';
import type { ShipmentState } from '@kibo/contracts';
import { XMLParser } from 'fast-xml-parser';
import type { FakeCarrier, FakeShipment } from './cargo-common.ts';
import { startFake } from './common.ts';

// A local Aras Kargo (docs/integrations/aras.md): the ASMX order service (SetOrder, CancelDispatch,
// tempuri, credentials in the body, OrderResultInfo/ResultCode answers) and, on the same host under
// the query service's path, GetQueryJSON whose loginInfo and queryInfo are XML strings and whose
// answer is a JSON string: QueryType 1 the cargo and its DURUM_KODU, 9 its movements.

const ORDER_PATH = '/arascargoservice/arascargoservice.asmx';
const QUERY_PATH = '/ArasCargoCustomerIntegrationService/ArasCargoIntegrationService.svc';
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });
type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How the query service shows each state: DURUM_KODU, TIP_KODU and the movement it adds. */
const REPORTS: Partial<Record<ShipmentState, { durum: string; tip: string; step: string; words: string }>> = {
  pickedUp: {
    durum: '1',
    tip: '1',
    step: 'ÇIKIŞ ŞUBESİNDE',
    words: 'Kargonuz çıkış şubesinden transfer merkezine gönderilmek üzere aracımıza yüklenmiştir.',
  },
  inTransit: {
    durum: '2',
    tip: '1',
    step: 'YOLDA',
    words: 'Kargonuz çıkış transfer merkezinden varış transfer merkezine gönderiliyor.',
  },
  outForDelivery: { durum: '4', tip: '1', step: 'DAĞITIMDA', words: 'Kargonuz dağıtıma çıkarılmıştır.' },
  delivered: { durum: '6', tip: '1', step: 'TESLİM EDİLDİ', words: 'Kargonuz teslim edilmiştir.' },
  returned: { durum: '6', tip: '3', step: 'İADE', words: 'Kargonuz göndericiye iade edilmiştir.' },
};

function envelope(response: ServerResponse, operation: string, inner: string) {
  response
    .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
    .end(
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><${operation}Response xmlns="http://tempuri.org/">${inner}</${operation}Response></soap:Body></soap:Envelope>`,
    );
}

export async function startFakeAras(): Promise<FakeCarrier> {
  const account = {
    username: 'arastest',
    password: 'Ar&s<2026>',
    customerCode: '1932448851342',
    apiKey: '',
    apiSecret: '',
  };
  const shipments = new Map<string, FakeShipment>();
  const status = new Map<string, { durum: string; tip: string }>();
  const moves = new Map<string, Record<string, string>[]>();
  let refusal: string | undefined;
  let clock = 0;
  let serial = 0;

  const base = await startFake((request, body, response) => {
    const action = String(request.headers.soapaction ?? '').replace(/"/g, '');
    const operation = action.slice(action.lastIndexOf('/') + 1);
    const input = node(node(node(node(parser.parse(body)).Envelope).Body)[operation]);

    if (request.url === QUERY_PATH && operation === 'GetQueryJSON') {
      const login = node(node(parser.parse(text(input.loginInfo))).LoginInfo);
      const question = node(node(parser.parse(text(input.queryInfo))).QueryInfo);
      const json = (value: unknown) =>
        envelope(
          response,
          operation,
          `<GetQueryJSONResult>${escapeText(JSON.stringify(value))}</GetQueryJSONResult>`,
        );
      if (
        text(login.UserName) !== account.username ||
        text(login.Password) !== account.password ||
        text(login.CustomerCode) !== account.customerCode
      )
        return envelope(
          response,
          operation,
          '<GetQueryJSONResult>Kullanıcı adı veya şifre hatalı.</GetQueryJSONResult>',
        );
      const cargoKey = text(question.IntegrationCode);
      const found = shipments.get(cargoKey);
      const shown = status.get(cargoKey);
      if (!found || !shown || found.state === 'cancelled') return json({ QueryResult: null });
      if (text(question.QueryType) === '9')
        return json({ QueryResult: { CargoTransaction: moves.get(cargoKey) ?? [] } });
      return json({
        QueryResult: {
          Cargo: {
            MUSTERI_OZEL_KODU: cargoKey,
            IRSALIYE_NUMARA: found.documentNo,
            ALICI: found.receiverName,
            KARGO_TAKIP_NO: found.trackingNo,
            CIKIS_SUBE: 'KADIKÖY',
            VARIS_SUBE: 'ÇANKAYA',
            ADET: String(found.parcels),
            DESI: found.desi,
            ODEME_TIPI: found.payer === 'sender' ? 'ÜG' : 'ÜA',
            TIP_KODU: shown.tip,
            DURUM_KODU: shown.durum,
            DURUMU: REPORTS[found.state]?.step ?? '',
          },
        },
      });
    }
    if (request.url !== ORDER_PATH) return response.writeHead(404).end();

    const result = (inner: string) =>
      envelope(response, operation, `<${operation}Result>${inner}</${operation}Result>`);
    if (text(input.userName) !== account.username || text(input.password) !== account.password)
      return operation === 'SetOrder'
        ? result(
            '<OrderResultInfo><ResultCode>1000</ResultCode><ResultMessage></ResultMessage></OrderResultInfo>',
          )
        : result('<ResultCode>1000</ResultCode><ResultMessage></ResultMessage>');

    if (operation === 'SetOrder') {
      const order = node(node(input.orderInfo).Order);
      const cargoKey = text(order.IntegrationCode);
      const refused = (code: string) =>
        result(
          `<OrderResultInfo><ResultCode>${code}</ResultCode><ResultMessage></ResultMessage></OrderResultInfo>`,
        );
      const found = shipments.get(cargoKey);
      // The same cargo key brings the same piece barcodes, which Aras refuses as already used.
      if (found) {
        found.times += 1;
        return refused('70027');
      }
      if (refusal !== undefined) {
        const code = refusal;
        refusal = undefined;
        return refused(code);
      }
      serial += 1;
      shipments.set(cargoKey, {
        cargoKey,
        documentNo: text(order.InvoiceNumber),
        receiverName: text(order.ReceiverName),
        province: text(order.ReceiverCityName),
        district: text(order.ReceiverTownName),
        parcels: Number(text(order.PieceCount)),
        desi: text(order.VolumetricWeight),
        codAmount: text(order.IsCod) === '1' ? text(order.CodAmount) : null,
        payer: text(order.PayorTypeCode) === '2' ? 'receiver' : 'sender',
        times: 1,
        state: 'created',
        trackingNo: String(3513773160000 + serial),
      });
      return result(
        `<OrderResultInfo><ResultCode>0</ResultCode><ResultMessage>Başarılı</ResultMessage><InvoiceKey>${escapeText(cargoKey)}</InvoiceKey><OrgReceiverCustId>${700 + serial}</OrgReceiverCustId></OrderResultInfo>`,
      );
    }

    if (operation === 'CancelDispatch') {
      const found = shipments.get(text(input.integrationCode));
      const answer = (code: string, message: string) =>
        result(`<ResultCode>${code}</ResultCode><ResultMessage>${escapeText(message)}</ResultMessage>`);
      if (!found) return answer('1', 'Sipariş bulunamadı.');
      if (found.state === 'cancelled') return answer('1', 'Sipariş daha önce iptal edilmiş.');
      if (found.state !== 'created') return answer('1', 'İrsaliyesi kesilmiş sipariş iptal edilemez.');
      found.state = 'cancelled';
      return answer('0', 'Başarılı');
    }
    response.writeHead(500, { 'content-type': 'text/plain' }).end(`unknown operation ${operation}`);
  });

  return {
    ...base,
    url: `${base.url}${ORDER_PATH}`,
    carrier: 'aras',
    account,
    shipments,
    advance(cargoKey, state) {
      const found = shipments.get(cargoKey);
      if (!found) throw new Error(`no shipment ${cargoKey}`);
      found.state = state;
      const report = REPORTS[state];
      if (!report) return;
      status.set(cargoKey, { durum: report.durum, tip: report.tip });
      clock += 1;
      const list = moves.get(cargoKey) ?? [];
      list.push({
        ISLEM_TARIHI: `02.03.2026 ${String(8 + clock).padStart(2, '0')}:20:00`,
        BIRIM: 'KADIKÖY',
        ISLEM: report.step,
        ACIKLAMA: report.words,
      });
      moves.set(cargoKey, list);
    },
    refuseNext(code) {
      refusal = code;
    },
    errorCodes: {
      '935': 'Alıcı telefonu',
      '937': 'Entegrasyon kodu',
      '938': 'Alıcı adresi',
      '939': 'Alıcı adı',
      '940': 'Alıcının ili',
      '941': 'Alıcının ilçesi',
      '1006': 'sevk adresi',
      '70022': 'barkod numarası eksik',
      '70030': 'farklı olmalı',
    },
  };
}
