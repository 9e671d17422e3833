import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The honest page for a spec route whose screen belongs to a later issue, named as the menu names it. */
export default function NotBuiltPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<ToolOutlined />}
      title={t('shell.notBuiltTitle')}
      subTitle={t('shell.notBuiltText', { screen: t(titleKey) })}
      data-testid="not-built"
    />
  );
}
