import { envelopeOf, idParam } from '@kibo/contracts';
import { inStoreEan13 } from '@kibo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden, refused } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { mayDo, type ResourceBinding, type Row } from '../../platform/resources/binding.ts';
import { nextFree } from '../../platform/resources/counters.ts';
import { getRecord, saveRecord } from '../../platform/resources/service.ts';
import { itemBarcodes, items } from './items.tables.ts';

/** At most this many child cards per run: a colour × size grid, not a catalogue. */
export const MAX_VARIANTS = 400;

/** Every combination of one value from each list, in order: [[a, b], [1, 2]] -> a1, a2, b1, b2. */
export const combinations = (lists: string[][]): string[][] =>
  lists.reduce<string[][]>(
    (done, values) => done.flatMap((head) => values.map((value) => [...head, value])),
    [[]],
  );

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/**
 * Creates the child cards of an item for each combination of its chosen variant values that has no
 * card yet: named after the parent and the values, coded `<parent>-<n>`, each with its own in-store
 * EAN-13 barcode. Returns how many were created.
 */
export async function createVariants(tx: Db, binding: ResourceBinding, session: Session, id: number) {
  const parent = await getRecord(tx, binding, id);
  if (parent.parentId) throw refused('item.variantOfVariant');
  const dimensions = (parent.variants as { values: string[] }[]).filter((line) => line.values.length > 0);
  if (dimensions.length === 0) throw refused('item.noVariantValues');
  const wanted = combinations(dimensions.map((line) => line.values));
  if (wanted.length > MAX_VARIANTS) throw refused('item.tooManyVariants', { max: MAX_VARIANTS });

  const children = await tx.select({ values: items.variantValues }).from(items).where(eq(items.parentId, id));
  const made = new Set(children.map((child) => child.values.join('\u0001')));
  const base = Object.fromEntries(Object.keys(binding.def.fields).map((field) => [field, parent[field]]));
  let created = 0;
  let suffix = 0;
  for (const values of wanted) {
    if (made.has(values.join('\u0001'))) continue;
    let code: string;
    do code = `${String(parent.code).slice(0, 34)}-${++suffix}`;
    while (await exists(tx.select({ id: items.id }).from(items).where(eq(items.code, code)).limit(1)));
    const barcode = await nextFree(
      tx,
      'inStoreBarcode',
      inStoreEan13,
      async (candidate) =>
        !(await exists(tx.select().from(itemBarcodes).where(eq(itemBarcodes.barcode, candidate)).limit(1))),
    );
    const input = binding.def.input.parse({
      ...base,
      code,
      name: `${parent.name} ${values.join(' ')}`.slice(0, 200),
      barcodes: [barcode],
      units: (parent.units as Row[]).map((line) => ({ ...line, barcode: '' })),
      variants: [],
      parentId: id,
      variantValues: values,
      isbn: '',
    });
    await saveRecord(tx, binding, session, input as Row);
    made.add(values.join('\u0001'));
    created++;
  }
  return created;
}

export function registerVariantRoutes(app: FastifyInstance, binding: ResourceBinding): void {
  app.withTypeProvider<ZodTypeProvider>().post('/api/items/:id/variants', {
    config: { access: { menu: binding.def.menus } },
    schema: {
      tags: ['items'],
      params: idParam,
      response: { 200: envelopeOf(z.object({ created: z.number().int() })) },
    },
    handler: async (request) => {
      if (!mayDo(binding.def, request.session!, 'create')) throw forbidden();
      const created = await request.tenant((tx) =>
        createVariants(tx, binding, request.session!, request.params.id),
      );
      return ok({ created }, t(request, 'item.variantsCreated', { count: created }));
    },
  });
}
