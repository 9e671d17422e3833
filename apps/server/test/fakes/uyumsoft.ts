import type { ServerResponse } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { type FakeIntegrator, type IncomingInvoice, pdfOf, receive, startFake } from './common.ts';

// A local Uyumsoft (docs/integrations/uyumsoft.md): SOAP 1.1, a WS-Security UsernameToken on every
// call (an InvalidSecurity fault without a good one), tempuri operations answered as
// <OpResult IsSucceded Message> with Value(s), the invoice as XML inside the envelope.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
});
type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const strings = (value: unknown): string[] => {
  const found = node(value).string;
  return (Array.isArray(found) ? found : found === undefined ? [] : [found]).map(String);
};

const STATUS = {
  approved: ['Approved', 1000],
  awaitingApproval: ['WaitingForAprovement', 1100],
  rejected: ['Declined', 1200],
  notApproved: ['Error', 2000],
  cancelled: ['EArchivedCanceled', 1400],
} as const;

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function answer(response: ServerResponse, operation: string, result: string) {
  response
    .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
    .end(
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><${operation}Response xmlns="http://tempuri.org/">${result}</${operation}Response></s:Body></s:Envelope>`,
    );
}

const result = (operation: string, succeeded: boolean, message: string, inner = '', attributes = '') =>
  `<${operation}Result IsSucceded="${succeeded}" Message="${escapeText(message)}"${attributes}>${inner}</${operation}Result>`;

function fault(response: ServerResponse, code: string, text: string) {
  response
    .writeHead(500, { 'content-type': 'text/xml; charset=utf-8' })
    .end(
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">${code}</faultcode><faultstring xml:lang="en-US">${escapeText(text)}</faultstring></s:Fault></s:Body></s:Envelope>`,
    );
}

