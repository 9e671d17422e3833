import { MENU_CATALOGUE, MenuId } from '@kibo/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardFor, effectiveMenuIds, menuTree } from './menus.service.ts';

const vendorOnly = MENU_CATALOGUE.filter((menu) => menu.roles.includes('superadmin')).map((menu) => menu.id);

describe('effective menus', () => {
  it('gives admin everything but the vendor screens, and superadmin everything', () => {
    const admin = effectiveMenuIds('admin', []);
    expect(admin.size).toBe(MENU_CATALOGUE.length - vendorOnly.length);
    for (const id of vendorOnly) expect(admin.has(id)).toBe(false);
    expect(effectiveMenuIds('superadmin', []).size).toBe(MENU_CATALOGUE.length);
  });

  it('gives a role its defaults plus grants, with their groups, but never vendor screens', () => {
    const cashier = effectiveMenuIds('cashier', [MenuId.users, MenuId.licenceCompanies]);
    expect(cashier.has(MenuId.pos)).toBe(true);
    expect(cashier.has(MenuId.users)).toBe(true);
    expect(cashier.has(MenuId.system)).toBe(true);
    expect(cashier.has(MenuId.licenceCompanies)).toBe(false);
    expect(effectiveMenuIds('cashier', []).has(MenuId.users)).toBe(false);
  });

  it('builds the tree in catalogue order with names in the asked language', () => {
    const tree = menuTree(effectiveMenuIds('cashier', []), 'en');
    expect(
      tree.every(
        (group) => group.mn_parent === 0 && group.mn_subs.every((sub) => sub.mn_parent === group.id),
      ),
    ).toBe(true);
    expect(tree.find((group) => group.id === MenuId.salesDocuments)?.mn_name).toBe('Sales');
    const dashboard = dashboardFor(effectiveMenuIds('cashier', []), 'tr').map((item) => item.key);
    expect(dashboard).toContain('pos');
    expect(dashboard).not.toContain('users');
  });
});
