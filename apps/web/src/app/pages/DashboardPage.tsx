import type { DashboardFigures, DashboardItem } from '@kibo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { formatMoney } from '../../platform/ledger/format.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { menuIcon } from '../shell/icons.tsx';
import { isBuilt } from '../shell/useRouteMatch.ts';

type Figure = DashboardFigures[number];

const moneyText = ({ currency, amount }: Figure['amounts'][number]) =>
  currency === 'TRY' ? `${formatMoney(amount)} ₺` : `${formatMoney(amount)} ${currency}`;

/**
 * One summary tile: the day's sales against the day before and a week before, the registers' cash,
 * what customers owe, what falls due this week, cheques to collect, open tills, items below minimum.
 * It leads to its report where the user may open it.
 */
function FigureCard({ entry, figure }: { entry: DashboardItem; figure: Figure | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const icon = createElement(menuIcon(entry.icon));
  // Figures that are a number of things, not an amount of money.
  const counted = entry.key === 'lowStock' || entry.key === 'openTills';
  const [first, ...others] = figure?.amounts ?? [];
  const value = !figure ? '' : counted ? String(figure.count) : first ? moneyText(first) : '0,00 ₺';
  return (
    <Card hoverable onClick={() => navigate(entry.link)} data-testid={`figure-${entry.key}`}>
      {figure ? (
        <Statistic title={entry.title} value={value} prefix={icon} />
      ) : (
        <Skeleton active paragraph={false} />
      )}
      {others.map((amount) => (
        <div key={amount.currency}>{moneyText(amount)}</div>
      ))}
      {figure?.compare && (
        <div data-testid={`figure-${entry.key}-compare`}>
          <Typography.Text type="secondary">
            {t('dashboard.figureNotes.yesterday', {
              amount: moneyText({ currency: 'TRY', amount: figure.compare.yesterday }),
            })}
            {' · '}
            {t('dashboard.figureNotes.lastWeek', {
              amount: moneyText({ currency: 'TRY', amount: figure.compare.lastWeek }),
            })}
          </Typography.Text>
        </div>
      )}
      <Typography.Text type="secondary">
        {figure && (figure.count > 0 || counted)
          ? t(`dashboard.figureNotes.${entry.key}`, { count: figure.count })
          : t('dashboard.figureNotes.noFigure')}
      </Typography.Text>
    </Card>
  );
}

/**
 * Home: the entries the server gave this user (items.dashboard). Figures are read from the ledgers
 * for the user's own day; tiles lead only to screens that are built.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useStore(settingsStore);
  const entries = (settings?.items.dashboard ?? []).filter((entry) => isBuilt(entry.link));
  const figures = entries.filter((entry) => entry.kind === 'figure');
  const shortcuts = entries.filter((entry) => entry.kind !== 'figure');
  const { data } = useQuery({
    queryKey: ['dashboard', 'figures'],
    queryFn: () => apiGet<DashboardFigures>('/dashboard/figures', { date: dayjs().format('YYYY-MM-DD') }),
    enabled: figures.length > 0,
    refetchOnMount: 'always',
  });

  return (
    <div data-testid="dashboard">
      <Typography.Title level={3}>
        {t('dashboard.welcome', { name: settings?.authorizedUser.name ?? '' })}
      </Typography.Title>
      {figures.length > 0 && (
        <>
          <Typography.Title level={5}>{t('dashboard.figures')}</Typography.Title>
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            {figures.map((entry) => (
              <Col key={entry.id} xs={24} sm={12} lg={6}>
                <FigureCard entry={entry} figure={data?.find((figure) => figure.key === entry.key)} />
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
