import type { EinvoiceSettings, IntegratorCode } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { INTEGRATOR_TITLES } from './integrators.ts';

/**
 * `/modul/<integrator>efatura/ayar`: the company's account at the integrator, the prefixes its
 * e-documents are numbered with, and a button that tries the connection with what is saved.
 */
export function SettingsScreen({ integrator }: { integrator: IntegratorCode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const client = useQueryClient();
  const url = `/einvoice/${integrator}/settings`;
  const { data } = useQuery({
    queryKey: ['einvoice', integrator, 'settings'],
    queryFn: () => apiGet<EinvoiceSettings>(url),
  });
  useEffect(() => {
    if (data) form.setFieldsValue({ ...data, password: '' });
  }, [data, form]);
  const save = useMutation({
    mutationFn: (values: object) => apiSend<EinvoiceSettings>('put', url, values),
    onSuccess: ({ data: saved, message: text }) => {
      client.setQueryData(['einvoice', integrator, 'settings'], saved);
      message.success(text);
    },
  });
  const test = useMutation({
    mutationFn: () => apiSend('post', `${url}/test`),
    onSuccess: () => message.success(t('einvoice.settings.connected')),
  });
  // MySoft's access key is a client id and secret, in the places of the user name and password.
  const mysoft = integrator === 'mysoft';
  const prefix = (name: string, label: string) => (
    <Form.Item name={name} label={t(label)} extra={t('einvoice.settings.prefixHelp')}>
      <Input maxLength={3} style={{ width: 120, textTransform: 'uppercase' }} />
    </Form.Item>
  );
  return (
    <Card
      title={t('einvoice.settings.title', { integrator: INTEGRATOR_TITLES[integrator] })}
      data-testid="einvoice-settings"
    >
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="active"
          label={t('einvoice.settings.active')}
          valuePropName="checked"
          extra={t('einvoice.settings.activeHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="testMode" label={t('einvoice.settings.testMode')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="serviceUrl"
          label={t('einvoice.settings.serviceUrl')}
          extra={data ? t('einvoice.settings.serviceUrlHelp', { url: data.defaultUrl }) : undefined}
        >
          <Input placeholder={data?.defaultUrl} />
        </Form.Item>
        <Form.Item
          name="username"
          label={t(mysoft ? 'einvoice.settings.clientId' : 'einvoice.settings.username')}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t(mysoft ? 'einvoice.settings.clientSecret' : 'einvoice.settings.password')}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={data?.hasPassword ? t('einvoice.settings.passwordKept') : ''}
          />
        </Form.Item>
        {prefix('invoicePrefix', 'einvoice.settings.invoicePrefix')}
        {prefix('archivePrefix', 'einvoice.settings.archivePrefix')}
        {mysoft && prefix('despatchPrefix', 'einvoice.settings.despatchPrefix')}
        {mysoft && prefix('receiptPrefix', 'einvoice.settings.receiptPrefix')}
        <Form.Item name="commercialProfile" label={t('einvoice.settings.commercial')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!data?.hasPassword}>
            {t('einvoice.settings.test')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
