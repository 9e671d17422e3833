import { escapeXml } from '@kibo/ubl-tr';
import {
  asList,
  asNode,
  asText,
  type SoapFault,
  type SoapNode,
  soapCall,
  withoutProlog,
} from '../../../platform/services/soap.ts';
import {
  type DocumentKind,
  type EDocumentStatus,
  type InboxEntry,
  type Integrator,
  type IntegratorAccount,
  IntegratorError,
  type OutgoingDocument,
  type StatusAnswer,
  type UserAnswer,
} from './types.ts';

// Uyumsoft's WCF services (docs/integrations/uyumsoft.md): SOAP 1.1 at …/Services/Integration and
// …/Services/DespatchIntegration, every call carrying a WS-Security UsernameToken, operations in
// the tempuri namespace, answers as <OpResult IsSucceded="…" Message="…"> with their Value(s).
// The invoice travels as XML inside the envelope, under a tempuri <Invoice>.

export const UYUMSOFT_URLS = {
  test: 'https://efaturaws-test.uyum.com.tr/services/Integration',
  production: 'https://edonusumapi.uyum.com.tr/services/Integration',
};

const TEMPURI = 'http://tempuri.org/';
const INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const DUPLICATE = /daha önce|zaten|mevcut|kayıtlı|already|duplicate|IsAlreadyUsed/i;
const AUTH = /InvalidSecurity|Authentication|Unauthorized|kullanıcı adı|şifre/i;

/** Uyumsoft's InvoiceStatus / DespatchStatus names in the spec's words. */
export function uyumsoftStatus(status: string): EDocumentStatus {
  switch (status) {
    case 'Approved':
    case 'PartialApproved':
      return 'approved';
    case 'WaitingForAprovement':
    case 'WaitingForApprovement':
      return 'awaitingApproval';
    case 'Declined':
      return 'rejected';
    case 'Return':
      return 'returned';
    case 'Canceled':
    case 'EArchivedCanceled':
      return 'cancelled';
    case 'Error':
      return 'notApproved';
    default:
      return 'sent';
  }
}

const strings = (name: string, values: readonly string[]) =>
  `<${name}>${values.map((value) => `<string>${escapeXml(value)}</string>`).join('')}</${name}>`;

export class UyumsoftClient implements Integrator {
  constructor(private readonly account: IntegratorAccount) {}

  private get despatchUrl(): string {
    return this.account.url.replace(/Integration$/i, 'DespatchIntegration');
  }

  private security(): string {
    return (
      '<wsse:Security s:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">' +
      `<wsse:UsernameToken><wsse:Username>${escapeXml(this.account.username)}</wsse:Username>` +
      `<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">${escapeXml(this.account.password)}</wsse:Password>` +
      '</wsse:UsernameToken></wsse:Security>'
    );
  }

  /** Calls an operation; answers its Result element, or throws what went wrong in our words. */
  private async operation(
    operation: string,
    inner: string,
    service: 'invoice' | 'despatch' = 'invoice',
  ): Promise<SoapNode> {
    const contract = service === 'despatch' ? 'IDespatchIntegration' : 'IIntegration';
    const { body, fault } = await soapCall(
      service === 'despatch' ? this.despatchUrl : this.account.url,
      `${TEMPURI}${contract}/${operation}`,
      `<${operation} xmlns="${TEMPURI}">${inner}</${operation}>`,
      this.security(),
      this.account.timeoutMs,
    );
    if (fault) throw faultError(fault);
    const result = asNode(asNode(body[`${operation}Response`])[`${operation}Result`]);
    if (asText(result['@IsSucceded']) !== 'true') {
      const message = asText(result['@Message']) || `Uyumsoft ${operation} başarısız`;
      throw new IntegratorError(
        DUPLICATE.test(message) ? 'duplicate' : AUTH.test(message) ? 'auth' : 'refused',
        operation,
        message,
      );
    }
    return result;
  }

  async testConnection(): Promise<void> {
    await this.operation('WhoAmI', '');
  }

  async send(kind: DocumentKind, document: OutgoingDocument): Promise<{ ref: string }> {
    const target = `<TargetCustomer VknTckn="${escapeXml(document.receiver.taxId)}" Alias="${escapeXml(document.receiver.alias ?? '')}" Title="${escapeXml(document.receiver.name)}"/>`;
    if (kind === 'despatch') {
      const result = await this.operation(
        'SendDespatch',
        `<despatches><DespatchInfo LocalDocumentId="${document.uuid}">${withoutProlog(document.xml)}${target}</DespatchInfo></despatches>`,
        'despatch',
      );
      return { ref: asText(asList(result.Value)[0]?.['@Number']) || document.number };
    }
    const archive = document.profile === 'EARSIVFATURA';
    // Our UBL root's default namespace becomes tempuri's; its children keep their own prefixes.
    const invoice = withoutProlog(document.xml).replace(`xmlns="${INVOICE_NS}"`, `xmlns="${TEMPURI}"`);
    const result = await this.operation(
      'SendInvoice',
      `<invoices><InvoiceInfo LocalDocumentId="${document.uuid}">${invoice}${target}` +
        (archive
          ? `<EArchiveInvoiceInfo DeliveryType="${document.archiveDelivery === 'KAGIT' ? 'Paper' : 'Electronic'}"/>`
          : '') +
        `<Scenario>${archive ? 'eArchive' : 'eInvoice'}</Scenario><CreateDateUtc>${new Date().toISOString()}</CreateDateUtc>` +
        '</InvoiceInfo></invoices>',
    );
    return { ref: asText(asList(result.Value)[0]?.['@Number']) || document.number };
  }

