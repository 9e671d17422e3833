import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeOtherViews,
  closeView,
  type View,
  viewLink,
  viewsStore,
  withReplacedView,
  withView,
} from './views.ts';

const view = (key: string, search = ''): View => ({ key, search, titleKey: `t${key}` });

describe('open views (tabs)', () => {
  beforeEach(() => viewsStore.set([]));

  it('keeps at most five views, dropping the oldest', () => {
    let views: View[] = [];
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) views = withView(views, view(key));
    expect(views.map((v) => v.key)).toEqual(['/b', '/c', '/d', '/e', '/f']);
  });

  it('puts a saved record in the tab of its "new" form, in the same place', () => {
    const views = [view('/stok/list'), view('/stok/yeni'), view('/cari/kartlist')];
    const saved = withReplacedView(views, '/stok/yeni', view('/stok/duzen/7'));
    expect(saved.map((v) => v.key)).toEqual(['/stok/list', '/stok/duzen/7', '/cari/kartlist']);
    // The record's edit tab already open elsewhere is not doubled.
    const twice = withReplacedView([...views, view('/stok/duzen/7')], '/stok/yeni', view('/stok/duzen/7'));
    expect(twice.map((v) => v.key)).toEqual(['/stok/list', '/stok/duzen/7', '/cari/kartlist']);
    expect(withReplacedView(views, '/gone', view('/x')).map((v) => v.key)).toEqual([
      '/stok/list',
      '/stok/yeni',
      '/cari/kartlist',
      '/x',
    ]);
  });

  it('keeps a view in its place when only its query changes', () => {
    const views = withView([view('/a'), view('/b')], view('/a', '?page=2'));
    expect(views.map(viewLink)).toEqual(['/a?page=2', '/b']);
    expect(withView(views, view('/a', '?page=2'))).toBe(views);
  });

  it('closing goes to the last remaining tab, or home when none is left', () => {
    viewsStore.set([view('/a'), view('/b', '?q=1'), view('/c')]);
    expect(closeView('/a')).toBe('/c');
    expect(closeView('/c')).toBe('/b?q=1');
    expect(closeView('/b')).toBe('/');
    viewsStore.set([view('/a'), view('/b')]);
    closeOtherViews('/b');
    expect(viewsStore.get().map((v) => v.key)).toEqual(['/b']);
  });
});
