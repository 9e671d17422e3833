import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { type FakeIntegrator, type IncomingInvoice, pdfOf, receive, startFake } from './common.ts';

// A local EDM (docs/integrations/edm.md): SOAP 1.1, SOAPAction = the request element's name
// (anything else is refused, as the WSDL binds it), sessions from Login that can be made to
// expire, base64 UBL in CONTENT, two-part statuses, and faults carrying a RequestFault with
// ERROR_CODE / ERROR_SHORT_DES (10004 for a lost session, 10009 for a duplicate).

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
});
type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)];
const text = (value: unknown): string =>
  typeof value === 'object' && value ? String((value as Node)['#text'] ?? '') : String(value ?? '');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const STATUS = {
  approved: 'SEND - SUCCEED',
  awaitingApproval: 'SEND - WAIT_APPLICATION_RESPONSE',
  rejected: 'REJECTED - SUCCEED',
  notApproved: 'SEND - FAILED',
  cancelled: 'CANCELLED - SUCCEED',
} as const;

const reply = (response: ServerResponse, operation: string, inner: string) =>
  response
    .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
    .end(
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><t:${operation}Response xmlns:t="http://tempuri.org/">${inner}</t:${operation}Response></s:Body></s:Envelope>`,
    );

const fault = (response: ServerResponse, code: number, message: string) =>
  response
    .writeHead(500, { 'content-type': 'text/xml; charset=utf-8' })
    .end(
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Client</faultcode>' +
        `<faultstring>${escapeText(message)}</faultstring><detail><t:RequestFault xmlns:t="http://tempuri.org/"><INTL_TXN_ID>1</INTL_TXN_ID>` +
        `<ERROR_CODE>${code}</ERROR_CODE><ERROR_SHORT_DES>${escapeText(message)}</ERROR_SHORT_DES></t:RequestFault></detail></s:Fault></s:Body></s:Envelope>`,
    );

const RETURN = '<REQUEST_RETURN><INTL_TXN_ID>1</INTL_TXN_ID><RETURN_CODE>0</RETURN_CODE></REQUEST_RETURN>';

export async function startFakeEdm(): Promise<FakeIntegrator> {
  const sessions = new Set<string>();
  const received: FakeIntegrator['received'] = new Map();
  const statuses = new Map<string, string>();
  const incoming = new Map<string, IncomingInvoice>();
  const users = new Map<string, string>();
  const refusals = new Map<string, string>();
  const cancelled = new Map<string, string>();
  const username = 'edm-kullanici';
  const password = 'edm-sifre';

  const base = await startFake((request, body, response) => {
    const action = String(request.headers.soapaction ?? '').replace(/"/g, '');
    const envelope = node(node(parser.parse(body)).Envelope);
    const requestNode = node(node(envelope.Body)[action]);
    const operation = action.replace(/Request$/, '');
    if (!action.endsWith('Request') || !Object.keys(requestNode).length)
      return fault(response, 10015, `Desteklenmeyen işlem: ${action}`);
    const header = node(requestNode.REQUEST_HEADER);
    if (operation === 'Login') {
      if (text(requestNode.USER_NAME) !== username || text(requestNode.PASSWORD) !== password)
        return fault(response, 10002, 'Kullanıcı adı veya şifre hatalı');
      const session = randomUUID();
      sessions.add(session);
      return reply(response, operation, `${RETURN}<SESSION_ID>${session}</SESSION_ID>`);
    }
    if (!sessions.has(text(header.SESSION_ID)))
      return fault(response, 10004, 'Geçersiz session, tekrar login olunuz');

    switch (operation) {
      case 'SendInvoice': {
        const invoice = list(requestNode.INVOICE)[0] ?? {};
        const xml = Buffer.from(text(invoice.CONTENT), 'base64').toString('utf8');
        const uuid = /<cbc:UUID>([^<]*)</.exec(xml)?.[1] ?? '';
        const refusal = refusals.get(uuid);
        if (refusal && !received.has(uuid)) return fault(response, 10003, refusal);
        const { fresh, header: found } = receive(received, 'invoice', xml);
        if (!fresh)
          return fault(response, 10009, 'Belge daha önce gönderilen bir belge ile aynı (mükerrer UUID)');
        statuses.set(uuid, 'PACKAGE - PROCESSING');
        return reply(
          response,
          operation,
          `${RETURN}<INVOICE TRXID="0" UUID="${uuid}" ID="${found.number}"><HEADER><STATUS>PACKAGE - PROCESSING</STATUS></HEADER></INVOICE>`,
        );
      }
      case 'GetInvoiceStatus': {
        const uuid = text(node(requestNode.INVOICE)['@UUID']);
        const status = statuses.get(uuid);
        if (!status) return fault(response, 10008, 'Kriterlere uygun kayıt bulunamadı');
        const gib = status === 'SEND - SUCCEED' ? '1300' : status === 'SEND - FAILED' ? '1150' : '1100';
        return reply(
          response,
          operation,
          `<INVOICE_STATUS TRXID="0" UUID="${uuid}"><STATUS>${status}</STATUS><GIB_STATUS_CODE>${gib}</GIB_STATUS_CODE>` +
            `<GIB_STATUS_DESCRIPTION>${status === 'SEND - FAILED' ? 'ŞEMATRON KONTROL SONUCU HATALI' : ''}</GIB_STATUS_DESCRIPTION><DIRECTION>OUT</DIRECTION></INVOICE_STATUS>`,
        );
      }
      case 'GetInvoice': {
        const key = node(requestNode.INVOICE_SEARCH_KEY);
        const headerOnly = text(requestNode.HEADER_ONLY) === 'Y';
        const uuid = text(key.UUID);
        const readIncluded = text(key.READ_INCLUDED) === 'true';
        const pdf = text(requestNode.INVOICE_CONTENT_TYPE) === 'PDF';
        const ours = text(key.DIRECTION) === 'OUT' ? received.get(uuid) : undefined;
        if (ours)
          return reply(
            response,
            operation,
            `<INVOICE TRXID="0" UUID="${uuid}" ID="${ours.number}"><CONTENT>${(pdf ? pdfOf(ours.number) : Buffer.from(ours.xml)).toString('base64')}</CONTENT></INVOICE>`,
          );
        const found = [...incoming.values()].filter((entry) =>
          uuid ? entry.uuid === uuid : readIncluded || !entry.taken,
        );
        return reply(
          response,
          operation,
          found
            .map(
              (entry) =>
                `<INVOICE TRXID="0" UUID="${entry.uuid}" ID="${entry.number}"><HEADER><SENDER>${entry.senderTaxId}</SENDER>` +
                `<SUPPLIER>${escapeText(entry.senderName)}</SUPPLIER><ISSUE_DATE>${entry.date}</ISSUE_DATE>` +
                `<PAYABLE_AMOUNT currencyID="TRY">${entry.payable}</PAYABLE_AMOUNT><PROFILEID>${entry.profile}</PROFILEID>` +
                `<INVOICE_TYPE>${entry.type}</INVOICE_TYPE><INTERNETSALES>false</INTERNETSALES><EARCHIVE>false</EARCHIVE></HEADER>` +
                (headerOnly
                  ? ''
                  : `<CONTENT>${(pdf ? pdfOf(entry.number) : Buffer.from(entry.xml)).toString('base64')}</CONTENT>`) +
                '</INVOICE>',
            )
            .join(''),
        );
      }
      case 'MarkInvoice':
        for (const invoice of list(node(requestNode.MARK).INVOICE)) {
          const found = incoming.get(text(invoice['@UUID']));
          if (found) found.taken = true;
        }
        return reply(response, operation, RETURN);
      case 'CancelInvoice': {
        const uuid = text(node(requestNode.INVOICE)['@UUID']);
        if (received.get(uuid)?.profile !== 'EARSIVFATURA')
          return fault(response, 10008, 'Kriterlere uygun kayıt bulunamadı');
        if (cancelled.has(uuid))
          return fault(response, 10011, 'Tekrarlı işlem: fatura daha önce iptal edilmiş');
        cancelled.set(uuid, new Date().toISOString().slice(0, 10));
        statuses.set(uuid, 'CANCELLED - SUCCEED');
        return reply(response, operation, RETURN);
      }
      case 'SendInvoiceResponseWithServerSign': {
        const found = incoming.get(text(node(requestNode.INVOICE)['@UUID']));
        if (!found) return fault(response, 10008, 'Kriterlere uygun kayıt bulunamadı');
        if (found.answer) return fault(response, 10011, 'Tekrarlı işlem: faturaya daha önce yanıt verilmiş');
        found.answer = {
          accepted: text(requestNode.STATUS) === 'KABUL',
          reason: text(requestNode.DESCRIPTION),
        };
        return reply(response, operation, RETURN);
      }
      case 'CheckUser': {
        const taxId = text(node(requestNode.USER).IDENTIFIER);
        const title = users.get(taxId);
        if (!title) return reply(response, operation, '');
        const user = (unit: string, alias: string) =>
          `<USER><IDENTIFIER>${taxId}</IDENTIFIER><ALIAS>urn:mail:${alias}@${taxId}.example</ALIAS><TITLE>${escapeText(title)}</TITLE>` +
          `<TYPE>OZEL</TYPE><REGISTER_TIME>2024-01-02T10:00:00</REGISTER_TIME><UNIT>${unit}</UNIT><ALIAS_CREATION_TIME>2024-01-02T10:00:00</ALIAS_CREATION_TIME><DOCUMENTTYPE>INVOICE</DOCUMENTTYPE></USER>`;
        return reply(response, operation, user('PK', 'defaultpk') + user('GB', 'defaultgb'));
      }
      default:
        return fault(response, 10015, `Servis desteklenmiyor: ${operation}`);
    }
  });
  return {
    ...base,
    username,
    password,
    received,
    incoming,
    cancelled,
    users,
    sendCall: 'SendInvoiceRequest',
    setStatus: (uuid, status) => statuses.set(uuid, STATUS[status]),
    refuse: (uuid, message) => refusals.set(uuid, message),
    expireSessions: () => sessions.clear(),
  };
}
