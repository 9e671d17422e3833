import { HomeOutlined } from '@ant-design/icons';
import type { MenuItem } from '@kibo/contracts';
import { Layout, Menu, type MenuProps } from 'antd';
import { createElement, type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { brandStore } from '../../platform/brand.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { menuIcon } from './icons.tsx';
import { menuLink } from './menu-links.ts';
import { isBuilt } from './useRouteMatch.ts';

type Entry = Required<MenuProps>['items'][number];

/** The sidebar is the server's menu for this user (spec: menu-driven access); a failed load leaves it empty. */
export function Sidebar({ open, mobile, onClose }: { open: boolean; mobile: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brand = useStore(brandStore);
  const { settings } = useStore(settingsStore);

  const { items, groupOf } = useMemo(() => {
    const groupOf = new Map<string, string>();
    // Spec: middle-click on a link opens it as normal navigation, in this window.
    const label = (text: string, path: string) => (
      <a
        href={`#${path}`}
        onClick={(event) => event.preventDefault()}
        onAuxClick={(event: MouseEvent) => {
          if (event.button === 1) {
            event.preventDefault();
            navigate(path);
          }
        }}
      >
        {text}
      </a>
    );
    const leaf = (item: MenuItem, group?: MenuItem): Entry => {
      const path = menuLink(item, group);
      if (group) groupOf.set(path, `g${group.id}`);
      return { key: path, icon: createElement(menuIcon(item.mn_icon)), label: label(item.mn_name, path) };
    };
    const entries: Entry[] = [
      { key: '/dashboard', icon: <HomeOutlined />, label: label(t('routes.shell.dashboard'), '/dashboard') },
    ];
    for (const item of settings?.items.menus ?? []) {
      if (item.mn_subs.length === 0) {
        if (item.mn_link && isBuilt(menuLink(item))) entries.push(leaf(item));
        continue;
      }
      const children = item.mn_subs.filter((child) => isBuilt(menuLink(child, item)));
      if (children.length === 0) continue;
      entries.push({
        key: `g${item.id}`,
        icon: createElement(menuIcon(item.mn_icon)),
        label: item.mn_name,
        children: children.map((child) => leaf(child, item)),
      });
    }
    return { items: entries, groupOf };
  }, [settings, navigate, t]);

  const openGroup = groupOf.get(pathname);
  const sider = (
    <Layout.Sider
      className="kibo-sider"
      width={240}
      collapsible
      collapsed={!open}
      collapsedWidth={mobile ? 0 : 64}
      trigger={null}
      data-testid="sidebar"
      data-open={open ? '1' : '0'}
    >
      <div className="kibo-brand">
        <img src={brand.logo} alt="" width={28} height={28} />
        {open && <span>{brand.name}</span>}
      </div>
      {/* A closed phone menu is not drawn: collapsed to no width, its open group would still pop up over the page. */}
      {(open || !mobile) && (
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[pathname]}
          defaultOpenKeys={openGroup ? [openGroup] : []}
          onClick={({ key }) => navigate(key)}
        />
      )}
    </Layout.Sider>
  );
  return (
    <>
      {mobile && open && <div className="kibo-mask" onClick={onClose} />}
      {sider}
    </>
  );
}
