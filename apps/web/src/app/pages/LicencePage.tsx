import type { LicenceInfo } from '@kibo/contracts';
import { formatDayMonthYear } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';

/** /license: the company's licence (hidden from the menu, never cached as a tab). */
export default function LicencePage() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['license'], queryFn: () => apiGet<LicenceInfo>('/license') });
  if (!data) return <Spin />;
  return (
    <Card title={t('licence.pageTitle')} data-testid="licence-page">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('licence.company')}>{data.title}</Descriptions.Item>
        <Descriptions.Item label={t('licence.owner')}>{data.licenseOwner}</Descriptions.Item>
        <Descriptions.Item label={t('licence.expires')}>
          {formatDayMonthYear(data.licenseExpires)}
        </Descriptions.Item>
        <Descriptions.Item label={t('licence.daysLeft')}>
          <Tag color={data.daysLeft < 0 ? 'red' : data.daysLeft <= 30 ? 'orange' : 'green'}>
            {data.daysLeft}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('licence.state')}>
          <Tag color={data.active ? 'green' : 'red'}>
            {data.active ? t('common.active') : t('common.passive')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('licence.users')}>
          {data.userCount} / {data.maxUsers}
        </Descriptions.Item>
        <Descriptions.Item label={t('licence.agreement')}>
          {data.agreementStatus === '1' && data.agreementApprovedAt
            ? t('licence.approvedBy', {
                name: data.agreementApprovedBy ?? '',
                date: dayjs(data.agreementApprovedAt).format('DD-MM-YYYY HH:mm'),
              })
            : t('licence.notApproved')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
