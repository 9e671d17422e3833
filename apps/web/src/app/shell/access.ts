import type { FrontAppUi, MenuItem } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.mn_subs)]);

/** The menu ids the server gave this user; the same ids guard the server's API calls. */
export const menuIdsOf = (settings: FrontAppUi | null): Set<number> =>
  new Set(flatten(settings?.items.menus ?? []).map((item) => item.id));

/**
 * Spec section 6: admin sees every route; others see routes with no roles list or a matching role,
 * and (menu-driven access) only screens whose menu the server granted.
 */
export function canOpen(route: RouteDef, settings: FrontAppUi | null, menuIds: Set<number>): boolean {
  const role = settings?.authorizedUser.role ?? '';
  const admin = role === 'admin' || role === 'superadmin';
  if (route.roles && !admin && !route.roles.includes(role as never)) return false;
  if (route.menuId !== undefined && !menuIds.has(route.menuId)) return false;
  return true;
}

/** Spec: route ids are digits. */
export const paramsAreDigits = (params: Record<string, string | undefined>) =>
  Object.entries(params).every(([name, value]) => name === '*' || value === undefined || /^\d+$/.test(value));
