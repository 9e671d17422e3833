import { MAX_CACHED_VIEWS } from '@kibo/contracts';
import { createStore } from '../../platform/store.ts';

/** A visited screen: one tab, and (up to five of them) a mounted page kept alive while hidden. */
export interface View {
  /** The path is the tab's identity; its query (filters, page) moves with it. */
  key: string;
  search: string;
  titleKey: string;
}

export const viewLink = (view: View) => `${view.key}${view.search}`;

export const viewsStore = createStore<View[]>([]);

/** A new view goes to the end; past the limit the oldest one is dropped with its cache. */
export function withView(views: View[], view: View): View[] {
  const index = views.findIndex((existing) => existing.key === view.key);
  if (index >= 0) {
    return views[index]?.search === view.search
      ? views
      : views.map((existing, i) => (i === index ? view : existing));
  }
  const next = [...views, view];
  return next.length > MAX_CACHED_VIEWS ? next.slice(next.length - MAX_CACHED_VIEWS) : next;
}

/**
 * The view that takes the place of another, in its tab: a new record's form becomes the saved
 * record's edit form instead of leaving a stale "new" tab behind.
 */
export function withReplacedView(views: View[], replaced: string, view: View): View[] {
  const index = views.findIndex((existing) => existing.key === replaced);
  if (index < 0 || replaced === view.key) return withView(views, view);
  return views
    .filter((existing) => existing.key !== view.key)
    .map((existing) => (existing.key === replaced ? view : existing));
}

/** Opens a view, in the tab of `replaced` when given (see `withReplacedView`). */
export function openView(view: View, replaced?: string): void {
  viewsStore.set((views) => (replaced ? withReplacedView(views, replaced, view) : withView(views, view)));
}

/** Returns where to go when the closed tab was the active one: the last remaining tab, else home. */
export function closeView(key: string): string {
  const remaining = viewsStore.get().filter((view) => view.key !== key);
  viewsStore.set(remaining);
  const last = remaining.at(-1);
  return last ? viewLink(last) : '/';
}

export function closeOtherViews(key: string): void {
  viewsStore.set((views) => views.filter((view) => view.key === key));
}

export function clearViews(): void {
  viewsStore.set([]);
}
