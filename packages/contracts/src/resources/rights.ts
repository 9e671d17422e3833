import type { RoleCode } from '../platform/roles.ts';
import type { ResourceAction, ResourceDef } from './define.ts';
import { RESOURCES, SETTINGS } from './registry.ts';

/** Who is asking: the role and the menus the server gave them (administrators hold every menu). */
export interface Holder {
  role: RoleCode | string;
  menuIds: ReadonlySet<number>;
}

const isAdminRole = (role: string) => role === 'admin' || role === 'superadmin';

/** Declared per-action roles; holding the resource's menu is checked by the route itself. */
export function mayDo(def: ResourceDef, holder: Pick<Holder, 'role'>, action: ResourceAction): boolean {
  const roles = def.permissions?.[action];
  return !roles || isAdminRole(holder.role) || (roles as string[]).includes(holder.role);
}

/** Fields of the resource this holder may not see (left out of answers, kept as stored on save). */
export function hiddenFields(def: ResourceDef, holder: Pick<Holder, 'menuIds'>): string[] {
  return Object.entries(def.visibleWith ?? {})
    .filter(([, menus]) => !(menus as number[]).some((menu) => holder.menuIds.has(menu)))
    .map(([field]) => field);
}

function refersTo(def: ResourceDef, name: string): boolean {
  return Object.values(def.fields).some(
    ({ meta }) =>
      (meta.kind === 'reference' && meta.resource === name) ||
      (meta.kind === 'lines' &&
        Object.values(meta.fields ?? {}).some((sub) => sub.kind === 'reference' && sub.resource === name)),
  );
}

const readMenus = new Map<string, number[]>();

/**
 * Menus whose holders may read (list, get, pick from) a resource: its own, its declared readers,
 * and those of every resource or settings form that refers to it — a cashier who may open the stock
 * card may read the units and categories it names, without managing them.
 */
export function readMenusOf(def: ResourceDef): number[] {
  const known = readMenus.get(def.name);
  if (known) return known;
  const menus = new Set([...def.menus, ...(def.readers ?? [])]);
  for (const other of [...RESOURCES.values(), ...SETTINGS.values()])
    if (other.name !== def.name && refersTo(other, def.name)) for (const menu of other.menus) menus.add(menu);
  const found = [...menus];
  readMenus.set(def.name, found);
  return found;
}
