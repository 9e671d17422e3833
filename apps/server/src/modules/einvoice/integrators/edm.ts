import { randomUUID } from 'node:crypto';
import { escapeXml } from '@kibo/ubl-tr';
import {
  asList,
  asNode,
  asText,
  type SoapFault,
  type SoapNode,
  soapCall,
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

// EDM Bilişim's EFaturaEDM service (docs/integrations/edm.md): SOAP 1.1, the request element in
// tempuri and its children unqualified, SOAPAction = the request element's name, a session from
// Login carried in every REQUEST_HEADER, the UBL base64 in CONTENT, failures as faults holding a
// RequestFault. e-Arşiv goes through the same SendInvoice. EDM's e-despatch contract is not
// published anywhere we could read: despatches are refused here, and the despatch screens are
// MySoft's (the spec gives e-despatch routes to MySoft only).

export const EDM_URLS = {
  test: 'https://test.edmbilisim.com.tr/EFaturaEDM21ea/EFaturaEDM.svc',
  production: 'https://portal2.edmbilisim.com.tr/EFaturaEDM/EFaturaEDM.svc',
};

const TEMPURI = 'http://tempuri.org/';
const SESSION_LOST =
  /10004|2005|aktif session|session bulunamad|oturum süresi|geçersiz session|invalid session|session expired/i;
const DUPLICATE = /^(10009|10011|10017)$|mükerrer|daha önce|already/i;

const sessions = new Map<string, string>();

/** EDM's two-part status literals ("SEND - SUCCEED") in the spec's words. */
export function edmStatus(status: string): EDocumentStatus {
  switch (status.replace(/\s+/g, ' ').trim()) {
    case 'SEND - SUCCEED':
    case 'ACCEPTED - SUCCEED':
      return 'approved';
    case 'SEND - WAIT_APPLICATION_RESPONSE':
      return 'awaitingApproval';
    case 'REJECTED - SUCCEED':
      return 'rejected';
    case 'CANCELLED - SUCCEED':
      return 'cancelled';
    case 'PACKAGE - FAIL':
    case 'SEND - FAILED':
      return 'notApproved';
    default:
      return 'sent';
  }
}

function faultOf(fault: SoapFault): { code: string; text: string } {
  const detail = asNode(fault.detail.RequestFault);
  return {
    code: asText(detail.ERROR_CODE) || fault.code,
    text: asText(detail.ERROR_SHORT_DES) || asText(detail.ERROR_LONG_DES) || fault.text,
  };
}

export class EdmClient implements Integrator {
  constructor(private readonly account: IntegratorAccount) {}

  private get key(): string {
    return `${this.account.url}|${this.account.username}`;
  }

  private header(session: string, reason: string): string {
    return (
      `<REQUEST_HEADER><SESSION_ID>${escapeXml(session)}</SESSION_ID><CLIENT_TXN_ID>${randomUUID()}</CLIENT_TXN_ID>` +
      `<ACTION_DATE>${new Date().toISOString().slice(0, 19)}</ACTION_DATE><REASON>${reason}</REASON>` +
      '<APPLICATION_NAME>Kibo</APPLICATION_NAME><HOSTNAME>kibo</HOSTNAME><CHANNEL_NAME>WEB</CHANNEL_NAME>' +
      '<COMPRESSED>N</COMPRESSED></REQUEST_HEADER>'
    );
  }

  private async call(operation: string, inner: string): Promise<SoapNode> {
    const { body, fault } = await soapCall(
      this.account.url,
      `${operation}Request`,
      `<t:${operation}Request xmlns:t="${TEMPURI}">${inner}</t:${operation}Request>`,
      '',
      this.account.timeoutMs,
    );
    if (fault) {
      const { code, text } = faultOf(fault);
      if (operation === 'Login') throw new IntegratorError('auth', code, text);
      throw new IntegratorError(
        SESSION_LOST.test(`${code} ${text}`)
          ? 'auth'
          : DUPLICATE.test(code) || DUPLICATE.test(text)
            ? 'duplicate'
            : 'refused',
        code,
        text,
      );
    }
    return asNode(body[`${operation}Response`]);
  }

  private async login(): Promise<string> {
    const answer = await this.call(
      'Login',
      `${this.header('0', 'Login')}<USER_NAME>${escapeXml(this.account.username)}</USER_NAME><PASSWORD>${escapeXml(this.account.password)}</PASSWORD>`,
    );
    const session = asText(answer.SESSION_ID);
    if (!session) throw new IntegratorError('auth', 'LOGIN', 'EDM oturum açmadı');
    sessions.set(this.key, session);
    return session;
  }

  /** An operation in the session; a lost session is opened again once and the call repeated. */
  private async operation(operation: string, inner: string): Promise<SoapNode> {
    const held = sessions.get(this.key) ?? (await this.login());
    try {
      return await this.call(operation, this.header(held, operation) + inner);
    } catch (error) {
      if (
        !(error instanceof IntegratorError) ||
        error.kind !== 'auth' ||
        !SESSION_LOST.test(`${error.code} ${error.message}`)
      )
        throw error;
      sessions.delete(this.key);
      return this.call(operation, this.header(await this.login(), operation) + inner);
    }
  }

  async testConnection(): Promise<void> {
    sessions.delete(this.key);
    await this.login();
  }

  async send(kind: DocumentKind, document: OutgoingDocument): Promise<{ ref: string }> {
    if (kind === 'despatch')
      throw new IntegratorError('refused', 'DESPATCH', 'EDM e-İrsaliye bu sürümde desteklenmiyor');
    const archive = document.profile === 'EARSIVFATURA';
    const to = archive ? '' : (document.receiver.alias ?? '');
    const answer = await this.operation(
      'SendInvoice',
      `<SENDER vkn="${escapeXml(this.account.taxId)}" alias="${escapeXml(this.account.invoiceAlias)}"/>` +
        `<RECEIVER vkn="${escapeXml(document.receiver.taxId)}"${to ? ` alias="${escapeXml(to)}"` : ''}/>` +
        `<INVOICE TRXID="0" UUID="${document.uuid}" ID="${escapeXml(document.number)}"><HEADER>` +
        `<FROM>${escapeXml(this.account.invoiceAlias)}</FROM><TO>${escapeXml(to)}</TO><PROFILEID>${escapeXml(document.profile)}</PROFILEID>` +
        `<INTERNETSALES>false</INTERNETSALES><EARCHIVE>${archive}</EARCHIVE>` +
        '<EARCHIVE_REPORT_SENDDATE>0001-01-01</EARCHIVE_REPORT_SENDDATE><CANCEL_EARCHIVE_REPORT_SENDDATE>0001-01-01</CANCEL_EARCHIVE_REPORT_SENDDATE>' +
        `<OTHER_ENTEGRATION>0</OTHER_ENTEGRATION></HEADER><CONTENT>${Buffer.from(document.xml).toString('base64')}</CONTENT></INVOICE>`,
    );
    return { ref: asText(asList(answer.INVOICE)[0]?.['@ID']) || document.number };
  }

  async statuses(kind: DocumentKind | 'receipt', uuids: readonly string[]): Promise<StatusAnswer[]> {
    if (kind !== 'invoice') return [];
    const answers: StatusAnswer[] = [];
    // One document per call: EDM's binding has no bulk status query.
    for (const uuid of uuids) {
      const answer = await this.operation('GetInvoiceStatus', `<INVOICE TRXID="0" UUID="${uuid}"/>`);
      const status = asNode(answer.INVOICE_STATUS);
      answers.push({
        uuid,
        status: edmStatus(asText(status.STATUS)),
        code: [asText(status.STATUS), asText(status.GIB_STATUS_CODE)].filter(Boolean).join(' '),
        text: asText(status.GIB_STATUS_DESCRIPTION) || asText(status.STATUS_DESCRIPTION),
      });
    }
    return answers;
  }

  private search(key: string, headerOnly: boolean, contentType: 'XML' | 'PDF') {
    return this.operation(
      'GetInvoice',
      `<INVOICE_SEARCH_KEY>${key}</INVOICE_SEARCH_KEY><HEADER_ONLY>${headerOnly ? 'Y' : 'N'}</HEADER_ONLY><INVOICE_CONTENT_TYPE>${contentType}</INVOICE_CONTENT_TYPE>`,
    );
  }

  async inbox(
    _kind: DocumentKind,
    query: { from: string; to: string; onlyNew: boolean },
  ): Promise<InboxEntry[]> {
    const answer = await this.search(
      `<LIMIT>100</LIMIT><START_DATE>${query.from}</START_DATE><END_DATE>${query.to}</END_DATE>` +
        `<READ_INCLUDED>${!query.onlyNew}</READ_INCLUDED><DIRECTION>IN</DIRECTION>`,
      true,
      'XML',
    );
    return asList(answer.INVOICE).map((invoice) => {
      const header = asNode(invoice.HEADER);
      const amount = asNode(header.PAYABLE_AMOUNT);
      return {
        uuid: asText(invoice['@UUID']),
        number: asText(invoice['@ID']),
        issueDate: asText(header.ISSUE_DATE).slice(0, 10),
        profile: asText(header.PROFILEID),
        type: asText(header.INVOICE_TYPE),
        senderTaxId: asText(header.SENDER),
        senderName: asText(header.SUPPLIER),
        payable: asText(amount) || '0',
        currency: asText(amount['@currencyID']) || 'TRY',
      };
    });
  }

  async content(
    _kind: DocumentKind,
    direction: 'in' | 'out',
    uuid: string,
    format: 'xml' | 'pdf',
  ): Promise<Buffer> {
    const answer = await this.search(
      `<UUID>${uuid}</UUID><READ_INCLUDED>true</READ_INCLUDED><DIRECTION>${direction === 'in' ? 'IN' : 'OUT'}</DIRECTION>`,
      false,
      format === 'pdf' ? 'PDF' : 'XML',
    );
    const content = asText(asList(answer.INVOICE)[0]?.CONTENT);
    if (!content) throw new IntegratorError('refused', 'EMPTY', 'EDM belgenin içeriğini vermedi');
    return Buffer.from(content, 'base64');
  }

  async markTaken(_kind: DocumentKind, uuids: readonly string[]): Promise<void> {
    await this.operation(
      'MarkInvoice',
      `<MARK value="READ">${uuids.map((uuid) => `<INVOICE TRXID="0" UUID="${uuid}"/>`).join('')}</MARK>`,
    );
  }

  async respond(uuid: string, answer: 'accept' | 'reject', reason: string): Promise<void> {
    await this.operation(
      'SendInvoiceResponseWithServerSign',
      `<STATUS>${answer === 'accept' ? 'KABUL' : 'RED'}</STATUS><INVOICE TRXID="0" UUID="${uuid}"/>` +
        `<DESCRIPTION>${escapeXml(reason || (answer === 'accept' ? 'Fatura kabul edildi' : 'Reddedildi'))}</DESCRIPTION>`,
    );
  }

  async cancelArchive(uuid: string, _date: string, note: string): Promise<void> {
    await this.operation(
      'CancelInvoice',
      `<INVOICE TRXID="0" UUID="${escapeXml(uuid)}"/><DESCRIPTION>${escapeXml(note)}</DESCRIPTION>`,
    );
  }

  async sendReceipt(): Promise<{ ref: string }> {
    throw new IntegratorError('refused', 'DESPATCH', 'EDM e-İrsaliye bu sürümde desteklenmiyor');
  }

  async user(kind: DocumentKind, taxId: string): Promise<UserAnswer> {
    const answer = await this.operation(
      'CheckUser',
      `<USER><IDENTIFIER>${escapeXml(taxId)}</IDENTIFIER><DOCUMENTTYPE>${kind === 'despatch' ? 'DESPATCHADVICE' : 'INVOICE'}</DOCUMENTTYPE></USER>`,
    );
    const users = asList(answer.USER).filter((user) => !asText(user.ALIAS_REMOVAL_TIME));
    const aliases = users.map((user) => ({
      alias: asText(user.ALIAS),
      type: asText(user.UNIT) === 'GB' ? ('GB' as const) : ('PK' as const),
      since: asText(user.ALIAS_CREATION_TIME || user.REGISTER_TIME).slice(0, 10),
    }));
    return {
      registered: aliases.some((alias) => alias.type === 'PK'),
      title: asText(users[0]?.TITLE),
      aliases,
    };
  }
}
