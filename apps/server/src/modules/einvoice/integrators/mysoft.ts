import { call } from '../../../platform/services/http.ts';
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
import { unzipBase64, zipBase64 } from './zip.ts';

// MySoft's e-Dönüşüm REST API, v8 (docs/integrations/mysoft.md): an OAuth client-credentials token
// (client id and secret from the portal's "Erişim Anahtarı", kept in the user name and password
// fields) valid five minutes, JSON bodies, answers wrapped as { succeed, message, errorCode, data },
// documents as base64 of a zip holding "<ETTN>.xml".

export const MYSOFT_URLS = {
  test: 'https://edocumentapi.mytest.tr',
  production: 'https://edocumentapi.mysoft.com.tr',
};

interface Result<T> {
  succeed?: boolean;
  message?: string | null;
  errorCode?: string | null;
  data?: T;
}

interface HeaderInfo {
  ettn: string;
  docNo: string;
  docDate: string;
  profile: string;
  invoiceType: string;
  vknTckn: string;
  accountName: string;
  payableAmount: number | string;
  currencyCode: string;
}

const tokens = new Map<string, { value: string; until: number }>();

/** MySoft's word for a refused document that it already holds: sent before, so it counts as sent. */
const DUPLICATE = /daha önce|zaten|mevcut|kayıtlı|already|duplicate/i;

/** The statuses MySoft names (invoiceStatusText / despatchStatusText) in the spec's words. */
export function mysoftStatus(text: string): EDocumentStatus {
  switch (text) {
    case 'KABUL':
    case 'ONAYLANDI':
    case 'ALICIYA_ULASTI':
    case 'YANITLANDI':
    case 'ISLENDI':
      return 'approved';
    case 'YANIT_BEKLENIYOR':
    case 'KABUL_KUYRUGUNDA':
    case 'RED_KUYRUGUNDA':
      return 'awaitingApproval';
    case 'RED':
      return 'rejected';
    case 'HATA':
      return 'notApproved';
    case 'IPTAL_EDILDI':
      return 'cancelled';
    default:
      return 'sent';
  }
}

export class MysoftClient implements Integrator {
  constructor(private readonly account: IntegratorAccount) {}

  private async token(fresh = false): Promise<string> {
    const key = `${this.account.url}|${this.account.username}`;
    const held = tokens.get(key);
    // Renewed half a minute early: a call that starts with a token must not see it expire.
    if (!fresh && held && held.until > Date.now() + 30_000) return held.value;
    const answer = await call(
      `${this.account.url}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.account.username,
          client_secret: this.account.password,
        }).toString(),
      },
      this.account.timeoutMs,
    );
    const body = parse<{ access_token?: string; expires_in?: number; error_description?: string }>(
      answer.body,
    );
    if (answer.status !== 200 || !body?.access_token)
      throw new IntegratorError(
        'auth',
        String(answer.status),
        body?.error_description || 'Kimlik doğrulanamadı',
      );
    tokens.set(key, { value: body.access_token, until: Date.now() + (body.expires_in ?? 300) * 1000 });
    return body.access_token;
  }

  /** One API call; an expired token is renewed once and the call made again. */
  private async api<T>(method: 'GET' | 'POST', path: string, body?: object, retried = false): Promise<T> {
    const answer = await call(
      `${this.account.url}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${await this.token(retried)}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      this.account.timeoutMs,
    );
    if (answer.status === 401 && !retried) return this.api(method, path, body, true);
    if (answer.status === 401) throw new IntegratorError('auth', '401', 'Yetkisiz erişim');
    const result = parse<Result<T>>(answer.body);
    if (!result)
      throw new IntegratorError('unreachable', `HTTP${answer.status}`, 'Servisin yanıtı okunamadı');
    if (!result.succeed) {
      const text = result.message || `MySoft hata kodu ${result.errorCode ?? answer.status}`;
      throw new IntegratorError(
        DUPLICATE.test(text) ? 'duplicate' : 'refused',
        result.errorCode ?? String(answer.status),
        text,
      );
    }
    return result.data as T;
  }

