import { type DocumentKindName, type Language, MenuId, VOUCHER_KINDS } from '@kibo/contracts';
import {
  BUILT_IN_DESIGNS,
  printDesigns as designsDef,
  PRINT_LAYOUTS,
  type PrintDesign,
  printGroupOf,
} from '@kibo/contracts/resources';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { holdsMenuOf } from '../../platform/http/access.ts';
import { forbidden, invalidField } from '../../platform/http/errors.ts';
import { requestLanguage } from '../../platform/http/i18n.ts';
import type { ResourceBinding } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { DOCUMENT_MENUS, getDocument, mayUseDocument } from '../documents/index.ts';
import { accountStatement, sourceNames, statementParams, statementQuery } from '../ledgers/index.ts';
import { getVoucher } from '../vouchers/index.ts';
import { documentPdf } from './document-pdf.ts';
import { companyLines } from './page.ts';
import { printDesigns } from './printing.tables.ts';
import { SAMPLE_DOCUMENT, SAMPLE_PARTY } from './sample.ts';
import { statementPdf } from './statement-pdf.ts';
import { PRINT_TEXT } from './text.ts';
import type { PrintCompany, PrintParty } from './types.ts';
import { voucherPdf } from './voucher-pdf.ts';

export { printDesigns } from './printing.tables.ts';
export { reportPdf } from './report-pdf.ts';

type Design = Omit<PrintDesign, 'name' | 'group'>;

