import type { VoucherKindName } from '@kibo/contracts';
import { Alert, Button, Card, Form, Select, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoucherSeries } from './actions.ts';
import type { SavedVoucher } from './voucher.ts';

/** A voucher editor's frame: its type, number and status, and the cancel and save buttons. */
export function VoucherCard(props: {
  voucherType: VoucherKindName;
  saved: SavedVoucher | undefined;
  readOnly: boolean;
  saving: boolean;
  cancelling: boolean;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { voucherType, saved, readOnly } = props;
  return (
    <Card
      title={
        <Space>
          {t(`vouchers.kinds.${voucherType}`)}
          {saved && <Tag color="blue">{saved.number}</Tag>}
          {saved && (
            <Tag color={saved.status === 'saved' ? 'green' : 'red'}>
              {t(`vouchers.status.${saved.status}`)}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Space wrap>
          {saved?.status === 'saved' && (
            <Button danger loading={props.cancelling} onClick={props.onCancel}>
              {t('vouchers.cancel')}
            </Button>
          )}
          <Button type="primary" disabled={readOnly} loading={props.saving} onClick={props.onSave}>
            {t('common.saveShortcut')}
          </Button>
        </Space>
      }
    >
      {readOnly && <Alert type="info" showIcon title={t('vouchers.readOnly')} style={{ marginBottom: 12 }} />}
      {props.children}
    </Card>
  );
}

/** The series a new voucher is numbered from (none: the user's or the company's default); fixed once saved. */
export function SeriesField({
  voucherType,
  saved,
}: {
  voucherType: VoucherKindName;
  saved: SavedVoucher | undefined;
}) {
  const { t } = useTranslation();
  const { data: series } = useVoucherSeries(voucherType);
  return (
    <Form.Item name="seriesId" label={t('vouchers.series')}>
      <Select
        allowClear
        disabled={!!saved}
        placeholder={saved?.number ?? t('vouchers.defaultSeries')}
        options={(series?.list ?? []).map((one) => ({ value: one.id, label: `${one.name} (${one.prefix})` }))}
      />
    </Form.Item>
  );
}
