import {
  DOCUMENT_KINDS,
  einvoiceSettingsInput,
  INTEGRATOR_NAMES,
  type IntegratorCode,
  MenuId,
  sendInput,
} from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/http/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden, notFound, refused } from '../../platform/http/errors.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { cancelArchiveInvoice } from './cancel.ts';
import { draftOf, fetchAndMark, incomingOf, linkPurchase, respondTo } from './incoming.ts';
import { connect, INTEGRATOR_TITLES } from './integrators/index.ts';
import { listCandidates, listEdocuments, listQuery } from './lists.ts';
import { queueInvoices } from './queue.ts';
import { asRefusal } from './refusal.ts';
import { type DespatchMenus, registerDespatchRoutes } from './routes-despatch.ts';
import { connectionOf, readSettings, saveSettings } from './settings.ts';

// /api/einvoice/<integrator>/…: each integrator's screens have menus of their own, so each gets its
// routes under its own menus.

const MENUS: Record<
  IntegratorCode,
  { settings: number; send: number; incoming: number; outgoing: number; despatch?: DespatchMenus }
> = {
  uyumsoft: {
    settings: MenuId.uyumsoftSettings,
    send: MenuId.uyumsoftSend,
    incoming: MenuId.uyumsoftIncoming,
    outgoing: MenuId.uyumsoftOutgoing,
  },
  mysoft: {
    settings: MenuId.mysoftSettings,
    send: MenuId.mysoftSend,
    incoming: MenuId.mysoftIncoming,
    outgoing: MenuId.mysoftOutgoing,
    // Only MySoft's e-despatch has screens in the spec.
    despatch: {
      send: MenuId.mysoftWaybillSend,
      outgoing: MenuId.mysoftWaybillOutgoing,
      incoming: MenuId.mysoftWaybillIncoming,
    },
  },
  edm: {
    settings: MenuId.edmSettings,
    send: MenuId.edmSend,
    incoming: MenuId.edmIncoming,
    outgoing: MenuId.edmOutgoing,
  },
};

