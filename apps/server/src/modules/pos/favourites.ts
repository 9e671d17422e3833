import type { PosFavourite } from '@kibo/contracts/resources';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';

// The till's quick-sale keys: the cards marked `quickSale`, grouped by category, each with its
// picture when it has one. The picture is sent once per change (its version is the card's
// `updated_at`); the till keeps a small copy on the device.

/** The most keys a till shows: a grid of a few screens, not a catalogue. */
const MOST = 300;

export async function favourites(tx: Db): Promise<PosFavourite[]> {
  const { rows } = await tx.execute<PosFavourite & Record<string, unknown>>(sql`
    SELECT i.id, i.code, i.name, i.category_id AS "categoryId", coalesce(c.name, '') AS category,
           i.sale_price::text AS "salePrice", i.vat_included AS "vatIncluded", i.vat_rate AS "vatRate", i.prices,
           i.image <> '' AS "hasImage", i.updated_at::text AS version
      FROM items i
      LEFT JOIN categories c ON c.company_id = i.company_id AND c.id = i.category_id
     WHERE i.company_id = current_setting('app.company_id')::int AND i.quick_sale AND i.active
     ORDER BY coalesce(c.name, '') COLLATE "tr-TR-x-icu", i.name COLLATE "tr-TR-x-icu", i.id
     LIMIT ${MOST}`);
  return rows;
}

/** A quick-sale card's picture as bytes, with its type (a data URL on the card). */
export async function favouriteImage(tx: Db, id: number): Promise<{ type: string; bytes: Buffer }> {
  const { rows } = await tx.execute<{ image: string }>(sql`
    SELECT image FROM items WHERE company_id = current_setting('app.company_id')::int AND id = ${id}`);
  const match = /^data:(image\/(?:png|jpeg|webp));base64,(.+)$/.exec(rows[0]?.image ?? '');
  if (!match) throw notFound();
  return { type: match[1]!, bytes: Buffer.from(match[2]!, 'base64') };
}
