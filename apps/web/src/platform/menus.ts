import type { FrontAppUi, MenuItem } from '@kibo/contracts';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.mn_subs)]);

/** The menu ids the server gave this user; the same ids guard the server's API calls. */
export const menuIdsOf = (settings: FrontAppUi | null): Set<number> =>
  new Set(flatten(settings?.items.menus ?? []).map((item) => item.id));

/**
 * Spec: some menu groups give their children a `/yeni` suffix (document entry opens a new
 * document) and menu 76 a `fis/` prefix. Both come with the menu data, not from code.
 */
export function menuLink(item: MenuItem, group?: MenuItem): string {
  const link = `${group?.mn_link_prefix ?? ''}${item.mn_link}${group?.mn_link_suffix ?? ''}`;
  return `/${link.replace(/^\/+/, '')}`;
}

/** The user's menu entry `id` with its path and name, or undefined when the user was not given it. */
export function menuEntry(
  settings: FrontAppUi | null,
  id: number,
): { path: string; name: string } | undefined {
  const walk = (items: MenuItem[], group?: MenuItem): { path: string; name: string } | undefined => {
    for (const item of items) {
      if (item.id === id) return { path: menuLink(item, group), name: item.mn_name };
      const found = walk(item.mn_subs, item);
      if (found) return found;
    }
    return undefined;
  };
  return walk(settings?.items.menus ?? []);
}
