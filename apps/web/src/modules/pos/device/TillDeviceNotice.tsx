import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/ledger/format.ts';
import type { TillDevice } from './useTillDevice.ts';

/**
 * What the till says about this device when it matters: revoked (no selling at all), or the line
 * down — selling goes on into the outbox until when, or it cannot sell and why. Nothing while the
 * line is up on a device in good standing.
 */
export function TillDeviceNotice({ device }: { device: TillDevice }) {
  const { t } = useTranslation();
  if (device.revoked)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="till-device-notice"
        title={t('offline.device.revokedTitle')}
        description={t('offline.refusals.revoked')}
      />
    );
  if (device.lineUp) return null;
  if (device.canSellOffline)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="till-device-notice"
        title={t('offline.device.sellingOffline', {
          until: formatDateTime(new Date(device.offlineUntil ?? 0).toISOString()),
        })}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="till-device-notice"
      title={t('offline.device.cannotSell')}
      description={t(`offline.refusals.${device.reason ?? 'notRegistered'}`)}
    />
  );
}
