import { DELIVERY_TERMS, type ExportInput, TRANSPORT_MODES } from '@kibo/contracts';
import { Card, Form, type FormInstance, Input, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export const EXPORT_START: Partial<ExportInput> = { deliveryTerms: 'FOB', transportMode: '3' };

/**
 * The send screen's export option: the chosen invoices go as export invoices (IHRACAT) to the
 * customs office, naming this foreign buyer, on these terms. Items need their GTİP, lines 0 % VAT
 * with exemption 301; the server says which ones do not.
 */
export function ExportForm({
  form,
  on,
  onToggle,
}: {
  form: FormInstance<ExportInput>;
  on: boolean;
  onToggle(on: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid="export-form"
      title={
        <Space>
          <Switch checked={on} onChange={onToggle} aria-label={t('einvoice.export.on')} />
          {t('einvoice.export.on')}
        </Space>
      }
    >
      {on && (
        <Form form={form} layout="vertical" initialValues={EXPORT_START} requiredMark={false}>
          <Space wrap align="start">
            <Form.Item name="country" label={t('einvoice.export.country')}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="city" label={t('einvoice.export.city')}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="address" label={t('einvoice.export.address')} style={{ minWidth: 280 }}>
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name="taxId" label={t('einvoice.export.taxId')}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="deliveryTerms" label={t('einvoice.export.deliveryTerms')}>
              <Select
                style={{ width: 110 }}
                aria-label={t('einvoice.export.deliveryTerms')}
                options={DELIVERY_TERMS.map((term) => ({ value: term, label: term }))}
              />
            </Form.Item>
            <Form.Item name="transportMode" label={t('einvoice.export.transportMode')}>
              <Select
                style={{ width: 180 }}
                aria-label={t('einvoice.export.transportMode')}
                options={TRANSPORT_MODES.map((mode) => ({
                  value: mode,
                  label: t(`einvoice.export.mode.${mode}`),
                }))}
              />
            </Form.Item>
          </Space>
        </Form>
      )}
    </Card>
  );
}
