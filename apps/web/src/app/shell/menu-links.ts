import type { MenuItem } from '@kibo/contracts';

/**
 * Spec: some menu groups give their children a `/yeni` suffix (document entry opens a new
 * document) and menu 76 a `fis/` prefix. Both come with the menu data, not from code.
 */
export function menuLink(item: MenuItem, group?: MenuItem): string {
  const link = `${group?.mn_link_prefix ?? ''}${item.mn_link}${group?.mn_link_suffix ?? ''}`;
  return `/${link.replace(/^\/+/, '')}`;
}
