import type { FrontAppUi } from '@kibo/contracts';
import { mayDo, type ResourceAction, type ResourceDef } from '@kibo/contracts/resources';
import { menuEntry, menuIdsOf } from '../menus.ts';

/**
 * Whether the user may take an action on a resource: one of its menus and, by its declared roles,
 * the action — what the server checks, so a page offers only what will not be refused.
 */
export function mayAct(def: ResourceDef, settings: FrontAppUi | null, action: ResourceAction): boolean {
  const menus = menuIdsOf(settings);
  return (
    def.menus.some((menu) => menus.has(menu)) &&
    mayDo(def, { role: settings?.authorizedUser.role ?? '' }, action)
  );
}

/** The resource's own screen (its first menu), when the user holds it and may create records there. */
export function creationScreen(def: ResourceDef, settings: FrontAppUi | null) {
  const screen = menuEntry(settings, def.menus[0]!);
  return screen && mayDo(def, { role: settings?.authorizedUser.role ?? '' }, 'create') ? screen : undefined;
}