  async testConnection(): Promise<void> {
    await this.token(true);
  }

  async send(kind: DocumentKind, document: OutgoingDocument): Promise<{ ref: string }> {
    const common = {
      prefix: document.number.slice(0, 3),
      pkAlias: document.receiver.alias ?? '',
      referanceKey: document.uuid,
      isNotControlSchemaSchematron: false,
    };
    if (kind === 'despatch') {
      const data = await this.api<{ despatchETTN: string; docNo: string }>(
        'POST',
        '/api/DespatchOutbox/despatchOutboxWithUblXml',
        {
          ...common,
          despatchAdviceTypeUblString: zipBase64(`${document.uuid}.xml`, document.xml),
          gbAlias: this.account.despatchAlias,
        },
      );
      return { ref: data?.docNo ?? document.number };
    }
    const data = await this.api<{ invoiceId: number; docNo: string }>(
      'POST',
      '/api/InvoiceOutbox/invoiceOutboxWithUblXml',
      {
        ...common,
        invoiceTypeUblString: zipBase64(`${document.uuid}.xml`, document.xml),
        eDocumentType: document.profile === 'EARSIVFATURA' ? 'EARSIVFATURA' : 'EFATURA',
        gbAlias: this.account.invoiceAlias,
        // We chose e-invoice or e-archive from the buyer's registration: a switch by MySoft would
        // leave our number in the wrong series.
        isThrowExceptionOnEDocumentTypeChange: true,
      },
    );
    return { ref: String(data?.invoiceId ?? '') };
  }

  async statuses(kind: DocumentKind | 'receipt', uuids: readonly string[]): Promise<StatusAnswer[]> {
    const answers: StatusAnswer[] = [];
    for (const uuid of uuids) {
      const path = {
        despatch: `/api/DespatchOutbox/getDespatchOutboxStatus?despatchETTN=${uuid}`,
        receipt: `/api/ReceiptOutbox/getReceiptOutboxStatus?receiptETTN=${uuid}`,
        invoice: `/api/InvoiceOutbox/getInvoiceOutboxStatus?invoiceETTN=${uuid}`,
      }[kind];
      const data = await this.api<{
        invoiceStatusText?: string;
        despatchStatusText?: string;
        declineReason?: string | null;
        envelopeStatusCode?: number;
        envelopeStatusText?: string;
      }>('GET', path);
      const text = data.invoiceStatusText ?? data.despatchStatusText ?? '';
      answers.push({
        uuid,
        status: mysoftStatus(text),
        code: [text, data.envelopeStatusCode].filter(Boolean).join(' '),
        text: data.declineReason || data.envelopeStatusText || '',
      });
    }
    return answers;
  }

  async inbox(
    kind: DocumentKind,
    query: { from: string; to: string; onlyNew: boolean },
  ): Promise<InboxEntry[]> {
    const path =
      kind === 'despatch'
        ? query.onlyNew
          ? '/api/DespatchInbox/getNewDespatchInboxWithHeaderInfoList'
          : '/api/DespatchInbox/getDespatchInboxWithHeaderInfoListForPeriodPaging'
        : query.onlyNew
          ? '/api/InvoiceInbox/getNewInvoiceInboxWithHeaderInfoList'
          : '/api/InvoiceInbox/getInvoiceInboxWithHeaderInfoListForPeriodPaging';
    const data = await this.api<HeaderInfo[]>('POST', path, {
      startDate: query.from,
      endDate: query.to,
      limit: 100,
      pageSize: 1000,
      pageNumber: 1,
    });
    return (data ?? []).map((entry) => ({
      uuid: entry.ettn,
      number: entry.docNo,
      issueDate: String(entry.docDate).slice(0, 10),
      profile: entry.profile,
      type: entry.invoiceType ?? '',
      senderTaxId: entry.vknTckn,
      senderName: entry.accountName,
      payable: String(entry.payableAmount ?? '0'),
      currency: entry.currencyCode || 'TRY',
    }));
  }

