import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The honest page for a spec route whose screen belongs to a later issue. */
export default function NotBuiltPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Result
      icon={<ToolOutlined />}
      title={t('shell.notBuiltTitle')}
      subTitle={t('shell.notBuiltText', { path: pathname })}
      data-testid="not-built"
    />
  );
}
