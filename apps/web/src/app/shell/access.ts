import type { FrontAppUi } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export { menuIdsOf } from '../../platform/settings.ts';

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
