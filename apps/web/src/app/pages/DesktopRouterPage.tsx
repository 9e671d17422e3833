import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** /electronJSrouter: the desktop app's entry; in a browser there is nothing to route. */
export default function DesktopRouterPage() {
  const { t } = useTranslation();
  return <Result status="info" title={t('routes.shell.desktop')} subTitle={t('pages.desktopOnly')} />;
}
