import { MENU_CATALOGUE, MenuId, type MenuName, menuById } from './catalogue.ts';

/**
 * Parts of the product a company switches on for itself (/sistem/firma), within what its licence
 * allows: each is a menu group, and its menus, dashboard tiles and API routes exist for the company
 * only while it is on. Everything else (sales, stock, accounts, cash…) is always on.
 */
export const COMPANY_MODULES = {
  einvoice: MenuId.einvoice,
  cargo: MenuId.cargo,
  integrations: MenuId.integrations,
  catalogue: MenuId.catalogue,
  library: MenuId.library,
  secondhand: MenuId.secondhand,
  qrMenu: MenuId.qrMenu,
  b2b: MenuId.b2b,
  commission: MenuId.commission,
  institution: MenuId.institution,
} as const;

export type CompanyModule = keyof typeof COMPANY_MODULES;
export const COMPANY_MODULE_CODES = Object.keys(COMPANY_MODULES) as [CompanyModule, ...CompanyModule[]];

const moduleOfGroup = new Map<number, CompanyModule>(
  Object.entries(COMPANY_MODULES).map(([code, group]) => [group, code as CompanyModule]),
);

/** The module a menu belongs to (its group's), or undefined for the always-on parts. */
export function moduleOfMenu(id: number): CompanyModule | undefined {
  const menu = MENU_CATALOGUE.find((entry) => entry.id === id);
  if (!menu) return undefined;
  return moduleOfGroup.get(menu.parent === 0 ? menu.id : menu.parent);
}

/** The modules a company works with: those it switched on that its licence allows (null: any). */
export const activeModules = (
  enabled: readonly string[],
  licensed: readonly string[] | null,
): CompanyModule[] =>
  COMPANY_MODULE_CODES.filter(
    (code) => enabled.includes(code) && (licensed === null || licensed.includes(code)),
  );

/** Each module's name in a language: its menu group's. */
export const moduleNames = (lang: keyof MenuName): Record<CompanyModule, string> =>
  Object.fromEntries(
    COMPANY_MODULE_CODES.map((code) => [code, menuById.get(COMPANY_MODULES[code])?.name[lang] ?? code]),
  ) as Record<CompanyModule, string>;
