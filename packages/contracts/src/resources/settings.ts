import type { RoleCode } from '../platform/roles.ts';
import { defineResource, type ResourceDef, type ResourceSpec } from './define.ts';
import type { Field } from './fields.ts';

type Fields = Record<string, Field>;

/**
 * Settings: one record per company (company details, general settings), edited in a form of
 * sections like any resource and read with `GET /api/settings/<name>`, saved with `PUT`.
 */
export interface SettingsSpec<F extends Fields>
  extends Pick<ResourceSpec<F>, 'name' | 'menus' | 'fields' | 'form' | 'rules'> {
  /** Roles (besides admin) that may change them; absent means every user holding the menu. */
  editors?: RoleCode[];
}

export interface SettingsDef<F extends Fields = Fields> extends ResourceDef<F> {
  singleton: true;
}

/** Declares company settings; the form, labels and validation are those of a resource. */
export function defineSettings<F extends Fields>(spec: SettingsSpec<F>): SettingsDef<F> {
  const first = Object.keys(spec.fields)[0] as keyof F & string;
  const def = defineResource({
    ...spec,
    titleField: first,
    list: { columns: [], search: [], sort: { field: first, order: 'asc' } },
    ...(spec.editors ? { permissions: { update: spec.editors } } : {}),
  });
  return { ...def, singleton: true };
}

export const isSettings = (def: ResourceDef): def is SettingsDef => 'singleton' in def;
