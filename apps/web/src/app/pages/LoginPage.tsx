import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@kibo/contracts';
import { Alert, Button, theme } from 'antd';
// The bare inputs: the `Input` namespace would bring TextArea, OTP and Search to the first page too.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiSend } from '../../platform/api/client.ts';
import { brandStore } from '../../platform/brand.ts';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { resetSettings } from '../../platform/settings.ts';
import { tokenStore } from '../../platform/storage.ts';
import { useStore } from '../../platform/store.ts';
import './login.css';

/** A redirect target must stay inside the app: a path, never another site. */
export const safeRedirect = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/dashboard';

/**
 * /login. Deliberately light (no antd Form, Card or Dropdown): it is the first page every user
 * loads, and the budget for its JavaScript is 300 KB gzip.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const brand = useStore(brandStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';

  useEffect(() => {
    document.title = `${t('routes.shell.login')} - ${brand.name}`;
  }, [t, brand.name]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (emailMissing || passwordMissing) return;
    setBusy(true);
    setError('');
    try {
      const { data } = await apiSend<{ authorization: { access_token: string } }>(
        'post',
        '/auth/login',
        { email: email.trim(), password },
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

  const fieldError = (show: boolean, message: string, id: string) =>
    show ? (
      <div id={id} className="kibo-login-field-error" style={{ color: token.colorError }}>
        {message}
      </div>
    ) : null;

  return (
    <div
      className="kibo-login"
      style={{ background: `linear-gradient(135deg, ${brand.color}22, transparent)` }}
    >
      <form
        className="kibo-login-card"
        onSubmit={submit}
        noValidate
        style={{
          background: token.colorBgContainer,
          color: token.colorText,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <div className="kibo-login-head">
          <img src={brand.logo} alt="" width={40} height={40} />
          <h1 data-testid="brand-name">{brand.name}</h1>
        </div>
        <p style={{ color: token.colorTextSecondary }}>{t('login.subtitle')}</p>
        {error && (
          <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <label htmlFor="login-email">{t('login.username')}</label>
        <Input
          id="login-email"
          prefix={<MailOutlined />}
          autoComplete="username"
          autoFocus
          value={email}
          status={touched.email && emailMissing ? 'error' : ''}
          aria-describedby="login-email-error"
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        />
        {fieldError(touched.email && emailMissing, t('login.usernameRequired'), 'login-email-error')}
        <label htmlFor="login-password">{t('login.password')}</label>
        <Password
          id="login-password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          value={password}
          status={touched.password && passwordMissing ? 'error' : ''}
          aria-describedby="login-password-error"
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        />
        {fieldError(touched.password && passwordMissing, t('login.passwordRequired'), 'login-password-error')}
        <Button type="primary" htmlType="submit" block loading={busy} style={{ marginTop: 20 }}>
          {t('login.submit')}
        </Button>
        <div className="kibo-login-foot">
          <span style={{ color: token.colorTextSecondary }}>
            {brand.email ? t('login.contact', { email: brand.email, phone: brand.phone }) : ''}
          </span>
          <span>
            {LANGUAGES.map((language: Language) => (
              <Button
                key={language}
                type="link"
                size="small"
                disabled={i18n.language === language}
                onClick={() => void changeLanguage(language)}
              >
                {language.toUpperCase()}
              </Button>
            ))}
          </span>
        </div>
      </form>
    </div>
  );
}
