import type { RouteDef } from '../platform/routing.ts';

/** Screens of the shell itself; every other route comes from a module's route list. */
export const shellRoutes: RouteDef[] = [
  {
    path: '/dashboard',
    titleKey: 'routes.shell.dashboard',
    screen: () => import('./pages/DashboardPage.tsx'),
  },
  { path: '/icon/index', titleKey: 'routes.shell.icons', screen: () => import('./pages/IconIndexPage.tsx') },
  {
    path: '/profile/index',
    titleKey: 'routes.shell.profile',
    screen: () => import('./pages/ProfilePage.tsx'),
  },
  {
    path: '/401',
    titleKey: 'routes.shell.unauthorized',
    screen: () => import('./pages/UnauthorizedRoute.tsx'),
  },
  {
    path: '/electronJSrouter',
    titleKey: 'routes.shell.desktop',
    screen: () => import('./pages/DesktopRouterPage.tsx'),
  },
  {
    path: '/license',
    titleKey: 'routes.shell.license',
    noCache: true,
    screen: () => import('./pages/LicencePage.tsx'),
  },
];
