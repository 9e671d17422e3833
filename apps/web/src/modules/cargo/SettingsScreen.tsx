import { CARRIER_TITLES, type CarrierAccount, type CarrierCode } from '@kibo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { AccountForm } from './AccountForm.tsx';

/** `/modul/<carrier>kargo/ayar`: the company's account at the carrier, and "test the connection". */
export function SettingsScreen({ carrier }: { carrier: CarrierCode }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['cargo', carrier, 'settings'],
    queryFn: () => apiGet<CarrierAccount>(`/cargo/${carrier}/settings`),
  });
  return (
    <Card
      title={t('cargo.settings.title', { carrier: CARRIER_TITLES[carrier] })}
      data-testid="cargo-settings"
    >
      <AccountForm carrier={carrier} account={data} />
    </Card>
  );
}
