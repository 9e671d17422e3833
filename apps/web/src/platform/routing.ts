import type { RoleCode } from '@kibo/contracts';
import type { ComponentType } from 'react';

/**
 * One screen of the spec's router. Every spec route is declared in its module's route list from the
 * start; a route without `screen` renders the explicit "not built yet" page (see `npm run routes:status`).
 */
export interface RouteDef {
  /** Path exactly as the spec writes it, without the leading hash; `:id` params are digits only. */
  path: string;
  /** i18n key of the page title, e.g. `routes.stok.list`. */
  titleKey: string;
  /** Menu entry that grants this screen (the server checks the same id on its API calls). */
  menuId?: number;
  /** Roles that may open it; none means every logged-in user with the menu. */
  roles?: RoleCode[];
  /** Lazy screen; absent while the screen's issue is open. */
  screen?: () => Promise<{ default: ComponentType }>;
  /** Kept out of the tab cache (the spec's "not cached" screens). */
  noCache?: boolean;
}
