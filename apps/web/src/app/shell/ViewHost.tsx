import { Spin } from 'antd';
import NProgress from 'nprogress';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useMemo } from 'react';
import { type Location, Navigate, Route, Routes, useParams } from 'react-router';
import NotBuiltPage from '../../platform/pages/NotBuiltPage.tsx';
import { NotFoundPage, UnauthorizedPage } from '../../platform/pages/StatusPages.tsx';
import type { RouteDef } from '../../platform/routing.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { allRoutes } from '../routes.ts';
import { canOpen, menuIdsOf, paramsAreDigits } from './access.ts';
import type { View } from './views.ts';

const screens = new Map<RouteDef, LazyExoticComponent<ComponentType>>();
const screenOf = (route: RouteDef, load: NonNullable<RouteDef['screen']>) => {
  const screen = screens.get(route) ?? lazy(load);
  screens.set(route, screen);
  return screen;
};

/** The progress bar runs while a screen's code is loading. */
function Progress() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

function RouteScreen({ route, active }: { route: RouteDef; active: boolean }) {
  const params = useParams();
  const { settings } = useStore(settingsStore);
  const menuIds = useMemo(() => menuIdsOf(settings), [settings]);
  if (!paramsAreDigits(params)) return <NotFoundPage />;
  // A kept-alive view that lost its right (settings refreshed) must not pull the user off their tab.
  if (!canOpen(route, settings, menuIds))
    return active ? <Navigate to="/401" replace /> : <UnauthorizedPage />;
  if (!route.screen) return <NotBuiltPage titleKey={route.titleKey} />;
  const Screen = screenOf(route, route.screen);
  return (
    <Suspense fallback={<Progress />}>
      <Screen />
    </Suspense>
  );
}

const routeElementsFor = (active: boolean) =>
  allRoutes.map((route) => (
    <Route key={route.path} path={route.path} element={<RouteScreen route={route} active={active} />} />
  ));
const activeRoutes = routeElementsFor(true);
const hiddenRoutes = routeElementsFor(false);

function RoutedPage({ location, active }: { location: Partial<Location>; active: boolean }) {
  return (
    <Routes location={location}>
      {active ? activeRoutes : hiddenRoutes}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * Keeps up to five visited views mounted (hidden when not active), so a half-filled form survives
 * a trip to another tab; the current location renders on its own when it is not one of them.
 */
export function ViewHost({ views, location }: { views: View[]; location: Location }) {
  const activeKey = location.pathname;
  const activeIsCached = views.some((view) => view.key === activeKey);
  return (
    <>
      {views.map((view) => (
        <div key={view.key} className="kibo-view" data-view={view.key} hidden={view.key !== activeKey}>
          <RoutedPage
            location={{ pathname: view.key, search: view.search, hash: '', state: null, key: view.key }}
            active={view.key === activeKey}
          />
        </div>
      ))}
      {!activeIsCached && (
        <div className="kibo-view-uncached" key={activeKey}>
          <RoutedPage location={location} active />
        </div>
      )}
    </>
  );
}
