import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ensureModuleStrings } from '../platform/i18n/index.ts';
import { loadSettings, settingsStore } from '../platform/settings.ts';
import { tokenStore } from '../platform/storage.ts';
import { useStore } from '../platform/store.ts';

const SessionFrame = lazy(() => import('./SessionFrame.tsx'));
const Shell = lazy(() => import('./shell/Shell.tsx'));
const LicenceAgreementPage = lazy(() => import('./pages/LicenceAgreementPage.tsx'));

export const FullPageSpinner = () => (
  <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
    <Spin size="large" />
  </div>
);

const currentPath = (location: ReturnType<typeof useLocation>) => `${location.pathname}${location.search}`;

/** Spec: without a stored token only /login is open; with one, the settings load first. */
export function Protected() {
  const location = useLocation();
  const { status } = useStore(settingsStore);
  const hasToken = Boolean(tokenStore.get());
  const [stringsReady, setStringsReady] = useState(false);

  useEffect(() => {
    if (hasToken && status === 'idle') void loadSettings();
  }, [hasToken, status]);

  // Route titles and screen strings come with the modules; the login page never needs them.
  useEffect(() => {
    void ensureModuleStrings().then(() => setStringsReady(true));
  }, []);

  // Keyed by location: a later visit to the same path must redirect again, not reuse a spent <Navigate>.
  if (!hasToken) {
    return (
      <Navigate
        key={location.key}
        to={`/login?redirect=${encodeURIComponent(currentPath(location))}`}
        replace
      />
    );
  }
  if (status === 'idle' || status === 'loading' || !stringsReady) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SessionFrame />
    </Suspense>
  );
}

/** Password expiry sends every page to /sifre-yenileme; a pending licence agreement shows the agreement. */
export function Gated() {
  const location = useLocation();
  const { settings } = useStore(settingsStore);
  if (settings?.authorizedUser.password_expire_date_proc === 1) {
    return (
      <Navigate
        key={location.key}
        to={`/sifre-yenileme?redirect=${encodeURIComponent(currentPath(location))}`}
        replace
      />
    );
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {settings?.items.license.license_agreement_status === '0' ? <LicenceAgreementPage /> : <Shell />}
    </Suspense>
  );
}
