import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiGet, http } from '../../platform/api/client.ts';
import { saveBlob } from '../../platform/download.ts';

/** What the server lets this user download; a user who may not gets 403 and sees no card. */
interface BackupRights {
  company: boolean;
  full: boolean;
}

async function downloadBackup(kind: 'company' | 'full') {
  // Big companies take a while to write out: no 60 s limit on the download.
  const response = await http.get<Blob>(`/backups/${kind}`, { responseType: 'blob', timeout: 0 });
  const disposition = String(response.headers['content-disposition'] ?? '');
  saveBlob(response.data, /filename="([^"]+)"/.exec(disposition)?.[1] ?? `kibo-${kind}.kibo.gz`);
}

/** Below the general settings, for company administrators: download the company's data. */
export function BackupCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rights = useQuery({
    queryKey: ['backups'],
    queryFn: () => apiGet<BackupRights>('/backups', undefined, { silent: true }),
    retry: false,
  });
  const download = useMutation({
    mutationFn: downloadBackup,
    onSuccess: () => message.success(t('system.backupReady')),
  });
  if (!rights.data) return null;
  return (
    <Card title={t('system.backups')} data-testid="backups" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('system.backupHint')}</Typography.Paragraph>
      <Space wrap>
        <Button
          type="primary"
          loading={download.isPending && download.variables === 'company'}
          onClick={() => download.mutate('company')}
        >
          {t('system.backupCompany')}
        </Button>
        {rights.data.full && (
          <Button
            loading={download.isPending && download.variables === 'full'}
            onClick={() => download.mutate('full')}
          >
            {t('system.backupFull')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
