import { Navigate, useLocation } from 'react-router';

/** /redirect/{path}: re-enters a route, e.g. to reload a view in place. */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const target = pathname.replace(/^\/redirect/, '') || '/dashboard';
  return <Navigate to={`${target}${search}`} replace />;
}
