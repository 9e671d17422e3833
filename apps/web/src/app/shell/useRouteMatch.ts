import { useMemo } from 'react';
import { type Location, matchRoutes } from 'react-router';
import type { RouteDef } from '../../platform/routing.ts';
import { allRoutes } from '../routes.ts';

const matchable = allRoutes.map((route) => ({ path: route.path, route }));

export function findRoute(pathname: string): RouteDef | undefined {
  return matchRoutes(matchable, pathname)?.[0]?.route.route;
}

/**
 * Whether a link (a path, maybe with its query: a tile opening a report with a filter) leads to a
 * built screen: menus and tiles never lead to a "not built yet" page.
 */
export const isBuilt = (link: string) => Boolean(findRoute(link.split('?')[0]!)?.screen);

/** Screens without a tab: the dashboard (home) and the warehouse picking screen (spec). */
export const TABLESS_PATHS = new Set(['/dashboard', '/depo/uruntopla']);

export function useRouteMatch(location: Location) {
  return useMemo(() => {
    const route = findRoute(location.pathname);
    const tabbed = Boolean(route && !route.noCache && !TABLESS_PATHS.has(location.pathname));
    return { route, tabbed };
  }, [location.pathname]);
}
