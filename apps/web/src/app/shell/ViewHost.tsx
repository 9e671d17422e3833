import { Spin } from 'antd';
import NProgress from 'nprogress';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useMemo } from 'react';
import { type Location, Navigate, Route, Routes, useParams } from 'react-router';
import NotBuiltPage from '../../platform/pages/NotBuiltPage.tsx';
import { NotFoundPage } from '../../platform/pages/StatusPages.tsx';
import type { RouteDef } from '../../platform/routing.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { allRoutes } from '../routes.ts';
import { canOpen, menuIdsOf, paramsAreDigits } from './access.ts';
import type { View } from './views.ts';

const screens = new Map<RouteDef, LazyExoticComponent<ComponentType>>();
const screenOf = (route: RouteDef) => {
  if (!route.screen) return NotBuiltPage;
  const screen = screens.get(route) ?? lazy(route.screen);
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

function RouteScreen({ route }: { route: RouteDef }) {
  const params = useParams();
  const { settings } = useStore(settingsStore);
  const menuIds = useMemo(() => menuIdsOf(settings), [settings]);
  if (!paramsAreDigits(params)) return <NotFoundPage />;
  if (!canOpen(route, settings, menuIds)) return <Navigate to="/401" replace />;
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<Progress />}>
      <Screen />
    </Suspense>
  );
}

const routeElements = allRoutes.map((route) => (
  <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
));

function RoutedPage({ location }: { location: Partial<Location> }) {
  return (
    <Routes location={location}>
      {routeElements}
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
          />
        </div>
      ))}
      {!activeIsCached && (
        <div className="kibo-view-uncached" key={activeKey}>
          <RoutedPage location={location} />
        </div>
      )}
    </>
  );
}
