import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../platform/api/client.ts';
import { applyFieldErrors } from '../../platform/forms.ts';

interface Values {
  pin: string;
  password: string;
}

/**
 * On the profile page: a user sets or removes their own POS PIN, so that not even the administrator
 * knows the PIN that approves a cashier's price change or deletion. The password confirms it is them.
 */
export function PosPinForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (values: Values) => apiSend<null>('put', '/user/pos-pin', values),
    onSuccess: ({ message: text }) => {
      message.success(text);
      form.resetFields();
    },
    onError: (error) => applyFieldErrors(form, error),
  });
  const required = { required: true, message: t('common.required') };

  return (
    <Form form={form} name="own_pos_pin" layout="vertical" onFinish={(values) => save.mutate(values)}>
      <Typography.Paragraph type="secondary">{t('posPin.hint')}</Typography.Paragraph>
      <Form.Item
        name="pin"
        label={t('posPin.pin')}
        rules={[required, { pattern: /^\d{4,8}$/, message: t('posPin.format') }]}
      >
        <Input.Password maxLength={8} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('posPin.password')} rules={[required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            form.validateFields(['password']).then(({ password }) => save.mutate({ password, pin: '' }))
          }
        >
          {t('posPin.remove')}
        </Button>
      </Space>
    </Form>
  );
}