export async function startFakeUyumsoft(): Promise<FakeIntegrator> {
  const received: FakeIntegrator['received'] = new Map();
  const statuses = new Map<string, readonly [string, number]>();
  const incoming = new Map<string, IncomingInvoice>();
  const users = new Map<string, string>();
  const refusals = new Map<string, string>();
  const cancelled = new Map<string, string>();
  const username = 'Uyumsoft';
  const password = 'Uyumsoft';

  const base = await startFake((request, body, response) => {
    const action = String(request.headers.soapaction ?? '').replace(/"/g, '');
    const operation = action.slice(action.lastIndexOf('/') + 1);
    const envelope = node(node(parser.parse(body)).Envelope);
    const token = node(node(node(envelope.Header).Security).UsernameToken);
    const given = node(token.Password);
    if (
      String(token.Username ?? '') !== username ||
      String(given['#text'] ?? token.Password ?? '') !== password
    )
      return fault(
        response,
        'a:InvalidSecurity',
        'An error occurred when verifying security for the message.',
      );
    const input = node(node(envelope.Body)[operation]);
    const ok = (inner = '', attributes = '') =>
      answer(response, operation, result(operation, true, '', inner, attributes));
    const no = (message: string) => answer(response, operation, result(operation, false, message));

    // The raw text of the embedded document: the integrator reads the XML, not our parser's copy.
    const embedded = (root: string) => new RegExp(`<${root}[\\s>][\\s\\S]*?</${root}>`).exec(body)?.[0] ?? '';
    const store = (kind: string, root: string) => {
      const xml = embedded(root);
      const uuid = /<cbc:UUID>([^<]*)</.exec(xml)?.[1] ?? '';
      const refusal = refusals.get(uuid);
      if (refusal && !received.has(uuid)) return no(refusal);
      const { fresh, header } = receive(received, kind, xml);
      if (!fresh) return no(`${uuid} ETTN numaralı belge daha önce gönderilmiş`);
      statuses.set(uuid, ['SentToGib', 0]);
      return ok(
        `<Value Id="${uuid}" Number="${header.number}" InvoiceScenario="${header.profile === 'EARSIVFATURA' ? 'eArchive' : 'eInvoice'}"/>`,
      );
    };

    switch (operation) {
      case 'WhoAmI':
      case 'TestConnection':
        return ok('', ' Value="true"');
      case 'SendInvoice':
        return store('invoice', 'Invoice');
      case 'SendDespatch':
        return store('despatch', 'DespatchAdvice');
      case 'SendReceiptAdviceUbl':
        return store('receipt', 'ReceiptAdvice');
      case 'QueryOutboxInvoiceStatus':
      case 'QueryOutboxDespatchStatus': {
        const ids = strings(operation === 'QueryOutboxInvoiceStatus' ? input.invoiceIds : input.despatchIds);
        return ok(
          ids
            .filter((uuid) => statuses.has(uuid))
            .map((uuid) => {
              const [status, code] = statuses.get(uuid)!;
              return operation === 'QueryOutboxInvoiceStatus'
                ? `<Value Status="${status}" StatusCode="${code}" InvoiceId="${uuid}" Message="${status === 'Error' ? 'Şematron kontrolü başarısız' : ''}"/>`
                : `<Value DespatchId="${uuid}" StatusEnum="${status}" StatusCode="${code}" Message=""/>`;
            })
            .join(''),
        );
      }
      case 'GetInboxInvoiceList': {
        const onlyNew = node(input.query)['@OnlyNewestInvoices'] === 'true';
        const items = [...incoming.values()].filter((entry) => !onlyNew || !entry.taken);
        return ok(
          `<Value PageIndex="0" PageSize="100" TotalCount="${items.length}" TotalPages="1">${items
            .map(
              (entry) =>
                `<Items><InvoiceId>${entry.number}</InvoiceId><DocumentId>${entry.uuid}</DocumentId><Type>${entry.profile === 'TICARIFATURA' ? 'ComercialInvoice' : 'BaseInvoice'}</Type>` +
                `<TargetTcknVkn>${entry.senderTaxId}</TargetTcknVkn><TargetTitle>${escapeText(entry.senderName)}</TargetTitle><ExecutionDate>${entry.date}T00:00:00</ExecutionDate>` +
                `<PayableAmount>${entry.payable}</PayableAmount><DocumentCurrencyCode>TRY</DocumentCurrencyCode><InvoiceTipType>${entry.type}</InvoiceTipType><IsNew>${!entry.taken}</IsNew></Items>`,
            )
            .join('')}</Value>`,
        );
      }
      case 'GetInboxInvoiceData':
      case 'GetOutboxInvoiceData': {
        const uuid = String(input.invoiceId ?? '');
        const xml = operation === 'GetInboxInvoiceData' ? incoming.get(uuid)?.xml : received.get(uuid)?.xml;
        if (!xml) return no('İlgili fatura bulunamadı');
        return ok(`<Value InvoiceId="${uuid}"><Data>${Buffer.from(xml).toString('base64')}</Data></Value>`);
      }
      case 'GetInboxInvoicePdf':
      case 'GetOutboxInvoicePdf': {
        const uuid = String(input.invoiceId ?? '');
        const number =
          operation === 'GetInboxInvoicePdf' ? incoming.get(uuid)?.number : received.get(uuid)?.number;
        if (!number) return no('İlgili fatura bulunamadı');
        return ok(`<Value InvoiceId="${uuid}"><Data>${pdfOf(number).toString('base64')}</Data></Value>`);
      }
      case 'SetInvoicesTaken':
        for (const uuid of strings(input.invoices)) {
          const found = incoming.get(uuid);
          if (found) found.taken = true;
        }
        return ok('', ' Value="true"');
      case 'CancelEArchiveInvoice': {
        const request = node(input.request);
        const uuid = String(request['@InvoiceId'] ?? '');
        if (received.get(uuid)?.profile !== 'EARSIVFATURA') return no('e-Arşiv fatura bulunamadı');
        if (cancelled.has(uuid)) return no('Fatura daha önce iptal edilmiş');
        cancelled.set(uuid, String(request['@CancelDate'] ?? '').slice(0, 10));
        return ok('', ' Value="true"');
      }
      case 'SendDocumentResponse': {
        const info = node(node(input.responses).DocumentResponseInfo);
        const found = incoming.get(String(info.InvoiceId ?? ''));
        if (!found) return no('İlgili fatura bulunamadı');
        if (found.answer) return no('Bu faturaya daha önce yanıt verilmiş');
        found.answer = { accepted: info.ResponseStatus === 'Approved', reason: String(info.Reason ?? '') };
        return ok('', ' Value="true"');
      }
      case 'IsEInvoiceUser':
        return ok('', ` Value="${users.has(String(input.vknTckn ?? ''))}"`);
      case 'GetUserAliasses': {
        const taxId = String(input.vknTckn ?? '');
        const title = users.get(taxId);
        if (!title) return ok('<Value/>');
        const alias = (name: string, element: string) =>
          `<${element} Alias="urn:mail:${name}@${taxId}.example" Type="1" SystemCreateDate="2024-01-02T00:00:00" Enabled="true"/>`;
        return ok(
          `<Value><Definition Identifier="${taxId}" Title="${escapeText(title)}" Type="1" CreateDateUtc="2024-01-02T00:00:00"/>` +
            `${alias('defaultpk', 'ReceiverboxAliases')}${alias('defaultgb', 'SenderboxAliases')}${alias('irsaliyepk', 'DespatchReceiverboxAliases')}</Value>`,
        );
      }
      default:
        return fault(
          response,
          'a:ActionNotSupported',
          `The message with Action '${action}' cannot be processed`,
        );
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
    sendCall: '/SendInvoice',
    setStatus: (uuid, status) => statuses.set(uuid, STATUS[status]),
    refuse: (uuid, message) => refusals.set(uuid, message),
    // Uyumsoft has no sessions: every call carries the credentials.
    expireSessions: () => {},
  };
}
