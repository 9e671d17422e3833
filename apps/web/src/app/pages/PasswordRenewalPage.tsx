import { Button, Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { brandStore } from '../../platform/brand.ts';
import { loadSettings } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { logout } from '../session.ts';
import { ChangePasswordForm } from '../shell/ChangePasswordForm.tsx';
import { safeRedirect } from './LoginPage.tsx';

/** /sifre-yenileme: the only page open while the password is expired. */
export default function PasswordRenewalPage() {
  const { t } = useTranslation();
  const brand = useStore(brandStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    document.title = `${t('routes.shell.passwordRenew')} - ${brand.name}`;
  }, [t, brand.name]);

  async function done(changed: boolean) {
    if (!changed) return;
    await loadSettings({ force: true });
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  }

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Card style={{ width: 420 }} title={t('password.renewTitle')}>
        <Typography.Paragraph>{t('password.renewText')}</Typography.Paragraph>
        <ChangePasswordForm onDone={(changed) => void done(changed)} />
        <Button type="link" block style={{ marginTop: 8 }} onClick={() => void logout()}>
          {t('userMenu.logout')}
        </Button>
      </Card>
    </div>
  );
}
