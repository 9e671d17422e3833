// One face for the three integrators (Uyumsoft, MySoft, EDM): the outbox worker, the screens and
// the tests speak this, each client translates it to its service's own protocol.

export const INTEGRATORS = ['uyumsoft', 'mysoft', 'edm'] as const;
export type IntegratorName = (typeof INTEGRATORS)[number];

/** Where an outgoing e-document stands, in the spec's words (section 4). */
export type EDocumentStatus =
  | 'queued'
  | 'sent'
  | 'approved'
  | 'notApproved'
  | 'awaitingApproval'
  | 'rejected'
  | 'returned'
  | 'cancelled';

export interface IntegratorAccount {
  /** The service's address (test or production). */
  url: string;
  username: string;
  password: string;
  /** Our company's VKN/TCKN and its sender aliases (GB) for invoices and despatches. */
  taxId: string;
  invoiceAlias: string;
  despatchAlias: string;
  /** Milliseconds a call may take before it counts as the service being unreachable. */
  timeoutMs?: number;
}

export interface OutgoingDocument {
  uuid: string;
  number: string;
  /** The UBL-TR XML, validated. */
  xml: string;
  profile: string;
  receiver: { taxId: string; name: string; alias?: string };
  /** e-Arşiv: how it reaches the buyer. */
  archiveDelivery?: 'ELEKTRONIK' | 'KAGIT';
}

export interface StatusAnswer {
  uuid: string;
  status: EDocumentStatus;
  /** The integrator's (or GİB's) code and words. */
  code: string;
  text: string;
}

export interface InboxEntry {
  uuid: string;
  number: string;
  issueDate: string;
  profile: string;
  type: string;
  senderTaxId: string;
  senderName: string;
  payable: string;
  currency: string;
}

export interface UserAnswer {
  registered: boolean;
  title: string;
  aliases: { alias: string; type: 'PK' | 'GB'; since: string }[];
}

export type DocumentKind = 'invoice' | 'despatch';

export { ServiceError as IntegratorError } from '../../../platform/services/errors.ts';

export interface Integrator {
  /** Logs in (or asks something harmless) to prove the address and credentials. */
  testConnection(): Promise<void>;
  send(kind: DocumentKind, document: OutgoingDocument): Promise<{ ref: string }>;
  /** Receipts (our answers to waybills) only where the integrator publishes their status. */
  statuses(kind: DocumentKind | 'receipt', uuids: readonly string[]): Promise<StatusAnswer[]>;
  inbox(kind: DocumentKind, query: { from: string; to: string; onlyNew: boolean }): Promise<InboxEntry[]>;
  content(kind: DocumentKind, direction: 'in' | 'out', uuid: string, format: 'xml' | 'pdf'): Promise<Buffer>;
  markTaken(kind: DocumentKind, uuids: readonly string[]): Promise<void>;
  /** Accepts or rejects an incoming TICARIFATURA. */
  respond(uuid: string, answer: 'accept' | 'reject', reason: string): Promise<void>;
  /** Cancels an e-Arşiv invoice at GİB's report, on the day given, with the reason. */
  cancelArchive(uuid: string, date: string, note: string): Promise<void>;
  /** Sends a receipt advice (the XML) answering an incoming despatch. */
  sendReceipt(document: OutgoingDocument): Promise<{ ref: string }>;
  user(kind: DocumentKind, taxId: string): Promise<UserAnswer>;
}
