import { RESOURCES, type ResourceDef } from '@kibo/contracts/resources';

/** The declaration of a resource by name (reference pickers look their target up here). */
export function resourceDef(name: string): ResourceDef {
  const def = RESOURCES.get(name);
  if (!def) throw new Error(`unknown resource ${name}`);
  return def;
}
