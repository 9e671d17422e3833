import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PosPinForm } from '../../modules/terminals/PosPinForm.tsx';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { ChangePasswordForm } from '../shell/ChangePasswordForm.tsx';

/** /profile/index: who is logged in, and the password change. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { settings } = useStore(settingsStore);
  const user = settings?.authorizedUser;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Card title={t('pages.profileTitle')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('userMenu.user')}>{user?.name}</Descriptions.Item>
            <Descriptions.Item label={t('userMenu.email')}>{user?.email}</Descriptions.Item>
            <Descriptions.Item label={t('userMenu.clientIp')}>{user?.clientIp}</Descriptions.Item>
            <Descriptions.Item label={t('userMenu.licenceOwner')}>
              {settings?.app.license_owner}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={t('password.change')}>
          <ChangePasswordForm onDone={() => {}} />
        </Card>
        <Card title={t('posPin.title')} style={{ marginTop: 16 }}>
          <PosPinForm />
        </Card>
      </Col>
    </Row>
  );
}
