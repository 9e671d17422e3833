import type { FrontAppUi, MenuItem } from '@kibo/contracts';
import { MenuId } from '@kibo/contracts';
import { cashAccounts, persons } from '@kibo/contracts/resources';
import { describe, expect, it } from 'vitest';
import { creationScreen, mayAct } from './access.ts';

const item = (id: number, link: string, name: string, subs: MenuItem[] = []): MenuItem => ({
  id,
  mn_name: name,
  mn_link: link,
  mn_parent: 0,
  mn_icon: '',
  mn_link_prefix: '',
  mn_link_suffix: '',
  mn_subs: subs,
});

/** Only what these rules read of the app settings: the role and the menus. */
const settingsOf = (role: string, menus: MenuItem[]) =>
  ({ authorizedUser: { role }, items: { menus } }) as unknown as FrontAppUi;

describe('what a picker offers', () => {
  const cashGroup = (...subs: MenuItem[]) => [item(60, '', 'Kasa ve Banka', subs)];
  const collection = item(MenuId.cashCollection, 'kasa/tahsilat', 'Tahsilat');
  const registers = item(MenuId.cashRegisters, 'kasa/list', 'Kasa Listesi');

  it('lets a cashier pick a register but neither create one nor be sent to the registers screen', () => {
    const cashier = settingsOf('cashier', cashGroup(collection, registers));
    expect(mayAct(cashAccounts, cashier, 'create')).toBe(false);
    expect(creationScreen(cashAccounts, cashier)).toBeUndefined();
  });

  it("sends a manager to the registers screen by the menu's own link and name", () => {
    const manager = settingsOf('manager', cashGroup(collection, registers));
    expect(mayAct(cashAccounts, manager, 'create')).toBe(true);
    expect(creationScreen(cashAccounts, manager)).toEqual({ path: '/kasa/list', name: 'Kasa Listesi' });
  });

  it('offers nothing of a resource whose menus the user was not given', () => {
    const manager = settingsOf('manager', cashGroup(collection));
    expect(mayAct(persons, manager, 'create')).toBe(false);
    expect(creationScreen(cashAccounts, manager)).toBeUndefined();
  });
});
