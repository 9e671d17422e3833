import type { GrantableMenu } from '@kibo/contracts';
import { describe, expect, it } from 'vitest';
import { extraMenuIds, groupMenus, roleGrants } from './menuTree.ts';

const menus: GrantableMenu[] = [
  { id: 10, name: 'Satış', parent: 0, roles: ['cashier'] },
  { id: 101, name: 'Fatura', parent: 10, roles: ['cashier'] },
  { id: 102, name: 'İade', parent: 10, roles: [] },
  { id: 20, name: 'Boş grup', parent: 0, roles: [] },
  { id: 30, name: 'Stok', parent: 0, roles: [] },
  { id: 301, name: 'Kartlar', parent: 30, roles: ['warehouse'] },
];

describe('menu tree', () => {
  it('groups entries under their groups and drops empty groups', () => {
    expect(groupMenus(menus).map((g) => [g.group.id, g.children.map((c) => c.id)])).toEqual([
      [10, [101, 102]],
      [30, [301]],
    ]);
  });

  it('gives an administrator every menu, other roles their listed ones', () => {
    expect(roleGrants(menus[2]!, 'admin')).toBe(true);
    expect(roleGrants(menus[1]!, 'cashier')).toBe(true);
    expect(roleGrants(menus[2]!, 'cashier')).toBe(false);
    expect(roleGrants(menus[1]!, undefined)).toBe(false);
  });

  it('stores only grants on top of the role, never groups', () => {
    expect(extraMenuIds([10, 101, 102, 301], 'cashier', menus)).toEqual([102, 301]);
    expect(extraMenuIds([102, 301], 'admin', menus)).toEqual([]);
  });
});
