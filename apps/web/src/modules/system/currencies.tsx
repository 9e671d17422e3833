import { CloudDownloadOutlined } from '@ant-design/icons';
import { currencies, exchangeRates } from '@kibo/contracts/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiSend } from '../../platform/api/client.ts';
import { dateFormatsOf } from '../../platform/number/locale.ts';
import { resourceKeys } from '../../platform/resources/api.ts';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';

/** Takes the Central Bank's bulletin of a day (today when none is chosen) for the company's currencies. */
function TcmbButton() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [day, setDay] = useState<Dayjs | null>(null);
  const take = useMutation({
    mutationFn: () =>
      apiSend<{ saved: number }>(
        'post',
        '/exchange-rates/tcmb',
        day ? { date: day.format('YYYY-MM-DD') } : {},
      ),
    onSuccess: async ({ message: done }) => {
      message.success(done);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(exchangeRates) });
    },
  });
  return (
    <Space.Compact>
      <DatePicker
        value={day}
        onChange={setDay}
        format={dateFormatsOf(i18n.language)}
        placeholder={t('system.today')}
        aria-label={t('system.bulletinDate')}
      />
      <Button icon={<CloudDownloadOutlined />} loading={take.isPending} onClick={() => take.mutate()}>
        {t('system.takeTcmb')}
      </Button>
    </Space.Compact>
  );
}

/** `/sistem/paratanimlari`: the daily rates (with the Central Bank's bulletin) and the currencies. */
export function CurrenciesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState('rates');
  // Each list keeps its paging and filters in the address: a new tab starts from a clean one.
  const open = (key: string) => {
    setTab(key);
    navigate({ search: '' }, { replace: true });
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={open}
      items={[
        {
          key: 'rates',
          label: t('resources.exchangeRates.many'),
          children: tab === 'rates' && (
            <ResourceListPage def={exchangeRates} form="drawer" toolbar={<TcmbButton />} />
          ),
        },
        {
          key: 'currencies',
          label: t('resources.currencies.many'),
          children: tab === 'currencies' && <ResourceListPage def={currencies} form="drawer" />,
        },
      ]}
    />
  );
}
