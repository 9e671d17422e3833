import { MENU_CATALOGUE, menuById } from '@kibo/contracts';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../app/shell/useRouteMatch.ts';
import de from './locales/de.ts';
import en from './locales/en.ts';
import tr from './locales/tr.ts';
import { moduleRoutes } from './routes.ts';

const moduleLocales = { tr, en, de };

type Tree = { [key: string]: string | Tree };

function lookup(resources: readonly object[], key: string): string | undefined {
  for (const res of resources) {
    let node: string | Tree | undefined = res as Tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
}

describe('module routes', () => {
  it('has no duplicate paths', () => {
    const paths = moduleRoutes.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('writes paths as the spec does: leading slash, no spaces, no trailing slash', () => {
    for (const r of moduleRoutes) expect(r.path).toMatch(/^\/[a-zA-Z0-9]+(\/(?:[a-zA-Z0-9]+|:id\??))*$/);
  });

  it('has a title in all three languages for every route', () => {
    for (const r of moduleRoutes) {
      expect(r.titleKey, r.path).toMatch(/^routes\.[a-zA-Z0-9]+\.[a-zA-Z0-9]+$/);
      for (const lang of ['tr', 'en', 'de'] as const) {
        expect(lookup(moduleLocales[lang], r.titleKey)?.trim(), `${lang} ${r.titleKey}`).toBeTruthy();
      }
    }
  });

  it('has the same title keys in every language', () => {
    const keys = (list: readonly object[]) => list.map((o) => JSON.stringify(Object.keys(flatten(o)).sort()));
    expect(keys(moduleLocales.en)).toEqual(keys(moduleLocales.tr));
    expect(keys(moduleLocales.de)).toEqual(keys(moduleLocales.tr));
  });

  it('grants every route through an existing, non-group menu entry', () => {
    for (const r of moduleRoutes) {
      expect(r.menuId, r.path).toBeDefined();
      const menu = MENU_CATALOGUE.find((m) => m.id === r.menuId);
      expect(menu, r.path).toBeDefined();
      expect(menu?.parent, r.path).not.toBe(0);
    }
  });

  it('has a route for the link of every menu entry', () => {
    const paths = new Set(moduleRoutes.map((r) => r.path));
    for (const m of MENU_CATALOGUE.filter((x) => x.parent !== 0)) {
      const g = menuById.get(m.parent)!;
      const path = `/${g.prefix ?? ''}${m.link}${g.suffix ?? ''}`;
      expect(paths.has(path) || paths.has(`${path}/:id?`), `${m.key} -> ${path}`).toBe(true);
    }
  });

  it('uses at most one :id param, only optional as the last segment', () => {
    for (const r of moduleRoutes) {
      const segs = r.path.split('/');
      const params = segs.filter((s) => s.startsWith(':'));
      expect(params.length, r.path).toBeLessThanOrEqual(1);
      for (const p of params) expect(['id', 'id?']).toContain(p.slice(1));
      const i = segs.findIndex((s) => s.startsWith(':'));
      if (i >= 0) {
        if (segs[i] === ':id?') expect(i, r.path).toBe(segs.length - 1);
        for (const s of segs.slice(i + 1)) expect(s.startsWith(':'), r.path).toBe(false);
      }
    }
  });

  it('has the users and licence-management screens, built', () => {
    const byPath = new Map(moduleRoutes.map((r) => [r.path, r]));
    for (const p of [
      '/sistem/kullanici',
      '/sistem/kullanici/yeni',
      '/sistem/kullanici/duzen/:id',
      '/sistem/kullanici/cogalt/:id',
      '/modul/lisansyonetimi/firmalist',
      '/modul/lisansyonetimi/kullanicilist',
      '/modul/lisansyonetimi/kullanici/duzen/:id',
    ]) {
      expect(byPath.get(p)?.screen, p).toBeTypeOf('function');
    }
  });

  it('tells built screens from those still planned, as the dashboard tiles and the sidebar follow it', () => {
    expect(isBuilt('/fis/pos/yeni')).toBe(true);
    expect(isBuilt('/fis/offline/urun')).toBe(true);
    expect(isBuilt('/rapor/stokbakiye')).toBe(true);
    expect(isBuilt('/rapor/satiskar')).toBe(true);
    expect(isBuilt('/rapor/zkasasatis')).toBe(true);
    expect(isBuilt('/rapor/geneluruntedarik')).toBe(true);
    expect(isBuilt('/sahaf/ayar')).toBe(false);
  });

  it('keeps the vendor screens to super-administrators', () => {
    for (const r of moduleRoutes.filter((x) => x.path.startsWith('/modul/lisansyonetimi/'))) {
      expect(r.roles, r.path).toEqual(['superadmin']);
    }
  });

  it('leaves the licence page to the shell', () => {
    expect(moduleRoutes.some((r) => r.path === '/license')).toBe(false);
  });
});

function flatten(o: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatten(v as object, `${prefix}${k}.`));
  }
  return out;
}
