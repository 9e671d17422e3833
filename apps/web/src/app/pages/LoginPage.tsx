import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginBody } from '@kibo/contracts';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiSend } from '../../platform/api/client.ts';
import { brandStore } from '../../platform/brand.ts';
import { resetSettings } from '../../platform/settings.ts';
import { tokenStore } from '../../platform/storage.ts';
import { useStore } from '../../platform/store.ts';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';

/** A redirect target must stay inside the app: a path, never another site. */
export const safeRedirect = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/dashboard';

export default function LoginPage() {
  const { t } = useTranslation();
  const brand = useStore(brandStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${t('routes.shell.login')} - ${brand.name}`;
  }, [t, brand.name]);

  async function submit(values: LoginBody) {
    setBusy(true);
    setError('');
    try {
      const { data } = await apiSend<{ authorization: { access_token: string } }>(
        'post',
        '/auth/login',
        { email: values.email.trim(), password: values.password },
        { isPublic: true, silent: true },
      );
      tokenStore.set(data.authorization.access_token);
      resetSettings();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.kiboMessage ? failure.kiboMessage : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="kibo-login"
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `linear-gradient(135deg, ${brand.color}22, transparent)`,
      }}
    >
      <Card style={{ width: 380 }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <img src={brand.logo} alt="" width={40} height={40} />
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="brand-name">
              {brand.name}
            </Typography.Title>
          </div>
          <LanguageSwitch />
        </div>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        {error && (
          <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="email"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<MailOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
        {brand.email && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }}>
            {t('login.contact', { email: brand.email, phone: brand.phone })}
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
