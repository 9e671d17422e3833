import { DASHBOARD_CATALOGUE, MENU_CATALOGUE } from '@kibo/contracts';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from './icons.tsx';

describe('menu icons', () => {
  it('has a component for every icon the menu and dashboard catalogues name', () => {
    const missing = [...MENU_CATALOGUE, ...DASHBOARD_CATALOGUE]
      .map((entry) => entry.icon)
      .filter((icon) => !(icon in MENU_ICONS));
    expect(missing).toEqual([]);
  });
});
