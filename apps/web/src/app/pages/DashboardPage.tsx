import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { menuIcon } from '../shell/icons.tsx';

/**
 * Home: the entries the server gave this user (items.dashboard). Figures stay empty until sales
 * documents exist; their source is the documents issue.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useStore(settingsStore);
  const entries = settings?.items.dashboard ?? [];
  const figures = entries.filter((entry) => entry.kind === 'figure');
  const shortcuts = entries.filter((entry) => entry.kind !== 'figure');

  return (
    <div data-testid="dashboard">
      <Typography.Title level={3}>
        {t('dashboard.welcome', { name: settings?.authorizedUser.name ?? '' })}
      </Typography.Title>
      {figures.length > 0 && (
        <>
          <Typography.Title level={5}>{t('dashboard.figures')}</Typography.Title>
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            {figures.map((figure) => (
              <Col key={figure.id} xs={24} sm={12} lg={8}>
                <Card hoverable onClick={() => navigate(figure.link)}>
                  <Statistic title={figure.title} value="—" prefix={createElement(menuIcon(figure.icon))} />
                  <Typography.Text type="secondary">{t('dashboard.noSales')}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
      <Typography.Title level={5}>{t('dashboard.shortcuts')}</Typography.Title>
      {shortcuts.length === 0 ? (
        <Empty description={t('dashboard.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {shortcuts.map((entry) => (
            <Col key={entry.id} xs={12} sm={8} lg={6} xl={4}>
              <Card
                hoverable
                onClick={() => navigate(entry.link)}
                data-testid={`dashboard-${entry.key}`}
                style={{ textAlign: 'center' }}
              >
                <div style={{ fontSize: 28 }}>{createElement(menuIcon(entry.icon))}</div>
                <div>{entry.title}</div>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
