import { envelopeOf, idParam } from '@kibo/contracts';
import {
  hiddenFields,
  type ResourceAction,
  readMenusOf,
  resourceImportResult,
  resourceListQuery,
  resourcePage,
  resourcePath,
  resourceSaved,
} from '@kibo/contracts/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { forbidden, invalidField, refused } from '../http/errors.ts';
import { requestLanguage, t } from '../http/i18n.ts';
import { sendWorkbook } from '../http/workbook.ts';
import { mayDo, type ResourceBinding, type Row } from './binding.ts';
import { exportWorkbook } from './export.ts';
import { importSheet, readSheet } from './import.ts';
import { type ExportCursor, type ListQuery, listBatch, listRecords } from './list.ts';
import { copyRecord, deleteRecord, getRecord, registerBinding, saveRecord, setActive } from './service.ts';

const recordAnswer = envelopeOf(z.record(z.string(), z.unknown()));
const exportQuery = resourceListQuery.extend({ columns: z.string().max(2000).optional() });

/**
 * The routes of one declared resource: list, export, get, copy, create, update, (de)activate and
 * delete, each guarded by the resource's menus and, for writes, its per-action roles.
 */
export function registerResourceRoutes(app: FastifyInstance, binding: ResourceBinding): void {
  registerBinding(binding);
  const { def } = binding;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api${resourcePath(def.name)}`;
  const access = { menu: def.menus };
  // Screens that pick from the resource (the stock card's units, a document's warehouse) read it too.
  const readAccess = { menu: readMenusOf(def) };
  const tags = [def.name];
  const require = (request: FastifyRequest, action: ResourceAction) => {
    if (!mayDo(def, request.session!, action)) throw forbidden();
  };
  // What the caller may not see never leaves the server: not in rows, nor sorted or filtered on.
  const hidden = (request: FastifyRequest) => hiddenFields(def, request.session!);
  const shown = (request: FastifyRequest, row: Row) => withoutFields(row, hidden(request));
  const refuseHiddenQuery = (request: FastifyRequest, query: Record<string, unknown>) => {
    for (const field of hidden(request)) {
      if (String(query.sort ?? '').replace(/^-/, '') === field) throw invalidField('sort', 'v.invalid');
      if (query[field] !== undefined && query[field] !== '') throw invalidField(field, 'v.invalid');
    }
  };

  api.get(base, {
    config: { access: readAccess },
    schema: { tags, querystring: resourceListQuery, response: { 200: envelopeOf(resourcePage) } },
    handler: async (request) => {
      refuseHiddenQuery(request, request.query);
      const page = await request.tenant((tx) => listRecords(tx, binding, request.query as ListQuery));
      return ok({ ...page, list: page.list.map((row) => shown(request, row)) });
    },
  });

  api.get(`${base}/export`, {
    config: { access: readAccess },
    schema: { tags, querystring: exportQuery },
    handler: async (request, reply) => {
      const { columns, ...query } = request.query;
      refuseHiddenQuery(request, query);
      const listed = (def.list.columns as string[]).filter((field) => !hidden(request).includes(field));
      const fields = columns ? columns.split(',') : listed;
      if (fields.some((field) => !listed.includes(field))) throw invalidField('columns', 'v.invalid');
      const batch = (cursor: ExportCursor, size: number) =>
        request.tenant((tx) => listBatch(tx, binding, query as ListQuery, cursor, size));
      await batch(null, 1); // bad sort or filters answer 422 before the file starts
      const file = exportWorkbook(def, requestLanguage(request), fields, batch);
      return sendWorkbook(reply, file.fileName, file.stream);
    },
  });

  if (def.importable)
    api.post(`${base}/import`, {
      config: { access },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({ commit: z.enum(['true', 'false']).default('false') }),
        response: { 200: envelopeOf(resourceImportResult) },
      },
      handler: async (request) => {
        require(request, 'create');
        const buffer = await uploadedFile(request);
        const sheet = await readSheet(buffer);
        const commit = request.query.commit === 'true';
        const result = await request.tenant((tx) =>
          importSheet(tx, binding, request.session!, sheet, requestLanguage(request), commit),
        );
        const done = t(request, 'imp.done', { created: result.created, skipped: result.invalid });
        return ok(result, commit ? done : undefined);
      },
    });

  api.get(`${base}/:id`, {
    config: { access: readAccess },
    schema: { tags, params: idParam, response: { 200: recordAnswer } },
    handler: async (request) =>
      ok(shown(request, await request.tenant((tx) => getRecord(tx, binding, request.params.id)))),
  });

  api.get(`${base}/:id/copy`, {
    config: { access },
    schema: { tags, params: idParam, response: { 200: recordAnswer } },
    handler: async (request) => {
      require(request, 'create');
      return ok(shown(request, await request.tenant((tx) => copyRecord(tx, binding, request.params.id))));
    },
  });

  api.post(base, {
    config: { access },
    schema: { tags, body: def.input, response: { 200: envelopeOf(resourceSaved) } },
    handler: async (request) => {
      require(request, 'create');
      const saved = await request.tenant((tx) =>
        saveRecord(tx, binding, request.session!, request.body as Row),
      );
      return ok(
        savedAnswer(request, { ...saved, record: shown(request, saved.record) }),
        t(request, 'res.saved'),
      );
    },
  });

  api.put(`${base}/:id`, {
    config: { access },
    schema: { tags, params: idParam, body: def.input, response: { 200: envelopeOf(resourceSaved) } },
    handler: async (request) => {
      require(request, 'update');
      const saved = await request.tenant((tx) =>
        saveRecord(tx, binding, request.session!, request.body as Row, request.params.id),
      );
      return ok(
        savedAnswer(request, { ...saved, record: shown(request, saved.record) }),
        t(request, 'res.saved'),
      );
    },
  });

  api.put(`${base}/:id/active`, {
    config: { access },
    schema: {
      tags,
      params: idParam,
      body: z.strictObject({ active: z.boolean() }),
      response: { 200: envelopeOf(z.null()) },
    },
    handler: async (request) => {
      require(request, 'delete');
      const { active } = request.body;
      await request.tenant((tx) => setActive(tx, binding, request.session!, request.params.id, active));
      return ok(null, t(request, active ? 'res.activated' : 'res.deactivated'));
    },
  });

  api.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, params: idParam, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      require(request, 'delete');
      await request.tenant((tx) => deleteRecord(tx, binding, request.session!, request.params.id));
      return ok(null, t(request, 'res.deleted'));
    },
  });
}

/** The one uploaded file of a multipart request, or a clear refusal (not a file, too large). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    throw refused('imp.badFile');
  }
  if (!file) throw refused('imp.badFile');
  try {
    return await file.toBuffer();
  } catch {
    throw refused('imp.tooLarge');
  }
}

const withoutFields = (row: Row, fields: string[]): Row =>
  fields.length === 0
    ? row
    : Object.fromEntries(Object.entries(row).filter(([field]) => !fields.includes(field)));

/** Warnings travel as message keys inside the transaction and leave translated. */
const savedAnswer = (request: FastifyRequest, saved: { record: Row; warnings: string[] }) => ({
  record: saved.record,
  warnings: saved.warnings.map((key) => t(request, key as never)),
});