export function registerEinvoiceRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['einvoice'];

  // A document's e-documents, for its editor: whoever may open the document sees where it stands.
  api.get('/api/einvoice/document/:documentId', {
    config: {
      access: {
        menu: (
          ['salesInvoice', 'purchaseReturn', 'purchaseInvoice', 'despatchOut', 'despatchIn'] as const
        ).map((kind) => DOCUMENT_KINDS[kind].menu),
      },
    },
    schema: { tags, params: z.object({ documentId: z.coerce.number().int().positive() }) },
    handler: async (request) =>
      ok(
        (
          await request.tenant((tx) =>
            tx.execute(sql`
              SELECT id, integrator, kind, direction, number, profile, status, status_text AS "statusText"
                FROM edocuments WHERE document_id = ${request.params.documentId} ORDER BY id`),
          )
        ).rows,
      ),
  });

  for (const integrator of INTEGRATOR_NAMES) {
    const base = `/api/einvoice/${integrator}`;
    const menus = MENUS[integrator];
    const title = INTEGRATOR_TITLES[integrator];
    const documentMenus = [
      menus.outgoing,
      menus.incoming,
      ...(menus.despatch ? [menus.despatch.outgoing, menus.despatch.incoming] : []),
    ];
    if (menus.despatch) registerDespatchRoutes(app, integrator, menus.despatch);
    /** An invoice is opened from the invoice lists, a waybill or its answer from the waybill lists. */
    const mayOpen = (session: Session, kind: string) =>
      (kind === 'invoice'
        ? [menus.outgoing, menus.incoming]
        : menus.despatch
          ? [menus.despatch.outgoing, menus.despatch.incoming]
          : []
      ).some((menu) => session.menuIds.has(menu));

    api.get(`${base}/settings`, {
      config: { access: { menu: menus.settings } },
      schema: { tags },
      handler: async (request) => ok(await request.tenant((tx) => readSettings(tx, integrator))),
    });

    api.put(`${base}/settings`, {
      config: { access: { menu: menus.settings } },
      schema: { tags, body: einvoiceSettingsInput },
      handler: async (request) =>
        ok(
          await request.tenant(async (tx) => {
            await saveSettings(tx, integrator, request.body);
            return readSettings(tx, integrator);
          }),
          t(request, 'res.saved'),
        ),
    });

    // "Test the connection": a login (or a harmless question) with what is saved.
    api.post(`${base}/settings/test`, {
      config: { access: { menu: menus.settings } },
      schema: { tags },
      handler: async (request) => {
        const connection = await request.tenant((tx) => connectionOf(tx, integrator));
        if (!connection) throw refused('einvoice.noConnection', { integrator: title });
        try {
          await connect(integrator, connection).testConnection();
        } catch (error) {
          asRefusal(error, title);
        }
        return ok({ connected: true });
      },
    });

    /** The integrator's client for the company's saved account, refused when there is none. */
    const clientConnection = async (request: Parameters<typeof requestLanguage>[0]) => {
      const connection = await request.tenant((tx) => connectionOf(tx, integrator));
      if (!connection) throw refused('einvoice.noConnection', { integrator: title });
      return connection;
    };
    const id = z.object({ id: z.coerce.number().int().positive() });

    api.get(`${base}/candidates`, {
      config: { access: { menu: menus.send } },
      schema: { tags, querystring: listQuery },
      handler: async (request) => ok(await request.tenant((tx) => listCandidates(tx, request.query))),
    });

    api.get(`${base}/outgoing`, {
      config: { access: { menu: menus.outgoing } },
      schema: { tags, querystring: listQuery },
      handler: async (request) =>
        ok(await request.tenant((tx) => listEdocuments(tx, integrator, 'out', request.query))),
    });

    api.get(`${base}/incoming`, {
      config: { access: { menu: menus.incoming } },
      schema: { tags, querystring: listQuery },
      handler: async (request) =>
        ok(await request.tenant((tx) => listEdocuments(tx, integrator, 'in', request.query))),
    });

    // New invoices from the integrator's inbox into ours.
    api.post(`${base}/incoming/fetch`, {
      config: { access: { menu: menus.incoming } },
      schema: { tags },
      handler: async (request) => {
        const connection = await clientConnection(request);
        try {
          return ok({ added: await fetchAndMark((work) => request.tenant(work), integrator, connection) });
        } catch (error) {
          asRefusal(error, title);
        }
      },
    });

    api.post(`${base}/incoming/:id/respond`, {
      config: { access: { menu: menus.incoming } },
      schema: {
        tags,
        params: id,
        body: z.object({
          answer: z.enum(['accept', 'reject']),
          reason: z.string().trim().max(500).default(''),
        }),
      },
      handler: async (request) => {
        const connection = await clientConnection(request);
        try {
          await request.tenant((tx) =>
            respondTo(
              tx,
              integrator,
              connection,
              request.params.id,
              request.body.answer,
              request.body.reason,
            ),
          );
        } catch (error) {
          asRefusal(error, title);
        }
        return ok(
          await request.tenant((tx) =>
            incomingOf(tx, request.params.id).then(({ xml: _xml, ...row }) => row),
          ),
        );
      },
    });

    api.get(`${base}/incoming/:id/draft`, {
      config: { access: { menu: menus.incoming } },
      schema: { tags, params: id },
      handler: async (request) => ok(await request.tenant((tx) => draftOf(tx, request.params.id))),
    });

    api.post(`${base}/incoming/:id/link`, {
      config: { access: { menu: menus.incoming } },
      schema: { tags, params: id, body: z.object({ documentId: z.number().int().positive() }) },
      handler: async (request) => {
        await request.tenant((tx) => linkPurchase(tx, request.params.id, request.body.documentId));
        return ok({ linked: true });
      },
    });

    // The XML as it left or arrived, to download or to show.
    api.get(`${base}/documents/:id/xml`, {
      config: { access: { menu: documentMenus } },
      schema: { tags, params: id },
      handler: async (request, reply) => {
        const [found] = (
          await request.tenant((tx) =>
            tx.execute<{ xml: string; number: string; kind: string }>(
              sql`SELECT xml, number, kind FROM edocuments WHERE id = ${request.params.id} AND integrator = ${integrator}`,
            ),
          )
        ).rows;
        if (!found) throw notFound();
        if (!mayOpen(request.session!, found.kind)) throw forbidden();
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${found.number}.xml"`)
          .send(found.xml);
      },
    });

    // The document as the integrator renders it (GİB's view of the XML, with its signature), as PDF.
    api.get(`${base}/documents/:id/pdf`, {
      config: { access: { menu: documentMenus } },
      schema: { tags, params: id },
      handler: async (request, reply) => {
        const connection = await clientConnection(request);
        const [found] = (
          await request.tenant((tx) =>
            tx.execute<{ uuid: string; number: string; kind: string; direction: 'in' | 'out' }>(
              sql`SELECT uuid::text, number, kind, direction FROM edocuments WHERE id = ${request.params.id} AND integrator = ${integrator}`,
            ),
          )
        ).rows;
        if (!found) throw notFound();
        if (!mayOpen(request.session!, found.kind)) throw forbidden();
        try {
          const pdf = await connect(integrator, connection).content(
            found.kind === 'despatch' ? 'despatch' : 'invoice',
            found.direction,
            found.uuid,
            'pdf',
          );
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `inline; filename="${found.number}.pdf"`)
            .send(pdf);
        } catch (error) {
          asRefusal(error, title);
        }
      },
    });

    // An e-Arşiv invoice cancelled within its days, at GİB's report and in the books.
    api.post(`${base}/documents/:id/cancel`, {
      config: { access: { menu: menus.outgoing } },
      schema: {
        tags,
        params: id,
        body: z.object({ reason: z.string().trim().max(500, { error: 'v.maxLength' }) }),
      },
      handler: async (request) => {
        const connection = await clientConnection(request);
        await request.tenant((tx) =>
          cancelArchiveInvoice(
            tx,
            request.session!,
            integrator,
            title,
            connection,
            request.params.id,
            request.body.reason,
          ),
        );
        return ok({ cancelled: true }, t(request, 'einvoice.archiveCancelled'));
      },
    });

    api.post(`${base}/send`, {
      config: { access: { menu: menus.send } },
      schema: { tags, body: sendInput },
      handler: async (request) =>
        ok(
          await request.tenant((tx) =>
            queueInvoices(
              { tx, integrator, userId: request.session!.userId, language: requestLanguage(request) },
              request.body.documentIds,
              request.body.export,
            ),
          ),
        ),
    });
  }
}