  async statuses(kind: DocumentKind | 'receipt', uuids: readonly string[]): Promise<StatusAnswer[]> {
    if (kind === 'receipt') return [];
    if (kind === 'despatch') {
      const result = await this.operation(
        'QueryOutboxDespatchStatus',
        strings('despatchIds', uuids),
        'despatch',
      );
      return asList(result.Value).map((value) => ({
        uuid: asText(value['@DespatchId']),
        status: uyumsoftStatus(asText(value['@StatusEnum'])),
        code: [asText(value['@StatusEnum']), asText(value['@StatusCode'])].filter(Boolean).join(' '),
        text: asText(value['@Message']),
      }));
    }
    const result = await this.operation('QueryOutboxInvoiceStatus', strings('invoiceIds', uuids));
    return asList(result.Value).map((value) => ({
      uuid: asText(value['@InvoiceId']),
      status: uyumsoftStatus(asText(value['@Status'])),
      code: [asText(value['@Status']), asText(value['@StatusCode'])].filter(Boolean).join(' '),
      text: asText(value['@Message']),
    }));
  }

  async inbox(
    _kind: DocumentKind,
    query: { from: string; to: string; onlyNew: boolean },
  ): Promise<InboxEntry[]> {
    const result = await this.operation(
      'GetInboxInvoiceList',
      `<query PageIndex="0" PageSize="100" OnlyNewestInvoices="${query.onlyNew}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">` +
        `<ExecutionStartDate i:nil="true"/><ExecutionEndDate i:nil="true"/>` +
        `<CreateStartDate>${query.from}T00:00:00</CreateStartDate><CreateEndDate>${query.to}T23:59:59</CreateEndDate>` +
        '<Status i:nil="true"/></query>',
    );
    // In list items DocumentId is the ETTN and InvoiceId the number (docs/integrations/uyumsoft.md §4).
    return asList(asNode(result.Value).Items).map((item) => ({
      uuid: asText(item.DocumentId),
      number: asText(item.InvoiceId),
      issueDate: asText(item.ExecutionDate).slice(0, 10),
      profile: asText(item.Type) === 'ComercialInvoice' ? 'TICARIFATURA' : 'TEMELFATURA',
      type: asText(item.InvoiceTipType),
      senderTaxId: asText(item.TargetTcknVkn),
      senderName: asText(item.TargetTitle),
      payable: asText(item.PayableAmount) || '0',
      currency: asText(item.DocumentCurrencyCode) || 'TRY',
    }));
  }

  async content(
    _kind: DocumentKind,
    direction: 'in' | 'out',
    uuid: string,
    format: 'xml' | 'pdf',
  ): Promise<Buffer> {
    const box = direction === 'in' ? 'Inbox' : 'Outbox';
    const result = await this.operation(
      `Get${box}Invoice${format === 'pdf' ? 'Pdf' : 'Data'}`,
      `<invoiceId>${escapeXml(uuid)}</invoiceId>`,
    );
    return Buffer.from(asText(asNode(result.Value).Data), 'base64');
  }

  async markTaken(_kind: DocumentKind, uuids: readonly string[]): Promise<void> {
    await this.operation('SetInvoicesTaken', strings('invoices', uuids));
  }

  async respond(uuid: string, answer: 'accept' | 'reject', reason: string): Promise<void> {
    await this.operation(
      'SendDocumentResponse',
      `<responses><DocumentResponseInfo><InvoiceId>${escapeXml(uuid)}</InvoiceId>` +
        `<ResponseStatus>${answer === 'accept' ? 'Approved' : 'Declined'}</ResponseStatus><Reason>${escapeXml(reason)}</Reason>` +
        '</DocumentResponseInfo></responses>',
    );
  }

  // The WSDL's request carries the invoice's id and the day only; the reason stays with us.
  async cancelArchive(uuid: string, date: string, _note: string): Promise<void> {
    await this.operation(
      'CancelEArchiveInvoice',
      `<request InvoiceId="${escapeXml(uuid)}" CancelDate="${date}T00:00:00"/>`,
    );
  }

  async sendReceipt(document: OutgoingDocument): Promise<{ ref: string }> {
    const result = await this.operation(
      'SendReceiptAdviceUbl',
      `<receiptAdvices>${withoutProlog(document.xml)}</receiptAdvices>`,
      'despatch',
    );
    return { ref: asText(asNode(result.Value)['@ReceiptAdviceNumber']) || document.number };
  }

  async user(kind: DocumentKind, taxId: string): Promise<UserAnswer> {
    const result = await this.operation('GetUserAliasses', `<vknTckn>${escapeXml(taxId)}</vknTckn>`);
    const value = asNode(result.Value);
    const [receivers, senders] =
      kind === 'despatch'
        ? ['DespatchReceiverboxAliases', 'DespatchSenderboxAliases']
        : ['ReceiverboxAliases', 'SenderboxAliases'];
    const aliases = (name: string, type: 'PK' | 'GB') =>
      asList(value[name])
        .filter((alias) => asText(alias['@Enabled']) !== 'false' && !asText(alias['@SystemDeleteDate']))
        .map((alias) => ({
          alias: asText(alias['@Alias']),
          type,
          since: asText(alias['@SystemCreateDate']).slice(0, 10),
        }));
    const found = [...aliases(receivers, 'PK'), ...aliases(senders, 'GB')];
    return {
      registered: found.some((alias) => alias.type === 'PK'),
      title: asText(asNode(value.Definition)['@Title']),
      aliases: found,
    };
  }
}

function faultError(fault: SoapFault): IntegratorError {
  return new IntegratorError(
    AUTH.test(`${fault.code} ${fault.text}`) ? 'auth' : 'refused',
    fault.code || 'FAULT',
    fault.text,
  );
}
