import { PrinterOutlined } from '@ant-design/icons';
import type { VoucherKindName } from '@kibo/contracts';
import { Alert, Button, Card, Form, Space, Tag } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKeys, useUnsavedWarning } from '../../../platform/forms.ts';
import { SeriesSelect } from '../../../platform/SeriesSelect.tsx';
import type { SavedVoucher } from './voucher.ts';

/**
 * A voucher editor's frame: its type, number and status, the cancel, print and save buttons, the
 * keyboard (Enter walks the fields, Ctrl+S saves, Ctrl+P prints) and the warning before leaving
 * unsaved changes.
 */
export function VoucherCard(props: {
  voucherType: VoucherKindName;
  saved: SavedVoucher | undefined;
  readOnly: boolean;
  dirty: boolean;
  saving: boolean;
  cancelling: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** Prints the voucher (Ctrl+P), saving unsaved changes first. */
  onPrint: (dirty: boolean) => void;
  printing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { voucherType, saved, readOnly } = props;
  const container = useRef<HTMLDivElement>(null);
  const onEnter = useFormKeys(container, props.onSave, () => props.onPrint(props.dirty));
  useUnsavedWarning(props.dirty);
  return (
    <div ref={container} onKeyDown={onEnter} data-testid={`voucher-editor-${voucherType}`}>
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
            <Button
              data-testid="print-voucher"
              icon={<PrinterOutlined />}
              loading={props.printing}
              onClick={() => props.onPrint(props.dirty)}
            >
              {t('vouchers.print')}
            </Button>
            <Button type="primary" disabled={readOnly} loading={props.saving} onClick={props.onSave}>
              {t('common.saveShortcut')}
            </Button>
          </Space>
        }
      >
        {readOnly && (
          <Alert type="info" showIcon title={t('vouchers.readOnly')} style={{ marginBottom: 12 }} />
        )}
        {props.children}
      </Card>
    </div>
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
  return (
    <Form.Item name="seriesId" label={t('vouchers.series')}>
      <SeriesSelect
        docType={voucherType}
        savedName={saved?.series}
        disabled={!!saved}
        placeholder={saved?.number ?? t('vouchers.defaultSeries')}
      />
    </Form.Item>
  );
}
