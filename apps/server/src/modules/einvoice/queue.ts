import { randomUUID } from 'node:crypto';
import {
  type EDocumentStatusCode,
  type EdocProblem,
  type ExportInput,
  type IntegratorCode,
  type Language,
  type SendResult,
  translate,
} from '@kibo/contracts';
import { isValidTckn, isValidVkn } from '@kibo/domain';
import { buildInvoice, CUSTOMS_PARTY, type EInvoice, type InvoiceProfile } from '@kibo/ubl-tr';
import { type Problem, validateDocuments } from '@kibo/ubl-tr/validate';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { allocateNumber } from '../series/index.ts';
import { edocuments } from './einvoice.tables.ts';
import { INTEGRATOR_TITLES } from './integrators/index.ts';
import { invoiceOfDocument } from './mapper.ts';
import { type Connection, connectionOf } from './settings.ts';
import { isRegistered } from './users.ts';

// "Send" on the screen: each chosen invoice is turned into its e-invoice, checked against GİB's
// rules, numbered from its series and queued with its ETTN, in the request's transaction. The
// outbox worker does the sending. A document already queued or sent answers its e-document.

/** The customs office's e-invoice mailbox: every export invoice (IHRACAT) goes to it. */
export const CUSTOMS_MAILBOX = 'urn:mail:ihracatpk@gtb.gov.tr';

/** The types sent as e-invoices: what we sell, and goods we send back to a supplier. */
const INVOICE_TYPES = ['salesInvoice', 'purchaseReturn'];

type Candidate = {
  id: number;
  doc_type: string;
  number: string;
  status: string;
  date: string;
  account_id: number | null;
  tax_id: string | null;
  e_invoice: boolean | null;
};

export const message = (
  lang: Language,
  key: Parameters<typeof translate>[1],
  params?: Record<string, unknown>,
): EdocProblem => ({
  field: translate(lang, 'ubl.field.document'),
  message: translate(lang, key, params),
});

async function profileOf(
  tx: Db,
  companyType: string,
  connection: Connection,
  candidate: Candidate,
  integrator: IntegratorCode,
): Promise<InvoiceProfile> {
  if (companyType !== 'eInvoice' || !candidate.tax_id) return 'EARSIVFATURA';
  const registered = await isRegistered(
    tx,
    integrator,
    connection,
    'invoice',
    candidate.tax_id,
    Boolean(candidate.e_invoice),
  );
  if (!registered) return 'EARSIVFATURA';
  return connection.commercialProfile ? 'TICARIFATURA' : 'TEMELFATURA';
}

export interface QueueContext {
  tx: Db;
  integrator: IntegratorCode;
  userId: number;
  language: Language;
}

/**
 * An export invoice's lines in the clerk's words before GİB's: each item needs its GTİP (on the
 * stock card) and each line 0 % VAT with its exemption (301 for goods exported).
 */
async function exportProblems(tx: Db, language: Language, documentId: number): Promise<EdocProblem[]> {
  const lines = (
    await tx.execute<{ line_no: number; vat_rate: string; gtip: string; name: string }>(sql`
      SELECT l.line_no, l.vat_rate::text, i.gtip, i.name FROM document_lines l
        JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
       WHERE l.document_id = ${documentId} ORDER BY l.line_no`)
  ).rows;
  return lines.flatMap((line) => [
    ...(line.gtip
      ? []
      : [
          {
            field: translate(language, 'ubl.field.lineExport'),
            lineNo: line.line_no,
            message: translate(language, 'einvoice.exportGtip', { item: line.name }),
          },
        ]),
    ...(Number(line.vat_rate) === 0
      ? []
      : [
          {
            field: translate(language, 'ubl.field.lineVat'),
            lineNo: line.line_no,
            message: translate(language, 'einvoice.exportVat'),
          },
        ]),
  ]);
}

