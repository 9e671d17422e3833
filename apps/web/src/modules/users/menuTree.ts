import type { GrantableMenu } from '@kibo/contracts';

/** Whether the role brings the menu by itself: an administrator sees everything (spec section 6). */
export const roleGrants = (menu: GrantableMenu, role: string | undefined): boolean =>
  role === 'admin' || (role !== undefined && menu.roles.includes(role));

export interface MenuGroup {
  group: GrantableMenu;
  children: GrantableMenu[];
}

/** The catalogue as groups with their entries, in catalogue (sidebar) order. */
export function groupMenus(menus: readonly GrantableMenu[]): MenuGroup[] {
  const groups = menus
    .filter((menu) => menu.parent === 0)
    .map((group) => ({ group, children: [] as GrantableMenu[] }));
  const byId = new Map(groups.map((entry) => [entry.group.id, entry]));
  for (const menu of menus) if (menu.parent !== 0) byId.get(menu.parent)?.children.push(menu);
  return groups.filter((entry) => entry.children.length > 0);
}

/**
 * The ids to store for the user: only grants on top of the role. A group comes with any entry it
 * holds (the server adds it), so groups are never stored themselves.
 */
export function extraMenuIds(
  selected: readonly number[],
  role: string | undefined,
  menus: readonly GrantableMenu[],
) {
  const chosen = new Set(selected);
  return menus
    .filter((menu) => menu.parent !== 0 && chosen.has(menu.id) && !roleGrants(menu, role))
    .map((menu) => menu.id);
}
