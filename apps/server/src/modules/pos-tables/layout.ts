import type {
  Floor,
  FloorTable,
  KitchenPrinterInput,
  PosAreaInput,
  PosTableInput,
} from '@kibo/contracts/resources';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/db/errors.ts';
import type { Session } from '../../platform/http/access.ts';
import { forbidden, invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { posAreas, posKitchenPrinters, posPrinterCategories, posTables } from './pos-tables.tables.ts';
import { mayEditLayout, totalOf } from './rights.ts';

// The floor: areas, tables on their plans, and the kitchen printer categories. The manager shapes it
// from the floor screen's edit mode; everyone with the menu sees it with each table's state.

/** The floor with every table's state: free, or its open order's total, age, opener and unsent lines. */
export async function floorOf(tx: Db, user: Session): Promise<Floor> {
  const areas = await tx.execute<Floor['areas'][number]>(sql`
    SELECT id, name, sort FROM pos_areas
     WHERE company_id = current_setting('app.company_id')::int AND active
     ORDER BY sort, name COLLATE "tr-TR-x-icu", id`);
  const tables = await tx.execute<
    Omit<FloorTable, 'order'> & { orderId: number | null; openedAt: string | null; openedBy: string | null }
  >(sql`
    SELECT t.id, t.area_id AS "areaId", t.name, t.seats, t.x, t.y, t.width, t.height, t.shape,
           o.id AS "orderId", o.opened_at AS "openedAt", u.name AS "openedBy"
      FROM pos_tables t
      LEFT JOIN pos_table_orders o ON o.company_id = t.company_id AND o.table_id = t.id
            AND o.status = 'open' AND o.split_of IS NULL
      LEFT JOIN users u ON u.company_id = o.company_id AND u.id = o.opened_by
     WHERE t.company_id = current_setting('app.company_id')::int AND t.active
     ORDER BY t.name COLLATE "tr-TR-x-icu", t.id`);
  // Lines of open orders and of the bills split off them, counted on the table they sit at.
  const lines = await tx.execute<{
    main: number;
    quantity: string;
    unitPrice: string;
    vatRate: string;
    sent: boolean;
  }>(sql`
    SELECT coalesce(o.split_of, o.id) AS main, l.quantity::text, l.unit_price::text AS "unitPrice",
           l.vat_rate AS "vatRate", l.sent_at IS NOT NULL AS sent
      FROM pos_table_orders o
      JOIN pos_table_lines l ON l.company_id = o.company_id AND l.order_id = o.id
     WHERE o.company_id = current_setting('app.company_id')::int AND o.status = 'open'`);
  const { rows: parts } = await tx.execute<{ main: number; count: number }>(sql`
    SELECT split_of AS main, count(*)::int AS count FROM pos_table_orders
     WHERE company_id = current_setting('app.company_id')::int AND status = 'open' AND split_of IS NOT NULL
     GROUP BY split_of`);
  const byOrder = new Map<number, typeof lines.rows>();
  for (const line of lines.rows) byOrder.set(line.main, [...(byOrder.get(line.main) ?? []), line]);
  const partsOf = new Map(parts.map((row) => [row.main, row.count]));
  return {
    areas: areas.rows,
    tables: tables.rows.map(({ orderId, openedAt, openedBy, ...table }) => {
      const own = byOrder.get(orderId ?? 0) ?? [];
      return {
        ...table,
        order:
          orderId === null
            ? null
            : {
                id: orderId,
                total: totalOf(own),
                openedAt: new Date(openedAt!).toISOString(),
                openedBy: openedBy ?? '',
                unsent: own.filter((line) => !line.sent).length,
                parts: partsOf.get(orderId) ?? 0,
              },
      };
    }),
    canEditLayout: mayEditLayout(user),
  };
}

const refuseUnlessLayoutEditor = (user: Session) => {
  if (!mayEditLayout(user)) throw forbidden('posTables.layoutOnlyManagers');
};

/** A unique name broken by a save: the form's name field says so. */
async function named<T>(work: () => Promise<T>, index: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === index)
      throw invalidField('name', 'posTables.nameTaken');
    throw error;
  }
}

export async function saveArea(tx: Db, user: Session, input: PosAreaInput, id?: number) {
  refuseUnlessLayoutEditor(user);
  const [area] = await named(
    () =>
      id === undefined
        ? tx
            .insert(posAreas)
            .values({ companyId: user.companyId, ...input })
            .returning()
        : tx
            .update(posAreas)
            .set(input)
            .where(and(eq(posAreas.id, id), eq(posAreas.active, true)))
            .returning(),
    'pos_areas_name',
  );
  if (!area) throw notFound();
  return area;
}

/** Removes an area once its tables are gone; its row stays for the orders of its former tables. */
export async function removeArea(tx: Db, user: Session, id: number): Promise<void> {
  refuseUnlessLayoutEditor(user);
  const [used] = await tx
    .select({ id: posTables.id })
    .from(posTables)
    .where(and(eq(posTables.areaId, id), eq(posTables.active, true)))
    .limit(1);
  if (used) throw refused('posTables.areaNotEmpty');
  const [gone] = await tx
    .update(posAreas)
    .set({ active: false })
    .where(and(eq(posAreas.id, id), eq(posAreas.active, true)))
    .returning();
  if (!gone) throw notFound();
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posArea',
    entityId: id,
    action: 'delete',
    before: gone,
  });
}

