import { Alert, App, Button, Card, Checkbox, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../platform/api/client.ts';
import { brandStore } from '../../platform/brand.ts';
import { loadSettings, settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { logout } from '../session.ts';

/** Shown instead of the app while the licence agreement status is "0" (spec section 4). */
export default function LicenceAgreementPage() {
  const { t } = useTranslation();
  const brand = useStore(brandStore);
  const { settings } = useStore(settingsStore);
  const { message } = App.useApp();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const canApprove = settings?.items.license.can_approve ?? false;

  useEffect(() => {
    document.title = `${t('licence.agreementTitle')} - ${brand.name}`;
  }, [t, brand.name]);

  async function approve() {
    setBusy(true);
    try {
      const result = await apiSend('post', '/license/agreement');
      message.success(result.message);
      await loadSettings({ force: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
      }}
    >
      <Card
        style={{ width: 720, maxWidth: '100%' }}
        title={t('licence.agreementTitle')}
        data-testid="licence-agreement"
      >
        <Typography.Paragraph>{t('licence.agreementIntro')}</Typography.Paragraph>
        <div
          style={{
            maxHeight: 320,
            overflow: 'auto',
            whiteSpace: 'pre-line',
            border: '1px solid rgba(128,128,128,.3)',
            borderRadius: 6,
            padding: 12,
            marginBottom: 16,
          }}
        >
          {t('licence.agreementText')}
        </div>
        {canApprove ? (
          <>
            <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)}>
              {t('licence.accept')}
            </Checkbox>
            <Button
              type="primary"
              disabled={!accepted}
              loading={busy}
              onClick={() => void approve()}
              style={{ marginLeft: 16 }}
            >
              {t('licence.approve')}
            </Button>
          </>
        ) : (
          <Alert type="info" showIcon title={t('licence.waitForAdmin')} />
        )}
        <Button type="link" onClick={() => void logout()} style={{ float: 'right' }}>
          {t('userMenu.logout')}
        </Button>
      </Card>
    </div>
  );
}
