import { hiddenFields, mayDo, type ResourceDef } from '@kibo/contracts/resources';
import { useMemo } from 'react';
import { menuIdsOf } from '../menus.ts';
import { settingsStore } from '../settings.ts';
import { useStore } from '../store.ts';

export interface Rights {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** Fields the server leaves out for this user (costs for a cashier): never shown, never sent. */
  hidden: ReadonlySet<string>;
}

/**
 * What this user may do with a resource, by the same declaration the server checks: a screen shows
 * read-only what may only be read and offers no action the server would refuse.
 */
export function useRights(def: ResourceDef): Rights {
  const { settings } = useStore(settingsStore);
  return useMemo(() => {
    const holder = { role: settings?.authorizedUser.role ?? '', menuIds: menuIdsOf(settings) };
    return {
      create: mayDo(def, holder, 'create'),
      update: mayDo(def, holder, 'update'),
      delete: mayDo(def, holder, 'delete'),
      hidden: new Set(hiddenFields(def, holder)),
    };
  }, [def, settings]);
}
