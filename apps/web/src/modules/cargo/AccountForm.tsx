import { CARRIER_FIELDS, type CarrierAccount, type CarrierCode, SECRET_FIELDS } from '@kibo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider, Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../platform/api/client.ts';
import { applyFieldErrors } from '../../platform/forms.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';

/**
 * A carrier account: the credentials the carrier asks for (declared per carrier in
 * `CARRIER_FIELDS`; secrets are never shown, an empty box keeps the saved one), and the defaults a
 * new shipment starts from. The definitions screen and each carrier's settings screen show it.
 */
export function AccountForm({
  carrier,
  account,
  onSaved,
}: {
  carrier: CarrierCode;
  account: CarrierAccount | undefined;
  onSaved?: (saved: CarrierAccount) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const client = useQueryClient();
  useEffect(() => {
    if (account) form.setFieldsValue({ ...account, password: '', apiSecret: '' });
  }, [account, form]);
  const save = useMutation({
    mutationFn: (values: object) => apiSend<CarrierAccount>('put', `/cargo/${carrier}/settings`, values),
    onError: (error) => applyFieldErrors(form, error),
    onSuccess: ({ data: saved, message: text }) => {
      client.setQueryData(['cargo', carrier, 'settings'], saved);
      void client.invalidateQueries({ queryKey: ['cargo', 'accounts'] });
      message.success(text);
      onSaved?.(saved);
    },
  });
  const test = useMutation({
    mutationFn: () => apiSend('post', `/cargo/${carrier}/settings/test`),
    onSuccess: () => message.success(t('cargo.settings.connected')),
  });
  const kept = (field: string) =>
    (field === 'password' && account?.hasPassword) || (field === 'apiSecret' && account?.hasApiSecret);
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      onFinish={(values) => save.mutate(values)}
      data-testid={`cargo-account-${carrier}`}
    >
      <Space size="large" wrap>
        <Form.Item
          name="active"
          label={t('cargo.settings.active')}
          valuePropName="checked"
          tooltip={t('cargo.settings.activeHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="testMode" label={t('cargo.settings.testMode')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item
        name="serviceUrl"
        label={t('cargo.settings.serviceUrl')}
        extra={account ? t('cargo.settings.serviceUrlHelp', { url: account.defaultUrl }) : undefined}
      >
        <Input placeholder={account?.defaultUrl} />
      </Form.Item>
      {CARRIER_FIELDS[carrier].map((field) =>
        SECRET_FIELDS.includes(field) ? (
          <Form.Item
            key={field}
            name={field}
            label={t([`cargo.carrierFields.${carrier}.${field}`, `cargo.fields.${field}`])}
          >
            <Input.Password
              autoComplete="new-password"
              placeholder={kept(field) ? t('cargo.settings.secretKept') : ''}
            />
          </Form.Item>
        ) : (
          <Form.Item
            key={field}
            name={field}
            label={t([`cargo.carrierFields.${carrier}.${field}`, `cargo.fields.${field}`])}
          >
            <Input autoComplete="off" />
          </Form.Item>
        ),
      )}
      {carrier === 'ptt' && (
        <Space wrap>
          <Form.Item
            name="barcodeFrom"
            label={t('cargo.settings.barcodeFrom')}
            extra={
              account?.nextBarcode
                ? t('cargo.settings.barcodeHelp', { next: account.nextBarcode })
                : undefined
            }
          >
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="barcodeTo" label={t('cargo.settings.barcodeTo')}>
            <Input style={{ width: 220 }} />
          </Form.Item>
        </Space>
      )}
      <Divider titlePlacement="start">{t('cargo.settings.defaults')}</Divider>
      <Form.Item
        name="payer"
        label={t('cargo.settings.payer')}
        extra={carrier === 'yurtici' ? t('cargo.settings.payerYurtici') : undefined}
      >
        <Radio.Group
          options={[
            { value: 'sender', label: t('cargo.settings.payerSender') },
            { value: 'receiver', label: t('cargo.settings.payerReceiver') },
          ]}
        />
      </Form.Item>
      <Form.Item name="codAllowed" label={t('cargo.settings.codAllowed')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Space wrap>
        <Form.Item
          name="desiDivisor"
          label={t('cargo.settings.desiDivisor')}
          tooltip={t('cargo.settings.desiDivisorHelp')}
        >
          <InputNumber min={1000} max={10000} step={500} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="minDesi" label={t('cargo.settings.minDesi')}>
          <DecimalInput scale={2} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item name="labelFormat" label={t('cargo.settings.labelFormat')}>
        <Radio.Group
          options={[
            { value: 'pdf', label: t('cargo.settings.labelPdf') },
            { value: 'zpl', label: t('cargo.settings.labelZpl') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="trackingUrl"
        label={t('cargo.settings.trackingUrl')}
        extra={account ? t('cargo.settings.trackingUrlHelp', { url: account.defaultTrackingUrl }) : undefined}
      >
        <Input placeholder={account?.defaultTrackingUrl} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!account?.saved}>
          {t('cargo.settings.test')}
        </Button>
      </Space>
    </Form>
  );
}
