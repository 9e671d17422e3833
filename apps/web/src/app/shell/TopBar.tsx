import {
  BgColorsOutlined,
  BugOutlined,
  CloudSyncOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SafetyCertificateOutlined,
  SnippetsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { APP_VERSION, THEMES, type Theme } from '@kibo/contracts';
import { formatDayMonthYear, licenceDaysLeft } from '@kibo/domain';
import { App, theme as antdTheme, Button, Dropdown, Layout, List, type MenuProps, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadSettings, settingsStore } from '../../platform/settings.ts';
import { themeCookie } from '../../platform/storage.ts';
import { useStore } from '../../platform/store.ts';
import { themeStore } from '../../platform/theme.ts';
import { errorLog } from '../ErrorCatalogue.tsx';
import { logout } from '../session.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function TopBar({
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { token } = antdTheme.useToken();
  const { settings } = useStore(settingsStore);
  const theme = useStore(themeStore);
  const errors = useStore(errorLog);
  const [dialog, setDialog] = useState<'password' | 'errors' | null>(null);
  const user = settings?.authorizedUser;
  const expires = settings?.app.license_expires ?? '';
  const daysLeft = expires ? licenceDaysLeft(expires, new Date()) : 0;
  const notes = settings?.items.dashboard.find((item) => item.kind === 'notes');

  const info = (key: string, label: string, value: string) => ({
    key,
    disabled: true,
    label: (
      <span data-testid={`user-menu-${key}`}>
        <b>{label}:</b> {value}
      </span>
    ),
  });
  const items: MenuProps['items'] = [
    info('owner', t('userMenu.licenceOwner'), settings?.app.license_owner ?? ''),
    info('user', t('userMenu.user'), user?.name ?? ''),
    info('email', t('userMenu.email'), user?.email ?? ''),
    info('ip', t('userMenu.clientIp'), user?.clientIp ?? ''),
    info(
      'expiry',
      t('userMenu.licenceExpiry'),
      expires
        ? t(daysLeft >= 0 ? 'userMenu.daysLeft' : 'userMenu.expired', {
            date: formatDayMonthYear(expires),
            days: daysLeft,
          })
        : '',
    ),
    { type: 'divider' },
    { key: 'password', icon: <KeyOutlined />, label: t('userMenu.changePassword') },
    { key: 'licence', icon: <SafetyCertificateOutlined />, label: t('userMenu.licenceInfo') },
    { key: 'errors', icon: <BugOutlined />, label: `${t('shell.errorLog')} (${errors.length})` },
    { key: 'offline', icon: <CloudSyncOutlined />, label: t('shell.offlineUpdate') },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: `${t('userMenu.logout')} (${t('userMenu.version', { version: APP_VERSION })})`,
    },
  ];

  async function onUserMenu(key: string) {
    if (key === 'password') setDialog('password');
    if (key === 'errors') setDialog('errors');
    if (key === 'licence') navigate('/license');
    if (key === 'offline') {
      await loadSettings({ force: true });
      message.success(t('shell.offlineUpdated'));
    }
    if (key === 'logout') {
      await logout();
    }
  }

  const chooseTheme = (next: Theme) => {
    themeCookie.set(next);
    themeStore.set(next);
  };

  return (
    <Layout.Header
      className="kibo-topbar"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Button
        type="text"
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
        aria-label={t('shell.toggleSidebar')}
        data-testid="sidebar-toggle"
      />
      <span className="kibo-spacer" />
      {notes && (
        <Button
          type="text"
          icon={<SnippetsOutlined />}
          onClick={() => navigate(notes.link)}
          data-testid="notes-button"
        >
          {t('shell.notes')}
        </Button>
      )}
      <LanguageSwitch onChange={() => void loadSettings({ force: true })} />
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [theme],
          items: THEMES.map((name) => ({ key: name, label: t(`shell.themes.${name}`) })),
          onClick: ({ key }) => chooseTheme(key as Theme),
        }}
      >
        <Button
          type="text"
          icon={<BgColorsOutlined />}
          aria-label={t('shell.theme')}
          data-testid="theme-switch"
        />
      </Dropdown>
      <Dropdown menu={{ items, onClick: ({ key }) => void onUserMenu(key) }} trigger={['click']}>
        <Button type="text" icon={<UserOutlined />} data-testid="user-menu">
          {user?.name}
        </Button>
      </Dropdown>
      <Modal
        open={dialog === 'password'}
        title={t('password.change')}
        footer={null}
        destroyOnHidden
        onCancel={() => setDialog(null)}
      >
        <ChangePasswordForm onDone={() => setDialog(null)} />
      </Modal>
      <Modal
        open={dialog === 'errors'}
        title={t('shell.errorLog')}
        footer={null}
        onCancel={() => setDialog(null)}
      >
        <List
          size="small"
          locale={{ emptyText: t('shell.errorLogEmpty') }}
          dataSource={errors}
          renderItem={(entry) => (
            <List.Item>
              {entry.at.toLocaleTimeString()} · {entry.status} {entry.code} · {entry.message}
            </List.Item>
          )}
        />
      </Modal>
    </Layout.Header>
  );
}
