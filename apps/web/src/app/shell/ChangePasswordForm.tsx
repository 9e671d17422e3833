import { PASSWORD_MIN_LENGTH } from '@kibo/contracts';
import { App, Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiSend } from '../../platform/api/client.ts';
import { settingsStore } from '../../platform/settings.ts';

interface Values {
  newPass: string;
  againPass: string;
}

/**
 * Spec: new password required ('Bu Alan, Boş Bırakılamaz'), at least 8 characters ('En Az 8 Hane
 * Olmalı'), the repeat equal ('Parola Aynı Değil'); checked on blur. The server's kiboMessage is
 * shown on success and on failure.
 */
export function ChangePasswordForm({ onDone }: { onDone: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const formId = useId();

  async function submit(values: Values) {
    setBusy(true);
    try {
      const email = settingsStore.get().settings?.authorizedUser.email;
      const result = await apiSend<null>(
        'put',
        '/user/myprofile',
        { name: email, password: values.newPass },
        { silent: true },
      );
      message.success(result.message);
      form.resetFields();
      onDone(true);
    } catch (error) {
      const text = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] || error.kiboMessage : '';
      message.error(text || t('errors.generic'));
      onDone(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      // The profile page and the top bar's dialog can both hold this form: unique field ids keep labels right.
      name={`password${formId.replace(/\W/g, '')}`}
      layout="vertical"
      onFinish={submit}
      validateTrigger="onBlur"
      data-testid="change-password-form"
    >
      <Form.Item
        name="newPass"
        label={t('password.newPass')}
        rules={[
          { required: true, message: t('password.required') },
          { min: PASSWORD_MIN_LENGTH, message: t('password.min') },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="againPass"
        label={t('password.againPass')}
        dependencies={['newPass']}
        rules={[
          { required: true, message: t('password.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPass')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('common.save')}
      </Button>
    </Form>
  );
}
