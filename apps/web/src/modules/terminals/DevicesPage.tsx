import type { DeviceRecord } from '@kibo/contracts';
import { posDeviceSettings } from '@kibo/contracts/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { SettingsPage } from '../../platform/resources/SettingsPage.tsx';
import { deviceKeys, fetchDevices, revokeDevice } from './api.ts';
import { DeviceDialog } from './DeviceDialog.tsx';
import { storedDevice } from './device-key.ts';

/**
 * `/sistem/tclnt`: the browsers authorised as tills. Registers this browser, edits who may sell
 * offline on each device, revokes a lost or retired one, and sets how long a device may sell offline.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: deviceKeys.list, queryFn: fetchDevices });
  const [dialog, setDialog] = useState<{ device?: DeviceRecord } | null>(null);
  const revoke = useMutation({
    mutationFn: revokeDevice,
    onSuccess: ({ message: text }) => {
      message.success(text);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list });
    },
  });
  const local = storedDevice();
  const here = devices.data?.find((device) => device.id === local?.id);
  const thisBrowser = here?.status === 'active' ? here : undefined;
  const who = (at: string | null, by: string | null) =>
    at ? `${formatDateTime(at)} · ${by ?? ''}` : t('common.never');

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="devices-page">
      <Card title={t('devices.thisBrowser')} size="small">
        {thisBrowser ? (
          <Alert type="success" showIcon title={t('devices.registeredAs', { name: thisBrowser.name })} />
        ) : (
          <Space orientation="vertical">
            <Typography.Text>{t(here ? 'devices.thisRevoked' : 'devices.notRegistered')}</Typography.Text>
            <Button type="primary" onClick={() => setDialog({})}>
              {t('devices.registerThis')}
            </Button>
          </Space>
        )}
      </Card>
      <Card title={t('routes.system.devices')} size="small">
        <ListTable<DeviceRecord>
          rowKey="id"
          loading={devices.isLoading}
          dataSource={devices.data ?? []}
          pagination={false}
          cardTitle="name"
          columns={[
            {
              key: 'name',
              dataIndex: 'name',
              title: t('devices.name'),
              render: (name: string, device) => (
                <Space size={4} wrap>
                  {name}
                  {device.id === local?.id && <Tag color="blue">{t('devices.thisOne')}</Tag>}
                </Space>
              ),
            },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('common.status'),
              render: (status: DeviceRecord['status'], device) =>
                status === 'active' ? (
                  <Tag color="green">{t('devices.active')}</Tag>
                ) : (
                  <Tag color="red" title={who(device.revokedAt, device.revokedBy)}>
                    {t('devices.revoked')}
                  </Tag>
                ),
            },
            {
              key: 'offlineUsers',
              title: t('devices.offlineUsers'),
              render: (_, device) => device.offlineUsers.map((user) => user.name).join(', ') || '—',
            },
            {
              key: 'lastContact',
              title: t('devices.lastContact'),
              render: (_, device) => who(device.lastContactAt, device.lastContactBy),
            },
            {
              key: 'offlineUntil',
              dataIndex: 'offlineUntil',
              title: t('devices.offlineUntil'),
              render: (until: string | null) => (until ? formatDateTime(until) : '—'),
            },
            {
              key: 'registered',
              title: t('devices.registered'),
              // The browser it was registered from tells two tills of the same name apart.
              render: (_, device) => (
                <Space orientation="vertical" size={0}>
                  {who(device.registeredAt, device.registeredBy)}
                  <Typography.Text
                    type="secondary"
                    ellipsis
                    style={{ maxWidth: 220 }}
                    title={device.userAgent}
                  >
                    {device.userAgent}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, device) =>
                device.status === 'active' && (
                  <Space size={4} wrap>
                    <Button size="small" onClick={() => setDialog({ device })}>
                      {t('common.edit')}
                    </Button>
                    <Popconfirm
                      title={t('devices.revokeConfirm', { name: device.name })}
                      okText={t('common.yes')}
                      cancelText={t('common.no')}
                      onConfirm={() => revoke.mutate(device.id)}
                    >
                      <Button size="small" danger>
                        {t('devices.revoke')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <SettingsPage def={posDeviceSettings} />
      {dialog && <DeviceDialog {...dialog} onClose={() => setDialog(null)} />}
    </Space>
  );
}
