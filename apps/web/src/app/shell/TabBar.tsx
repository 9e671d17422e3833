import { Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTabSize } from './hooks.ts';
import { clearViews, closeOtherViews, closeView, type View, viewLink } from './views.ts';

/** The tabs of visited views; closing the active one goes to the last remaining tab, else home. */
export function TabBar({ views, activeKey }: { views: View[]; activeKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabSize = useTabSize();

  const close = (key: string) => {
    const next = closeView(key);
    if (key === activeKey) navigate(next);
  };

  return (
    <div className="kibo-tabbar" data-testid="tab-bar" style={{ ['--kibo-tab-size' as string]: tabSize }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => {
          const view = views.find((candidate) => candidate.key === key);
          if (view) navigate(viewLink(view));
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={views.map((view) => ({
          key: view.key,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: [
                  { key: 'close', label: t('tabs.close') },
                  { key: 'others', label: t('tabs.closeOthers') },
                  { key: 'all', label: t('tabs.closeAll') },
                ],
                onClick: ({ key }) => {
                  if (key === 'close') close(view.key);
                  if (key === 'others') {
                    closeOtherViews(view.key);
                    navigate(viewLink(view));
                  }
                  if (key === 'all') {
                    clearViews();
                    navigate('/');
                  }
                },
              }}
            >
              <span className="kibo-tab-label" data-testid="tab" data-key={view.key}>
                {t(view.titleKey)}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