  async content(
    kind: DocumentKind,
    direction: 'in' | 'out',
    uuid: string,
    format: 'xml' | 'pdf',
  ): Promise<Buffer> {
    const group = kind === 'despatch' ? 'Despatch' : 'Invoice';
    const box = direction === 'in' ? 'Inbox' : 'Outbox';
    const what = format === 'pdf' ? 'PdfAsZip' : direction === 'in' ? 'UBLXMLAsZip' : 'XMLAsZip';
    const key = kind === 'despatch' ? 'despatchETTN' : 'invoiceETTN';
    const data = await this.api<string>('GET', `/api/${group}${box}/get${group}${box}${what}?${key}=${uuid}`);
    return unzipBase64(data);
  }

  async markTaken(kind: DocumentKind, uuids: readonly string[]): Promise<void> {
    for (const uuid of uuids) {
      await this.api<boolean>(
        'GET',
        kind === 'despatch'
          ? `/api/DespatchInbox/despatchInboxSavedByCustomer?despatchETTN=${uuid}`
          : `/api/InvoiceInbox/invoiceInboxSavedByCustomer?invoiceETTN=${uuid}`,
      );
    }
  }

  async respond(uuid: string, answer: 'accept' | 'reject', reason: string): Promise<void> {
    if (answer === 'accept')
      await this.api<boolean>('GET', `/api/InvoiceInbox/acceptInvoice?invoiceETTN=${uuid}`);
    else
      await this.api<boolean>('POST', '/api/InvoiceInbox/denyInvoiceWithModel', {
        invoiceETTN: uuid,
        rejectReason: reason,
      });
  }

  async cancelArchive(uuid: string, date: string, note: string): Promise<void> {
    // cancelType names how the cancellation was asked for; GIB: through GİB's own channel (S; the
    // other values NOTER, KEP, TAAHHUTLUMEKTUP, PORTAL are the buyer's objections).
    const query = new URLSearchParams({
      invoiceETTN: uuid,
      cancelDate: date,
      cancelType: 'GIB',
      cancelNote: note,
    });
    await this.api<boolean>('GET', `/api/InvoiceOutbox/cancelEArchiveInvoice?${query}`);
  }

  async sendReceipt(document: OutgoingDocument): Promise<{ ref: string }> {
    const data = await this.api<{ receiptETTN: string; docNo: string }>(
      'POST',
      '/api/ReceiptOutbox/receiptOutboxWithUblXml',
      {
        receiptAdviceTypeUblString: zipBase64(`${document.uuid}.xml`, document.xml),
        pkAlias: document.receiver.alias ?? '',
        gbAlias: this.account.despatchAlias,
        prefix: document.number.slice(0, 3),
        referanceKey: document.uuid,
      },
    );
    return { ref: data?.docNo ?? document.number };
  }

  async user(kind: DocumentKind, taxId: string): Promise<UserAnswer> {
    const data = await this.api<{
      gibAccountName?: string;
      isPassive?: boolean;
      gibAccountAliasList?: {
        alias: string;
        aliasType: number;
        gibDocumentType: number;
        aliasCreateDate?: string;
        aliasDeleteDate?: string | null;
      }[];
    } | null>('GET', `/api/GeneralCard/getGibAccountModel?vknTckn=${encodeURIComponent(taxId)}`);
    const documentType = kind === 'despatch' ? 2 : 1;
    const aliases = (data?.gibAccountAliasList ?? [])
      .filter((alias) => alias.gibDocumentType === documentType && !alias.aliasDeleteDate)
      .map((alias) => ({
        alias: alias.alias,
        type: alias.aliasType === 2 ? ('GB' as const) : ('PK' as const),
        since: String(alias.aliasCreateDate ?? '').slice(0, 10),
      }));
    return {
      registered: Boolean(data && !data.isPassive && aliases.some((alias) => alias.type === 'PK')),
      title: data?.gibAccountName ?? '',
      aliases,
    };
  }
}

function parse<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