export async function queueInvoices(
  context: QueueContext,
  documentIds: readonly number[],
  exportDetails?: ExportInput,
): Promise<SendResult[]> {
  const { tx, integrator, language } = context;
  const title = INTEGRATOR_TITLES[integrator];
  const connection = await connectionOf(tx, integrator);
  const [company] = (
    await tx.execute<{ e_document_type: string; vkn: string }>(
      sql`SELECT e_document_type, vkn FROM companies WHERE id = current_setting('app.company_id')::int`,
    )
  ).rows;
  // Locked: two people sending the same invoice at once queue it once.
  const candidates = (
    await tx.execute<Candidate>(sql`
      SELECT d.id, d.doc_type, d.number, d.status, d.date, d.account_id, a.tax_id, a.e_invoice
        FROM documents d LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
       WHERE d.id = ANY(${sql.param([...documentIds])}::int[])
       ORDER BY d.date, d.id
         FOR UPDATE OF d`)
  ).rows;
  const existing = await liveEdocuments(tx, 'invoice', documentIds);

  const everyone = (problem: EdocProblem) => candidates.map((candidate) => refusal(candidate, problem));
  const unusable = connectionProblem(connection, language, title);
  if (unusable || !connection) return everyone(unusable!);
  if (!company || company.e_document_type === 'none')
    return everyone(message(language, 'einvoice.companyNotUser'));
  if (!isValidVkn(company.vkn) && !isValidTckn(company.vkn))
    return everyone(message(language, 'einvoice.companyTaxId'));
  // An export invoice is an e-Fatura to the customs office: only an e-invoice user issues one.
  if (exportDetails && company.e_document_type !== 'eInvoice')
    return everyone(message(language, 'einvoice.exportNeedsEInvoice'));
  // The export form names one foreign buyer: invoices of several accounts cannot share it.
  if (exportDetails && new Set(candidates.map((candidate) => candidate.account_id)).size > 1)
    return everyone(message(language, 'einvoice.exportOneBuyer'));

  const results = new Map<number, SendResult>();
  const prepared: { candidate: Candidate; invoice: EInvoice; seriesId: number }[] = [];
  for (const candidate of candidates) {
    const found = existing.get(candidate.id);
    if (found) {
      results.set(candidate.id, queuedAs(candidate, found));
      continue;
    }
    if (!INVOICE_TYPES.includes(candidate.doc_type)) {
      results.set(candidate.id, refusal(candidate, message(language, 'einvoice.notInvoice')));
      continue;
    }
    if (candidate.status === 'cancelled') {
      results.set(candidate.id, refusal(candidate, message(language, 'einvoice.cancelled')));
      continue;
    }
    if (!candidate.account_id) {
      results.set(candidate.id, refusal(candidate, message(language, 'einvoice.noAccount')));
      continue;
    }
    if (exportDetails && candidate.doc_type !== 'salesInvoice') {
      results.set(candidate.id, refusal(candidate, message(language, 'einvoice.exportSalesOnly')));
      continue;
    }
    if (exportDetails) {
      const problems = await exportProblems(tx, language, candidate.id);
      if (problems.length) {
        results.set(candidate.id, {
          documentId: candidate.id,
          number: candidate.number,
          ok: false,
          problems,
        });
        continue;
      }
    }
    const profile = exportDetails
      ? 'IHRACAT'
      : await profileOf(tx, company.e_document_type, connection, candidate, integrator);
    const archive = profile === 'EARSIVFATURA';
    const seriesId = archive ? connection.archiveSeriesId : connection.invoiceSeriesId;
    if (!seriesId) {
      const kind = translate(language, archive ? 'einvoice.kind.archive' : 'einvoice.kind.invoice');
      results.set(
        candidate.id,
        refusal(candidate, message(language, 'einvoice.noPrefix', { kind, integrator: title })),
      );
      continue;
    }
    // A share withheld with no GİB code would go out as a plain sale, payable not as the books say.
    const uncoded = (
      await tx.execute<{ line_no: number }>(
        sql`SELECT line_no FROM document_lines WHERE document_id = ${candidate.id} AND withholding <> '' AND withholding_code = '' ORDER BY line_no`,
      )
    ).rows;
    if (uncoded.length) {
      results.set(candidate.id, {
        documentId: candidate.id,
        number: candidate.number,
        ok: false,
        problems: uncoded.map((line) => ({
          field: translate(language, 'ubl.field.lineWithholding'),
          lineNo: line.line_no,
          message: translate(language, 'einvoice.withholdingCode'),
        })),
      });
      continue;
    }
    // Checked under a stand-in number of the right shape: the real one is drawn only for a
    // document that passes, so a refused invoice leaves no gap in the series.
    const invoice = await invoiceOfDocument(tx, candidate.id, {
      profile,
      number: `AAA${candidate.date.slice(0, 4)}000000001`,
      uuid: randomUUID(),
      ...(exportDetails ? { export: exportDetails } : {}),
    });
    prepared.push({ candidate, invoice, seriesId });
  }

  const checks = await validateDocuments(prepared.map(({ invoice }) => buildInvoice(invoice)));
  for (const [index, { candidate, invoice, seriesId }] of prepared.entries()) {
    const check = checks[index]!;
    if (!check.valid) {
      results.set(candidate.id, {
        documentId: candidate.id,
        number: candidate.number,
        ok: false,
        problems: rulesProblems(language, check.errors),
      });
      continue;
    }
    const drawn = await allocateNumber(tx, seriesId, candidate.date);
    const numbered = { ...invoice, number: drawn.formatted };
    const totals = await payableOf(tx, candidate.id);
    const [row] = await tx
      .insert(edocuments)
      .values({
        companyId: sql`current_setting('app.company_id')::int`,
        direction: 'out',
        kind: 'invoice',
        integrator,
        documentId: candidate.id,
        uuid: numbered.uuid,
        number: numbered.number,
        profile: numbered.profile,
        type: numbered.type,
        issueDate: numbered.issueDate,
        ...(numbered.export
          ? {
              // The envelope goes to the customs office (its VKN and mailbox); the list names the buyer.
              partyTaxId: CUSTOMS_PARTY.id,
              partyName: numbered.export.buyer.name,
              partyAlias: CUSTOMS_MAILBOX,
            }
          : {
              partyTaxId: numbered.customer.id,
              partyName:
                numbered.customer.name ??
                `${numbered.customer.firstName ?? ''} ${numbered.customer.familyName ?? ''}`.trim(),
            }),
        currency: numbered.currency,
        payable: totals,
        status: 'queued',
        xml: buildInvoice(numbered),
        createdBy: context.userId,
      })
      .returning();
    results.set(candidate.id, queuedAs(candidate, row!));
  }
  if (prepared.length) await tx.execute(sql`SELECT pg_notify('edocument_outbox', '')`);
  return candidates.map((candidate) => results.get(candidate.id)!);
}

