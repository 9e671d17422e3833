import {
  type CompanyModule,
  DASHBOARD_CATALOGUE,
  type DashboardItem,
  type Language,
  MENU_CATALOGUE,
  type MenuDef,
  type MenuItem,
  moduleOfMenu,
  type RoleCode,
} from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { dashboardItems, menus } from './menus.tables.ts';

const isVendorOnly = (menu: MenuDef) => menu.roles.includes('superadmin');
const byId = new Map(MENU_CATALOGUE.map((menu) => [menu.id, menu]));
const order = new Map(MENU_CATALOGUE.map((menu, index) => [menu.id, index]));

/**
 * The menus a user may open: everything for an administrator (the vendor's licence screens only
 * for its super-administrators), otherwise the role's entries plus the user's own grants; a group
 * comes with any child it holds. Menus of a module the company does not use are nobody's.
 */
export function effectiveMenuIds(
  role: RoleCode,
  granted: readonly number[],
  modules: readonly CompanyModule[] | 'all' = 'all',
): ReadonlySet<number> {
  const ids = new Set<number>();
  const grantedSet = new Set(granted);
  for (const menu of MENU_CATALOGUE) {
    const module = moduleOfMenu(menu.id);
    if (module && modules !== 'all' && !modules.includes(module)) continue;
    const vendorOnly = isVendorOnly(menu);
    const allowed =
      role === 'superadmin' ||
      (!vendorOnly && (role === 'admin' || menu.roles.includes(role) || grantedSet.has(menu.id)));
    if (allowed) ids.add(menu.id);
  }
  for (const id of [...ids]) {
    const parent = byId.get(id)?.parent;
    if (parent) ids.add(parent);
  }
  return ids;
}

/** The sidebar tree in the spec's shape (groups have mn_parent 0, children in mn_subs). */
export function menuTree(ids: ReadonlySet<number>, lang: Language): MenuItem[] {
  const toItem = (menu: MenuDef): MenuItem => ({
    id: menu.id,
    mn_name: menu.name[lang],
    mn_link: menu.link,
    mn_parent: menu.parent,
    mn_icon: menu.icon,
    mn_link_prefix: menu.prefix ?? '',
    mn_link_suffix: menu.suffix ?? '',
    mn_subs: [],
  });
  const groups = new Map<number, MenuItem>();
  const tree: MenuItem[] = [];
  const visible = MENU_CATALOGUE.filter((menu) => ids.has(menu.id)).sort(
    (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
  );
  for (const menu of visible) {
    if (menu.parent !== 0) continue;
    const item = toItem(menu);
    groups.set(menu.id, item);
    tree.push(item);
  }
  for (const menu of visible) {
    if (menu.parent === 0) continue;
    groups.get(menu.parent)?.mn_subs.push(toItem(menu));
  }
  return tree.filter((group) => group.mn_subs.length > 0 || group.mn_link !== '');
}

export function dashboardFor(ids: ReadonlySet<number>, lang: Language): DashboardItem[] {
  return DASHBOARD_CATALOGUE.filter((item) => ids.has(item.menuId)).map((item) => ({
    id: item.id,
    key: item.key,
    title: item.title[lang],
    link: item.report && ids.has(item.report.menuId) ? item.report.link : item.link,
    kind: item.kind,
    icon: item.icon,
  }));
}

/** Menus are product data: the catalogue in packages/contracts is written to the database at start. */
export async function syncMenuCatalogue(db: Db): Promise<void> {
  const menuRows = MENU_CATALOGUE.map((menu, index) => ({
    id: menu.id,
    parentId: menu.parent,
    sort: index,
    key: menu.key,
    link: menu.link,
    icon: menu.icon,
    linkPrefix: menu.prefix ?? '',
    linkSuffix: menu.suffix ?? '',
    nameTr: menu.name.tr,
    nameEn: menu.name.en,
    nameDe: menu.name.de,
    roles: [...menu.roles],
  }));
  const dashboardRows = DASHBOARD_CATALOGUE.map((item, index) => ({
    id: item.id,
    sort: index,
    key: item.key,
    kind: item.kind,
    link: item.link,
    icon: item.icon,
    menuId: item.menuId,
    titleTr: item.title.tr,
    titleEn: item.title.en,
    titleDe: item.title.de,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.transaction(async (tx) => {
    // Processes starting together on one database take turns: the dashboard rows are replaced whole.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7268003)`);
    await tx
      .insert(menus)
      .values(menuRows)
      .onConflictDoUpdate({
        target: menus.id,
        set: {
          parentId: excluded('parent_id'),
          sort: excluded('sort'),
          key: excluded('key'),
          link: excluded('link'),
          icon: excluded('icon'),
          linkPrefix: excluded('link_prefix'),
          linkSuffix: excluded('link_suffix'),
          nameTr: excluded('name_tr'),
          nameEn: excluded('name_en'),
          nameDe: excluded('name_de'),
          roles: excluded('roles'),
        },
      });
    await tx.execute(sql`DELETE FROM dashboard_items`);
    if (dashboardRows.length) await tx.insert(dashboardItems).values(dashboardRows);
  });
}