const VOUCHER_MENUS = Object.values(VOUCHER_KINDS).map((kind) => kind.menu);

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A saved design's id, or one of the built-in layouts by name; absent: the group's default. */
const designQuery = z.object({
  design: z.union([z.enum(PRINT_LAYOUTS), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
});

/** The company as printed papers head it. */
export async function printCompanyOf(tx: Db): Promise<PrintCompany> {
  const found = await tx.execute<PrintCompany & Record<string, unknown>>(sql`
    SELECT title, vkn, tax_office AS "taxOffice", mersis_no AS "mersisNo",
           trade_registry_no AS "tradeRegistryNo", address, district, city, postal_code AS "postalCode",
           phone, email, website, logo, bank_accounts AS "bankAccounts"
      FROM companies WHERE id = current_setting('app.company_id')::int`);
  return found.rows[0]!;
}

/**
 * The company as a till receipt's head prints it: the title, the address, the phone and the tax
 * identity (no e-mail, web site or registry numbers on a narrow slip), and the logo as uploaded.
 */
export async function receiptHeader(tx: Db, language: Language) {
  const company = await printCompanyOf(tx);
  const short = { ...company, email: '', website: '', mersisNo: '', tradeRegistryNo: '' };
  return { title: company.title, lines: companyLines(short, PRINT_TEXT[language]), logo: company.logo };
}

async function partyOf(tx: Db, accountId: number | null): Promise<PrintParty | null> {
  if (!accountId) return null;
  const found = await tx.execute<PrintParty & Record<string, unknown>>(sql`
    SELECT code, title, tax_id AS "taxId", tax_office AS "taxOffice", billing_address AS address,
           billing_district AS district, billing_province AS province, phones, email
      FROM accounts WHERE id = ${accountId}`);
  return found.rows[0] ?? null;
}

/** The design asked for, else the group's default design, else the built-in classic one. */
async function designFor(tx: Db, docType: DocumentKindName, asked: number | string | undefined) {
  if (typeof asked === 'string') return BUILT_IN_DESIGNS[asked as keyof typeof BUILT_IN_DESIGNS];
  const [found] = await tx
    .select()
    .from(printDesigns)
    .where(
      asked
        ? eq(printDesigns.id, asked)
        : and(
            eq(printDesigns.group, printGroupOf(docType)),
            eq(printDesigns.isDefault, true),
            eq(printDesigns.active, true),
          ),
    )
    .limit(1);
  if (asked && !found) throw invalidField('design', 'v.referenceMissing');
  return (found as Design | undefined) ?? BUILT_IN_DESIGNS.classic;
}

export const printedAt = () =>
  new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date());

export const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${encodeURIComponent(name)}.pdf"`)
    .send(pdf);

/**
 * Print designs (`/sistem/tasarim`) and printing: a document as a PDF in its group's default
 * design (or the one asked for), which marks it printed; an account's statement; a design's
 * preview on a sample invoice.
 */
export function registerPrintingRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    def: designsDef,
    table: printDesigns,
    hooks: {
      // One default per group: choosing a new one releases the previous (before the save, so the
      // unique index sees one default; two chosen at the same moment: the second is told).
      async prepare(tx: Db, input: Record<string, unknown>, before?: Record<string, unknown>) {
        if (input.isDefault)
          await tx
            .update(printDesigns)
            .set({ isDefault: false })
            .where(
              and(
                eq(printDesigns.group, input.group as string),
                eq(printDesigns.isDefault, true),
                before ? ne(printDesigns.id, before.id as number) : undefined,
              ),
            );
        return input;
      },
      uniqueIndexes: { print_designs_default: 'isDefault' },
    },
  } as unknown as ResourceBinding);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['printing'];

  api.get('/api/documents/:id/pdf', {
    config: { access: { menu: DOCUMENT_MENUS } },
    schema: { tags, params: idParams, querystring: designQuery },
    handler: async (
      request: FastifyRequest<{ Params: { id: number }; Querystring: { design?: number | string } }>,
      reply,
    ) => {
      const session = request.session!;
      const { id } = request.params;
      // One transaction, the document locked from the read to the printed mark: what is marked
      // printed is exactly what was drawn (an edit in flight is waited for; two prints queue).
      const found = await request.tenant(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM documents WHERE id = ${id} FOR NO KEY UPDATE`);
        const document = await getDocument(tx, id);
        if (!mayUseDocument(session, document.docType)) throw forbidden();
        const pdf = await documentPdf({
          document: { ...document, docType: document.docType as DocumentKindName } as never,
          company: await printCompanyOf(tx),
          party: await partyOf(tx, document.accountId),
          design: await designFor(tx, document.docType as DocumentKindName, request.query.design),
          text: PRINT_TEXT[requestLanguage(request)],
          printedAt: printedAt(),
        });
        await tx.execute(sql`UPDATE documents SET printed = true WHERE id = ${id} AND NOT printed`);
        await writeAudit(tx, {
          companyId: session.companyId,
          userId: session.userId,
          entity: 'documents',
          entityId: id,
          action: 'print',
        });
        return { pdf, number: document.number };
      });
      return sendPdf(reply, found.pdf, found.number);
    },
  });

  // Every voucher on paper: a collection's receipt for the customer, a payment's for the payee.
  api.get('/api/vouchers/:id/pdf', {
    config: { access: { menu: VOUCHER_MENUS } },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      const session = request.session!;
      const { id } = request.params;
      const found = await request.tenant(async (tx) => {
        const voucher = await getVoucher(tx, id);
        if (!holdsMenuOf(VOUCHER_KINDS, session, voucher.voucherType)) throw forbidden();
        // The addressee, when every line is one account's (a receipt is made out to one customer).
        const accountIds = [...new Set(voucher.lines.map((line) => line.accountId))];
        const pdf = await voucherPdf({
          voucher,
          company: await printCompanyOf(tx),
          party: accountIds.length === 1 ? await partyOf(tx, accountIds[0] ?? null) : null,
          text: PRINT_TEXT[requestLanguage(request)],
          printedAt: printedAt(),
        });
        await writeAudit(tx, {
          companyId: session.companyId,
          userId: session.userId,
          entity: 'vouchers',
          entityId: id,
          action: 'print',
        });
        return { pdf, number: voucher.number };
      });
      return sendPdf(reply, found.pdf, found.number);
    },
  });

  // `/cari/ekstre` on paper: what is sent to a customer to reconcile (mutabakat).
  api.get('/api/accounts/:id/statement/pdf', {
    config: { access: { menu: MenuId.accountStatement } },
    schema: { tags, params: statementParams, querystring: statementQuery },
    handler: async (request, reply) => {
      const found = await request.tenant(async (tx) => ({
        statement: await accountStatement(tx, request.params.id, request.query),
        company: await printCompanyOf(tx),
      }));
      const lang = requestLanguage(request);
      const pdf = await statementPdf({
        ...found,
        sourceNames: sourceNames(lang),
        text: PRINT_TEXT[lang],
        printedAt: printedAt(),
      });
      return sendPdf(reply, pdf, `${found.statement.account.code}-${found.statement.currency}`);
    },
  });

  // The form's "preview": the design as typed (saved or not) on a sample invoice with the
  // company's own header, so a change is seen before it is kept.
  api.post('/api/print-designs/preview', {
    config: { access: { menu: designsDef.menus } },
    schema: { tags, body: designsDef.input },
    handler: async (request, reply) => {
      const company = await request.tenant(printCompanyOf);
      const pdf = await documentPdf({
        document: SAMPLE_DOCUMENT,
        company,
        party: SAMPLE_PARTY,
        design: request.body as unknown as Design,
        text: PRINT_TEXT[requestLanguage(request)],
        printedAt: printedAt(),
      });
      return sendPdf(reply, pdf, 'onizleme');
    },
  });
}
