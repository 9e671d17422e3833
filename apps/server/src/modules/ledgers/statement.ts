import { type Language, MenuId } from '@kibo/contracts';
import { RESOURCE_LABELS } from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { sendWorkbook, streamWorkbook } from '../../platform/http/workbook.ts';

export const statementParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const statementQuery = z
  .object({
    dateFrom: z.iso.date({ error: 'v.date' }).optional(),
    dateTo: z.iso.date({ error: 'v.date' }).optional(),
    currency: z.string().max(3).default('TRY'),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    path: ['dateTo'],
    error: 'v.dateBefore',
  });
export type StatementQuery = z.output<typeof statementQuery>;

export interface StatementEntry {
  id: number;
  date: string;
  dueDate: string | null;
  description: string;
  debit: string;
  credit: string;
  documentId: number | null;
  voucherId: number | null;
  docType: string | null;
  number: string | null;
  balance: string;
}

const statementOf = prepared<{
  code: string;
  title: string;
  opening: string;
  entries: StatementEntry[];
}>(
  'ledgers.statement',
  // One round trip: the account, what it owed before the range, and the range's entries with the
  // running balance (amounts as text inside the JSON, so they keep their form).
  `WITH opening AS (
     SELECT coalesce(sum(debit - credit), 0) AS balance FROM account_entries
      WHERE company_id = current_setting('app.company_id')::int AND account_id = $1 AND currency = $2 AND date < $3::date)
   SELECT a.code, a.title, (SELECT balance FROM opening)::text AS opening,
          (SELECT coalesce(json_agg(r ORDER BY r.date, r.id), '[]')
             FROM (SELECT e.id, e.date, e.due_date AS "dueDate", e.description, e.debit::text AS debit,
                          e.credit::text AS credit, e.document_id AS "documentId", e.voucher_id AS "voucherId",
                          coalesce(d.doc_type, v.voucher_type) AS "docType", coalesce(d.number, v.number) AS number,
                          ((SELECT balance FROM opening) + sum(e.debit - e.credit) OVER (ORDER BY e.date, e.id))::text AS balance
                     FROM account_entries e
                     LEFT JOIN documents d ON d.company_id = e.company_id AND d.id = e.document_id
                     LEFT JOIN vouchers v ON v.company_id = e.company_id AND v.id = e.voucher_id
                    WHERE e.company_id = current_setting('app.company_id')::int AND e.account_id = $1
                      AND e.currency = $2 AND e.date BETWEEN $3::date AND $4::date) r) AS entries
     FROM accounts a
    WHERE a.company_id = current_setting('app.company_id')::int AND a.id = $1`,
);

/**
 * An account's entries in one currency and date range with the running balance, the opening
 * balance (everything before the range) first: the screen, its PDF and its Excel file read this.
 */
export async function accountStatement(tx: Db, id: number, query: StatementQuery) {
  const { dateFrom = '0001-01-01', dateTo = '9999-12-31', currency } = query;
  const [found] = await statementOf(tx, [id, currency, dateFrom, dateTo]);
  if (!found) throw notFound();
  return {
    account: { id, code: found.code, title: found.title },
    currency,
    dateFrom: query.dateFrom ?? null,
    dateTo: query.dateTo ?? null,
    openingBalance: found.opening,
    closingBalance: found.entries.at(-1)?.balance ?? found.opening,
    entries: found.entries,
  };
}

export type AccountStatement = Awaited<ReturnType<typeof accountStatement>>;

/** What a statement row's source is called: the document or voucher type's name in the language. */
export const sourceNames = (lang: Language) =>
  RESOURCE_LABELS[lang].resources.documentSeries.options.docType as Record<string, string>;

/** `/cari/ekstre`: the statement, and the same as an Excel file. */
export function registerStatementRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { menu: MenuId.accountStatement } };
  const schema = { tags: ['ledgers'], params: statementParams, querystring: statementQuery };

  api.get('/api/accounts/:id/statement', {
    config,
    schema,
    handler: async (request) =>
      ok(await request.tenant((tx) => accountStatement(tx, request.params.id, request.query))),
  });

  api.get('/api/accounts/:id/statement/export', {
    config,
    schema,
    handler: async (request, reply) => {
      const statement = await request.tenant((tx) => accountStatement(tx, request.params.id, request.query));
      const names = sourceNames(requestLanguage(request));
      const opening = [
        statement.dateFrom ?? '',
        '',
        '',
        t(request, 'xls.opening'),
        '',
        null,
        null,
        Number(statement.openingBalance),
      ];
      const rows = statement.entries.map((entry) => [
        entry.date,
        entry.number ?? '',
        entry.docType ? (names[entry.docType] ?? entry.docType) : '',
        entry.description,
        entry.dueDate ?? '',
        Number(entry.debit),
        Number(entry.credit),
        Number(entry.balance),
      ]);
      const keys = [
        ['xls.date', 12],
        ['xls.number', 16],
        ['xls.type', 22],
        ['xls.description', 40],
        ['xls.dueDate', 12],
        ['xls.debit', 14],
        ['xls.credit', 14],
        ['xls.balance', 14],
      ] as const;
      // A statement is one account's rows: small enough to hand over in one batch.
      let sent = false;
      const stream = streamWorkbook(
        `${statement.account.code} ${statement.currency}`,
        keys.map(([key, width]) => ({ header: t(request, key), width })),
        async () => {
          if (sent) return [];
          sent = true;
          return [opening, ...rows];
        },
        rows.length + 2,
      );
      const name = `${t(request, 'xls.statement')} ${statement.account.code} ${statement.currency}.xlsx`;
      return sendWorkbook(reply, name, stream);
    },
  });
}