async function refuseInactiveArea(tx: Db, areaId: number) {
  const [area] = await tx
    .select({ id: posAreas.id })
    .from(posAreas)
    .where(and(eq(posAreas.id, areaId), eq(posAreas.active, true)));
  if (!area) throw invalidField('areaId', 'v.referenceMissing');
}

/** Adds a table, or saves one's name, seats, area, place and size (a drag ends in one save). */
export async function saveTable(tx: Db, user: Session, input: PosTableInput, id?: number) {
  refuseUnlessLayoutEditor(user);
  await refuseInactiveArea(tx, input.areaId);
  const [table] = await named(
    () =>
      id === undefined
        ? tx
            .insert(posTables)
            .values({ companyId: user.companyId, ...input })
            .returning()
        : tx
            .update(posTables)
            .set(input)
            .where(and(eq(posTables.id, id), eq(posTables.active, true)))
            .returning(),
    'pos_tables_name',
  );
  if (!table) throw notFound();
  return table;
}

/**
 * Removes a table no guest sits at (no open order, nor a bill split off one). Its row stays, out of
 * the floor, so past orders still name it; the name is free for a new table.
 */
export async function removeTable(tx: Db, user: Session, id: number): Promise<void> {
  refuseUnlessLayoutEditor(user);
  const [table] = await tx
    .select()
    .from(posTables)
    .where(and(eq(posTables.id, id), eq(posTables.active, true)))
    .for('update');
  if (!table) throw notFound();
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM pos_table_orders WHERE company_id = current_setting('app.company_id')::int
       AND table_id = ${id} AND status = 'open' LIMIT 1`);
  if (rows.length) throw refused('posTables.tableInUse', { table: table.name });
  await tx.update(posTables).set({ active: false }).where(eq(posTables.id, id));
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posTable',
    entityId: id,
    action: 'delete',
    before: table,
  });
}

/** The printer categories with their stock categories, and every stock category to choose from. */
export async function kitchenPrinters(tx: Db) {
  const { rows: printers } = await tx.execute<{ id: number; name: string; categoryIds: number[] }>(sql`
    SELECT p.id, p.name, coalesce(array_agg(c.category_id ORDER BY c.category_id) FILTER (WHERE c.category_id IS NOT NULL), '{}') AS "categoryIds"
      FROM pos_kitchen_printers p
      LEFT JOIN pos_printer_categories c ON c.company_id = p.company_id AND c.printer_id = p.id
     WHERE p.company_id = current_setting('app.company_id')::int
     GROUP BY p.id, p.name ORDER BY p.name COLLATE "tr-TR-x-icu"`);
  const { rows: categories } = await tx.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM (
      SELECT c.id, CASE WHEN p.name IS NULL THEN c.name ELSE p.name || ' / ' || c.name END AS name
        FROM categories c
        LEFT JOIN categories p ON p.company_id = c.company_id AND p.id = c.parent_id
       WHERE c.company_id = current_setting('app.company_id')::int AND c.active) named
     ORDER BY name COLLATE "tr-TR-x-icu", id`);
  return { printers, categories };
}

/**
 * Saves a printer category with its stock categories. A stock category prints on one printer only:
 * given to this one, it leaves the one it printed on.
 */
export async function saveKitchenPrinter(tx: Db, user: Session, input: KitchenPrinterInput, id?: number) {
  refuseUnlessLayoutEditor(user);
  const [printer] = await named(
    () =>
      id === undefined
        ? tx.insert(posKitchenPrinters).values({ companyId: user.companyId, name: input.name }).returning()
        : tx
            .update(posKitchenPrinters)
            .set({ name: input.name })
            .where(eq(posKitchenPrinters.id, id))
            .returning(),
    'pos_kitchen_printers_name',
  );
  if (!printer) throw notFound();
  await tx.delete(posPrinterCategories).where(eq(posPrinterCategories.printerId, printer.id));
  if (input.categoryIds.length) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      SELECT id FROM categories WHERE company_id = current_setting('app.company_id')::int
         AND id = ANY(${sql.param(input.categoryIds)}::int[])`);
    const known = new Set(rows.map((row) => row.id));
    const missing = input.categoryIds.findIndex((categoryId) => !known.has(categoryId));
    if (missing >= 0) throw invalidField(`categoryIds.${missing}`, 'v.referenceMissing');
    await tx
      .insert(posPrinterCategories)
      .values(
        input.categoryIds.map((categoryId) => ({
          companyId: user.companyId,
          categoryId,
          printerId: printer.id,
        })),
      )
      .onConflictDoUpdate({
        target: [posPrinterCategories.companyId, posPrinterCategories.categoryId],
        set: { printerId: printer.id },
      });
  }
  return { ...printer, categoryIds: input.categoryIds };
}

export async function removeKitchenPrinter(tx: Db, user: Session, id: number): Promise<void> {
  refuseUnlessLayoutEditor(user);
  const [gone] = await tx.delete(posKitchenPrinters).where(eq(posKitchenPrinters.id, id)).returning();
  if (!gone) throw notFound();
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posKitchenPrinter',
    entityId: id,
    action: 'delete',
    before: gone,
  });
}
