import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../platform/roles.ts';
import { MENU_CATALOGUE, MenuId, menuById } from './catalogue.ts';

const groups = MENU_CATALOGUE.filter((m) => m.parent === 0);
const children = MENU_CATALOGUE.filter((m) => m.parent !== 0);

describe('menu catalogue', () => {
  it('has unique ids and keys', () => {
    const ids = MENU_CATALOGUE.map((m) => m.id);
    const keys = MENU_CATALOGUE.map((m) => m.key);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(menuById.size).toBe(MENU_CATALOGUE.length);
  });

  it('names every entry in MenuId by its key, and nothing else', () => {
    for (const m of MENU_CATALOGUE) expect(MenuId[m.key as keyof typeof MenuId], m.key).toBe(m.id);
    expect(Object.keys(MenuId).length).toBe(MENU_CATALOGUE.length);
  });

  it('has the ids the server and web refer to', () => {
    expect(menuById.get(MenuId.users)?.link).toBe('sistem/kullanici');
    expect(menuById.get(MenuId.licenceCompanies)?.link).toBe('modul/lisansyonetimi/firmalist');
    expect(menuById.get(MenuId.licenceUsers)?.link).toBe('modul/lisansyonetimi/kullanicilist');
    expect(menuById.get(MenuId.notes)?.link).toBe('not/list');
    expect(menuById.get(MenuId.tasks)?.link).toBe('not/gorev');
    expect(MenuId.documents).toBe(76);
  });

  it('puts every child under an existing group, numbered group * 10 + n', () => {
    const groupIds = new Set(groups.map((g) => g.id));
    for (const c of children) {
      expect(groupIds.has(c.parent), `${c.key} parent ${c.parent}`).toBe(true);
      const n = c.id - c.parent * 10;
      expect(n >= 1 && n <= 99, `${c.key} id ${c.id}`).toBe(true);
    }
    for (const g of groups) expect(g.id === 76 || g.id % 10 === 0, `${g.key} id ${g.id}`).toBe(true);
  });

  it('decorates links only on groups: 76 has the fis/ prefix, document-entry groups the /yeni suffix', () => {
    expect(menuById.get(76)).toMatchObject({ parent: 0, prefix: 'fis/' });
    for (const c of children) {
      expect(c.prefix, c.key).toBeUndefined();
      expect(c.suffix, c.key).toBeUndefined();
    }
    for (const g of groups.filter((x) => x.suffix !== undefined)) {
      expect(g.suffix).toBe('/yeni');
      for (const c of children.filter((x) => x.parent === g.id))
        expect(c.link.startsWith('fis/'), c.key).toBe(true);
    }
  });

  it('has route-shaped links: groups empty, children relative without spaces', () => {
    for (const g of groups) expect(g.link, g.key).toBe('');
    for (const c of children) {
      expect(c.link, c.key).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9/]*[a-zA-Z0-9]$/);
      expect(c.link, c.key).not.toMatch(/^\/|\s|\/\//);
    }
    const full = children.map((c) => {
      const g = menuById.get(c.parent)!;
      return `${g.prefix ?? ''}${c.link}${g.suffix ?? ''}`;
    });
    expect(new Set(full).size).toBe(full.length);
  });

  it('names every entry in all three languages', () => {
    for (const m of MENU_CATALOGUE) {
      expect(m.key, m.key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(m.icon, m.key).toMatch(/^[A-Z][a-zA-Z0-9]*(Outlined|Filled|TwoTone)$/);
      for (const lang of ['tr', 'en', 'de'] as const)
        expect(m.name[lang].trim(), `${m.key}.${lang}`).not.toBe('');
    }
  });

  it('gives default roles sensibly: never admin, superadmin only for licence management', () => {
    const licenceGroup = menuById.get(MenuId.licenceCompanies)!.parent;
    for (const m of MENU_CATALOGUE) {
      for (const r of m.roles) expect(ROLE_CODES).toContain(r);
      expect(m.roles, m.key).not.toContain('admin');
      expect(new Set(m.roles).size, m.key).toBe(m.roles.length);
      const inLicence = m.id === licenceGroup || m.parent === licenceGroup;
      expect(m.roles.includes('superadmin'), m.key).toBe(inLicence);
      if (inLicence) expect(m.roles, m.key).toEqual(['superadmin']);
    }
    expect(menuById.get(MenuId.users)!.roles).toEqual([]);
  });

  it('gives each group exactly the roles of its children', () => {
    for (const g of groups) {
      const kids = new Set(children.filter((c) => c.parent === g.id).flatMap((c) => c.roles));
      expect(new Set(g.roles), g.key).toEqual(kids);
    }
  });

  it('has children in every group', () => {
    for (const g of groups)
      expect(
        children.some((c) => c.parent === g.id),
        g.key,
      ).toBe(true);
  });
});
