import { randomUUID } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  type FakeIntegrator,
  type IncomingDespatch,
  type IncomingInvoice,
  json,
  pdfOf,
  receive,
  startFake,
} from './common.ts';

// A local MySoft e-Dönüşüm API (v8, docs/integrations/mysoft.md): client-credentials tokens that
// expire, the wrapped answers, zipped UBL, outbox statuses, the inbox with mark-as-taken and
// accept/deny, and GİB's user list.

const unzip = (data: string) =>
  strFromU8(Object.values(unzipSync(new Uint8Array(Buffer.from(data, 'base64'))))[0]!);
const zip = (name: string, content: string | Buffer) =>
  Buffer.from(
    zipSync({ [name]: typeof content === 'string' ? strToU8(content) : new Uint8Array(content) }),
  ).toString('base64');

const STATUS_TEXT = {
  approved: 'ALICIYA_ULASTI',
  awaitingApproval: 'YANIT_BEKLENIYOR',
  rejected: 'RED',
  notApproved: 'HATA',
  cancelled: 'IPTAL_EDILDI',
} as const;

export async function startFakeMysoft(): Promise<FakeIntegrator> {
  const tokens = new Set<string>();
  const received: FakeIntegrator['received'] = new Map();
  const statuses = new Map<string, string>();
  const incoming = new Map<string, IncomingInvoice>();
  const incomingDespatches = new Map<string, IncomingDespatch>();
  const users = new Map<string, string>();
  const refusals = new Map<string, string>();
  const cancelled = new Map<string, string>();
  const username = randomUUID();
  const password = 'gizli-anahtar';
  const ok = (data: unknown) => ({ succeed: true, message: null, errorCode: null, data });
  const fail = (errorCode: string, message: string) => ({ succeed: false, message, errorCode, data: null });

  const base = await startFake((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const param = (name: string) => url.searchParams.get(name) ?? '';
    if (path === '/oauth/token') {
      const form = new URLSearchParams(body);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== username ||
        form.get('client_secret') !== password
      )
        return json(response, 400, {
          error: 'invalid_client',
          error_description: 'Erişim anahtarı geçersiz',
        });
      const token = randomUUID();
      tokens.add(token);
      return json(response, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 300,
        refresh_token: null,
      });
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) return json(response, 401, { message: 'Unauthorized' });
    const input = body ? (JSON.parse(body) as Record<string, string | boolean>) : {};

    const store = (kind: string, field: string) => {
      const xml = unzip(String(input[field]));
      const uuid = /<cbc:UUID>([^<]*)</.exec(xml)?.[1] ?? '';
      const refusal = refusals.get(uuid);
      if (refusal && !received.has(uuid)) return json(response, 200, fail('00500', refusal));
      const { fresh, header } = receive(received, kind, xml);
      if (!fresh) return json(response, 200, fail('00420', 'Bu ETTN ile daha önce belge gönderilmiş'));
      statuses.set(uuid, 'GIBE_GONDERILDI');
      return json(
        response,
        200,
        ok({
          invoiceId: received.size,
          invoiceETTN: uuid,
          despatchETTN: uuid,
          receiptETTN: uuid,
          docNo: header.number,
        }),
      );
    };
    const statusOf = (uuid: string, field: string) => {
      const status = statuses.get(uuid);
      if (!status) return json(response, 200, fail('00404', 'Belge bulunamadı'));
      return json(
        response,
        200,
        ok({
          [field]: status,
          envelopeStatusCode: status === 'HATA' ? 1160 : 1300,
          declineReason: status === 'RED' ? 'Fiyat hatalı' : null,
        }),
      );
    };

    switch (path) {
      case '/api/InvoiceOutbox/invoiceOutboxWithUblXml':
        return store('invoice', 'invoiceTypeUblString');
      case '/api/DespatchOutbox/despatchOutboxWithUblXml':
        return store('despatch', 'despatchAdviceTypeUblString');
      case '/api/ReceiptOutbox/receiptOutboxWithUblXml':
        return store('receipt', 'receiptAdviceTypeUblString');
      case '/api/InvoiceOutbox/getInvoiceOutboxStatus':
        return statusOf(param('invoiceETTN'), 'invoiceStatusText');
      case '/api/DespatchOutbox/getDespatchOutboxStatus':
        return statusOf(param('despatchETTN'), 'despatchStatusText');
      case '/api/InvoiceOutbox/cancelEArchiveInvoice': {
        const uuid = param('invoiceETTN');
        if (received.get(uuid)?.profile !== 'EARSIVFATURA')
          return json(response, 200, fail('00404', 'e-Arşiv fatura bulunamadı'));
        if (cancelled.has(uuid)) return json(response, 200, fail('00410', 'Fatura daha önce iptal edilmiş'));
        if (!param('cancelDate') || !param('cancelType'))
          return json(response, 200, fail('00400', 'İptal tarihi ve tipi zorunludur'));
        cancelled.set(uuid, param('cancelDate'));
        statuses.set(uuid, 'IPTAL_EDILDI');
        return json(response, 200, ok(true));
      }
      case '/api/ReceiptOutbox/getReceiptOutboxStatus':
        return statusOf(param('receiptETTN'), 'despatchStatusText');
      case '/api/DespatchOutbox/getDespatchOutboxXMLAsZip':
        return json(
          response,
          200,
          ok(zip(`${param('despatchETTN')}.xml`, received.get(param('despatchETTN'))?.xml ?? '')),
        );
      case '/api/DespatchOutbox/getDespatchOutboxPdfAsZip':
      case '/api/DespatchInbox/getDespatchInboxPdfAsZip': {
        const uuid = param('despatchETTN');
        const number = received.get(uuid)?.number ?? incomingDespatches.get(uuid)?.number;
        if (!number) return json(response, 200, fail('00404', 'Belge bulunamadı'));
        return json(response, 200, ok(zip(`${uuid}.pdf`, pdfOf(number))));
      }
      case '/api/DespatchInbox/getNewDespatchInboxWithHeaderInfoList':
      case '/api/DespatchInbox/getDespatchInboxWithHeaderInfoListForPeriodPaging': {
        const onlyNew = path.includes('getNew');
        const list = [...incomingDespatches.values()]
          .filter((entry) => !onlyNew || !entry.taken)
          .slice(0, 100);
        return json(
          response,
          200,
          ok(
            list.map((entry) => ({
              ettn: entry.uuid,
              docNo: entry.number,
              docDate: `${entry.date}T00:00:00`,
              profile: 'TEMELIRSALIYE',
              despatchType: 'SEVK',
              vknTckn: entry.senderTaxId,
              accountName: entry.senderName,
            })),
          ),
        );
      }
      case '/api/DespatchInbox/getDespatchInboxUBLXMLAsZip': {
        const found = incomingDespatches.get(param('despatchETTN'));
        return found
          ? json(response, 200, ok(zip(`${found.uuid}.xml`, found.xml)))
          : json(response, 200, fail('00404', 'Belge bulunamadı'));
      }
      case '/api/DespatchInbox/despatchInboxSavedByCustomer': {
        const found = incomingDespatches.get(param('despatchETTN'));
        if (found) found.taken = true;
        return json(response, 200, ok(Boolean(found)));
      }
      case '/api/InvoiceOutbox/getInvoiceOutboxXMLAsZip':
        return json(
          response,
          200,
          ok(zip(`${param('invoiceETTN')}.xml`, received.get(param('invoiceETTN'))?.xml ?? '')),
        );
      case '/api/InvoiceOutbox/getInvoiceOutboxPdfAsZip':
      case '/api/InvoiceInbox/getInvoiceInboxPdfAsZip': {
        const uuid = param('invoiceETTN');
        const number = received.get(uuid)?.number ?? incoming.get(uuid)?.number;
        if (!number) return json(response, 200, fail('00404', 'Belge bulunamadı'));
        return json(response, 200, ok(zip(`${uuid}.pdf`, pdfOf(number))));
      }
      case '/api/InvoiceInbox/getNewInvoiceInboxWithHeaderInfoList':
      case '/api/InvoiceInbox/getInvoiceInboxWithHeaderInfoListForPeriodPaging': {
        const onlyNew = path.includes('getNew');
        const list = [...incoming.values()]
          .filter((entry) => !onlyNew || !entry.taken)
          .slice(0, onlyNew ? 100 : 1000);
        return json(
          response,
          200,
          ok(
            list.map((entry) => ({
              ettn: entry.uuid,
              docNo: entry.number,
              docDate: `${entry.date}T00:00:00`,
              profile: entry.profile,
              invoiceType: entry.type,
              vknTckn: entry.senderTaxId,
              accountName: entry.senderName,
              payableAmount: Number(entry.payable),
              currencyCode: 'TRY',
            })),
          ),
        );
      }
      case '/api/InvoiceInbox/getInvoiceInboxUBLXMLAsZip': {
        const found = incoming.get(param('invoiceETTN'));
        return found
          ? json(response, 200, ok(zip(`${found.uuid}.xml`, found.xml)))
          : json(response, 200, fail('00404', 'Belge bulunamadı'));
      }
      case '/api/InvoiceInbox/invoiceInboxSavedByCustomer': {
        const found = incoming.get(param('invoiceETTN'));
        if (found) found.taken = true;
        return json(response, 200, ok(Boolean(found)));
      }
      case '/api/InvoiceInbox/acceptInvoice':
      case '/api/InvoiceInbox/denyInvoiceWithModel': {
        const found = incoming.get(param('invoiceETTN') || String(input.invoiceETTN ?? ''));
        if (!found) return json(response, 200, fail('00404', 'Belge bulunamadı'));
        if (found.answer) return json(response, 200, fail('00410', 'Bu fatura daha önce yanıtlanmış'));
        found.answer = { accepted: path.endsWith('acceptInvoice'), reason: String(input.rejectReason ?? '') };
        return json(response, 200, ok(true));
      }
      case '/api/GeneralCard/getGibAccountModel': {
        const taxId = param('vknTckn');
        const title = users.get(taxId);
        if (!title) return json(response, 200, ok(null));
        const alias = (type: number, document: number, name: string) => ({
          alias: `urn:mail:${name}@${taxId}.example`,
          aliasType: type,
          gibDocumentType: document,
          aliasCreateDate: '2024-01-02T00:00:00',
          aliasDeleteDate: null,
        });
        return json(
          response,
          200,
          ok({
            identifierNumber: taxId,
            gibAccountName: title,
            isPassive: false,
            eInvoiceStartDate: '2024-01-02T00:00:00',
            gibAccountAliasList: [
              alias(1, 1, 'defaultpk'),
              alias(2, 1, 'defaultgb'),
              alias(1, 2, 'irsaliyepk'),
            ],
          }),
        );
      }
      default:
        return json(response, 404, fail('00404', `Bilinmeyen yol ${path}`));
    }
  });
  return {
    ...base,
    username,
    password,
    received,
    incoming,
    incomingDespatches,
    cancelled,
    users,
    sendCall: 'OutboxWithUblXml',
    setStatus: (uuid, status) => statuses.set(uuid, STATUS_TEXT[status]),
    refuse: (uuid, message) => refusals.set(uuid, message),
    expireSessions: () => tokens.clear(),
  };
}