const payableOf = async (tx: Db, documentId: number): Promise<string> =>
  (await tx.execute<{ payable: string }>(sql`SELECT payable::text FROM documents WHERE id = ${documentId}`))
    .rows[0]!.payable;

/** GİB's findings on a document, each told with the field to fix in the user's language. */
export const rulesProblems = (language: Language, errors: readonly Problem[]): EdocProblem[] =>
  errors.map((problem) => ({
    field: translate(language, `ubl.field.${problem.field}`),
    ...(problem.lineNo ? { lineNo: problem.lineNo } : {}),
    message: problem.message,
  }));

/**
 * The documents' live (not refused) e-documents of the kind, by document: sending again answers
 * them. A refused one is no answer: the corrected document goes again as a new e-document.
 */
export async function liveEdocuments(tx: Db, kind: 'invoice' | 'despatch', documentIds: readonly number[]) {
  const rows = await tx
    .select()
    .from(edocuments)
    .where(
      and(
        eq(edocuments.kind, kind),
        inArray(edocuments.documentId, [...documentIds]),
        ne(edocuments.status, 'notApproved'),
      ),
    );
  return new Map(rows.map((row) => [row.documentId!, row]));
}

type Sent = { id: number; number: string };

/** A document not queued, and why. */
export const refusal = (document: Sent, ...problems: EdocProblem[]): SendResult => ({
  documentId: document.id,
  number: document.number,
  ok: false,
  problems,
});

/** A document queued (now or before) as this e-document. */
export const queuedAs = (document: Sent, row: typeof edocuments.$inferSelect): SendResult => ({
  documentId: document.id,
  number: document.number,
  ok: true,
  edocument: edocumentOf(row),
  problems: [],
});

/** What stops every send through this integrator: no account saved there, or it is not the one sending. */
export function connectionProblem(
  connection: Connection | undefined,
  language: Language,
  title: string,
): EdocProblem | undefined {
  if (!connection) return message(language, 'einvoice.noConnection', { integrator: title });
  if (!connection.active) return message(language, 'einvoice.notActive', { integrator: title });
  return undefined;
}

export const edocumentOf = (row: typeof edocuments.$inferSelect) => ({
  id: row.id,
  uuid: row.uuid,
  number: row.number,
  profile: row.profile,
  status: row.status as EDocumentStatusCode,
});
