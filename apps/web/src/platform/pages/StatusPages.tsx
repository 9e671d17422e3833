import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('pages.notFoundTitle')}
      subTitle={t('pages.notFoundText')}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('common.home')}
        </Button>
      }
    />
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('pages.unauthorizedTitle')}
      subTitle={t('pages.unauthorizedText')}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('common.home')}
        </Button>
      }
    />
  );
}
