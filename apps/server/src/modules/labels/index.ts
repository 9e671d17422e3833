import { labelDesigns as designsDef, labelPrintRequest } from '@kibo/contracts/resources';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidField, refused } from '../../platform/http/errors.ts';
import type { ResourceBinding } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { items } from '../stock/items.tables.ts';
import { labelDesigns } from './labels.tables.ts';
import { type LabelItem, labelsPdf } from './pdf.ts';

export { barcodeOf } from './pdf.ts';

/** The most labels one PDF holds: a few hundred sheets. */
export const MAX_LABELS = 5_000;

/** Label designs (`/sistem/etiket`) and printing labels for chosen items (`/sistem/etiket/detay`). */
export function registerLabelRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, { def: designsDef, table: labelDesigns } as unknown as ResourceBinding);
  app.withTypeProvider<ZodTypeProvider>().post('/api/labels/pdf', {
    config: { access: { menu: designsDef.menus } },
    schema: { tags: ['labelDesigns'], body: labelPrintRequest },
    handler: async (request, reply) => {
      const { designId, lines, skip } = request.body;
      const count = lines.reduce((total, line) => total + line.quantity, 0);
      if (count > MAX_LABELS) throw refused('lbl.tooMany', { max: MAX_LABELS });
      const { design, found } = await request.tenant(async (tx) => {
        const [design] = await tx.select().from(labelDesigns).where(eq(labelDesigns.id, designId));
        if (!design) throw invalidField('designId', 'v.referenceMissing');
        const ids = [...new Set(lines.map((line) => line.itemId))];
        const found = await tx
          .select({
            id: items.id,
            name: items.name,
            code: items.code,
            barcodes: items.barcodes,
            salePrice: items.salePrice,
            saleCurrency: items.saleCurrency,
          })
          .from(items)
          .where(inArray(items.id, ids));
        return { design, found };
      });
      const byId = new Map(found.map((item) => [item.id, item]));
      const labels: LabelItem[] = [];
      for (const [index, line] of lines.entries()) {
        const item = byId.get(line.itemId);
        if (!item) throw invalidField(`lines.${index}.itemId`, 'v.referenceMissing');
        const label = { ...item, barcode: item.barcodes[0] ?? '' };
        for (let copy = 0; copy < line.quantity; copy++) labels.push(label);
      }
      const pdf = await labelsPdf(design, labels, skip);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="etiketler.pdf"')
        .send(pdf);
    },
  });
}
