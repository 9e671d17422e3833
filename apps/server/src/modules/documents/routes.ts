import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type DocumentKindName,
  envelopeOf,
  isPosKind,
  MenuId,
} from '@kibo/contracts';
import { documentInput } from '@kibo/contracts/resources';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holdsMenuOf, type Session } from '../../platform/http/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden, invalidField, refused } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { withIdempotencyKey } from '../../platform/http/idempotency.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { discounts } from '../offers/offers.tables.ts';
import { documents } from './documents.tables.ts';
import { getDocument, listDocuments } from './read.ts';
import { cancelDocument } from './reverse.ts';
import { saveDocument } from './save.ts';

export const DOCUMENT_MENUS = Object.values(DOCUMENT_KINDS).map((kind) => kind.menu);

/** The list screens that show a type (`/fis/satis/islem`, `/is/takip`…): their users may list it. */
const LISTED_BY: Record<DocumentKindName, number[]> = {
  salesInvoice: [MenuId.salesTransactions],
  salesReturn: [MenuId.salesTransactions],
  purchaseInvoice: [MenuId.purchaseTransactions],
  purchaseReturn: [MenuId.purchaseTransactions],
  salesOrder: [MenuId.orderList, MenuId.documentConversion],
  purchaseOrder: [MenuId.orderList, MenuId.documentConversion],
  despatchOut: [MenuId.waybillList, MenuId.documentConversion],
  despatchIn: [MenuId.waybillList, MenuId.documentConversion],
  stockIn: [MenuId.stockSlips],
  stockOut: [MenuId.stockSlips],
  stockTransfer: [MenuId.stockTransferList],
  trackingSlip: [MenuId.jobTracking],
  posReceipt: [MenuId.salesTransactions],
  posRefund: [MenuId.salesTransactions],
};
const LIST_MENUS = [...new Set([...DOCUMENT_MENUS, ...Object.values(LISTED_BY).flat()])];

const mayList = (session: Session, docType: DocumentKindName) =>
  mayUse(session, docType) || LISTED_BY[docType].some((menu) => session.menuIds.has(menu));

/** The user may work with a document type when its editor's menu is theirs (admins: every menu). */
export const mayUse = (session: Session, docType: string) => holdsMenuOf(DOCUMENT_KINDS, session, docType);

const listQuery = z.object({
  docType: z.string().max(400).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
  dateFrom: z.iso.date({ error: 'v.date' }).optional(),
  dateTo: z.iso.date({ error: 'v.date' }).optional(),
  accountId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
  open: z.enum(['true', 'false']).optional(),
});

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `/api/documents`: every document type through one model, each type behind its editor's menu. */
export function registerDocumentRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: DOCUMENT_MENUS };
  const tags = ['documents'];

  const loadAllowed = async (request: FastifyRequest, id: number, write = false) => {
    const session = request.session!;
    const [found] = await request.tenant((tx) =>
      tx.select({ docType: documents.docType }).from(documents).where(eq(documents.id, id)),
    );
    if (found && !mayUse(session, found.docType)) throw forbidden();
    if (found && write && isPosKind(found.docType)) throw refused('pos.onlyAtTill');
    return found;
  };

  api.get('/api/documents', {
    config: { access: { menu: LIST_MENUS } },
    schema: { tags, querystring: listQuery },
    handler: async (request) => {
      const session = request.session!;
      const asked = request.query.docType ? request.query.docType.split(',') : DOCUMENT_KIND_NAMES;
      if (asked.some((docType) => !(docType in DOCUMENT_KINDS))) throw invalidField('docType', 'v.enum');
      const docTypes = asked.filter((docType) => mayList(session, docType as DocumentKindName));
      if (docTypes.length === 0) throw forbidden();
      return ok(await request.tenant((tx) => listDocuments(tx, { ...request.query, docTypes })));
    },
  });

  // What a new line's price starts from beyond the stock card: the discount definitions in force
  // and the account's group and price list (staff entering documents may not open those screens).
  api.get('/api/documents/offers', {
    config: { access },
    schema: { tags, querystring: z.object({ accountId: z.coerce.number().int().positive().optional() }) },
    handler: async (request) =>
      ok(
        await request.tenant(async (tx) => {
          const rules = await tx.select().from(discounts).where(eq(discounts.active, true));
          const [account] = request.query.accountId
            ? await tx
                .select({
                  group: accounts.group,
                  priceList: accounts.priceList,
                  paymentDays: accounts.paymentDays,
                })
                .from(accounts)
                .where(eq(accounts.id, request.query.accountId))
            : [];
          return {
            rules,
            accountGroup: account?.group ?? '',
            accountPriceList: account?.priceList ?? null,
            accountPaymentDays: account?.paymentDays ?? null,
          };
        }),
      ),
  });

  api.get('/api/documents/:id', {
    config: { access },
    schema: { tags, params: idParams },
    handler: async (request) => {
      await loadAllowed(request, request.params.id);
      return ok(await request.tenant((tx) => getDocument(tx, request.params.id)));
    },
  });

  const save = async (request: FastifyRequest, body: z.output<typeof documentInput>, id?: number) => {
    const session = request.session!;
    if (!mayUse(session, body.docType)) throw forbidden();
    // A till receipt carries its payments: it is made and taken back at the till only.
    if (isPosKind(body.docType)) throw refused('pos.onlyAtTill');
    const saved = await withIdempotencyKey(request, (idempotencyKey) =>
      request.tenant((tx) => saveDocument(tx, session, body, { id, idempotencyKey })),
    );
    return ok(
      {
        record: saved.document,
        replayed: saved.replayed,
        warnings: saved.warnings.map((item) => t(request, 'doc.negativeStockWarning', { item })),
      },
      t(request, 'doc.saved', { number: saved.document.number }),
    );
  };

  api.post('/api/documents', {
    config: { access },
    schema: { tags, body: documentInput },
    handler: (request) => save(request, request.body),
  });

  api.put('/api/documents/:id', {
    config: { access },
    schema: { tags, params: idParams, body: documentInput },
    handler: async (request) => {
      await loadAllowed(request, request.params.id, true);
      return save(request, request.body, request.params.id);
    },
  });

  api.post('/api/documents/:id/cancel', {
    config: { access },
    schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      const session = request.session!;
      await loadAllowed(request, request.params.id, true);
      await request.tenant((tx) => cancelDocument(tx, session, request.params.id));
      return ok(null, t(request, 'doc.cancelled'));
    },
  });
}
