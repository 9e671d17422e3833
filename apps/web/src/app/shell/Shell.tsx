import { App, Layout } from 'antd';
import 'nprogress/nprogress.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { brandStore } from '../../platform/brand.ts';
import { settingsStore } from '../../platform/settings.ts';
import { sidebarCookie, TOKEN_KEY } from '../../platform/storage.ts';
import { useStore } from '../../platform/store.ts';
import { canOpen, menuIdsOf } from './access.ts';
import { holdsUnsavedWork, useIdleReload, useIsMobile, useTokenWatch } from './hooks.ts';
import { Sidebar } from './Sidebar.tsx';
import { TabBar } from './TabBar.tsx';
import { TopBar } from './TopBar.tsx';
import { TABLESS_PATHS, useRouteMatch } from './useRouteMatch.ts';
import { ViewHost } from './ViewHost.tsx';
import { openView, type View, viewsStore, withReplacedView, withView } from './views.ts';
import './shell.css';

/** The logged-in application: sidebar from the server's menu, top bar, tabs of visited views, content. */
export default function Shell() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const location = useLocation();
  const brand = useStore(brandStore);
  const { status, settings } = useStore(settingsStore);
  const storedViews = useStore(viewsStore);
  const mobile = useIsMobile();
  const [open, setOpen] = useState(() => sidebarCookie.get() && !mobile);
  const { route, tabbed } = useRouteMatch(location);

  const { pathname, search } = location;
  // A screen the user may not open becomes no tab: the router answers it with /401.
  const current = useMemo<View | undefined>(
    () =>
      tabbed && route && canOpen(route, settings, menuIdsOf(settings))
        ? { key: pathname, search, titleKey: route.titleKey }
        : undefined,
    [tabbed, route, pathname, search, settings],
  );
  // A saved "new" form navigates to its record's edit form and hands over its tab.
  // Only on that replacing navigation itself: Back/Forward to the entry later must not hand over a tab.
  const navigationType = useNavigationType();
  const replaced =
    navigationType === 'REPLACE'
      ? (location.state as { replacesView?: string } | null)?.replacesView
      : undefined;
  // The new view is part of this very render, so its page mounts once, already in its kept-alive slot.
  const views = current
    ? replaced
      ? withReplacedView(storedViews, replaced, current)
      : withView(storedViews, current)
    : storedViews;

  useEffect(() => {
    if (current) openView(current, replaced);
  }, [current, replaced]);

  useEffect(() => {
    document.title = `${t(route?.titleKey ?? 'routes.shell.notFound')} - ${brand.name}`;
  }, [route, t, brand.name]);

  useEffect(() => {
    if (status === 'failed') message.warning(t('errors.settingsNotLoaded'));
  }, [status, message, t]);

  useEffect(() => {
    const offline = () => message.error(t('errors.offline'));
    const online = () => message.success(t('errors.online'));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [message, t]);

  // A message belongs to the screen it was said on: another screen clears it, except the saved
  // form's own move to its record (its "saved" is about that record).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (!replaced) message.destroy();
  }, [pathname]);

  // On a phone the menu covers the page, so it closes once the user has picked a screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (mobile) setOpen(false);
  }, [pathname, mobile]);

  useIdleReload(
    Boolean(settings?.app.preferences.idle_reload) &&
      !holdsUnsavedWork([pathname, ...views.map((view) => view.key)]),
  );
  useTokenWatch(TOKEN_KEY);

  const toggle = () => {
    setOpen((value) => {
      if (!mobile) sidebarCookie.set(!value);
      return !value;
    });
  };

  return (
    <Layout className={`kibo-shell${mobile ? ' kibo-mobile' : ''}`} style={{ minHeight: '100vh' }}>
      <Sidebar open={open} mobile={mobile} onClose={() => setOpen(false)} />
      <Layout>
        <TopBar sidebarOpen={open} onToggleSidebar={toggle} />
        {!TABLESS_PATHS.has(pathname) && <TabBar views={views} activeKey={pathname} />}
        <Layout.Content className="kibo-content">
          <ViewHost views={views} location={location} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
