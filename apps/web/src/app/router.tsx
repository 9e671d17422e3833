import { createHashRouter, Navigate } from 'react-router';
import { Gated, Protected } from './guards.tsx';

/**
 * The spec's hash router. Login and the redirect helper stand alone; everything else needs a
 * token and loaded settings, and all screens render inside the shell, which matches the
 * registered routes itself so that it can keep up to five views alive.
 */
export const router = createHashRouter([
  { path: '/login', lazy: async () => ({ Component: (await import('./pages/LoginPage.tsx')).default }) },
  {
    path: '/redirect/*',
    lazy: async () => ({ Component: (await import('./pages/RedirectPage.tsx')).default }),
  },
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    element: <Protected />,
    children: [
      {
        path: '/sifre-yenileme',
        lazy: async () => ({ Component: (await import('./pages/PasswordRenewalPage.tsx')).default }),
      },
      { path: '*', element: <Gated /> },
    ],
  },
]);
