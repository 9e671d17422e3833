import type { ShipmentInput } from '@kibo/contracts';
import { Card, Checkbox, DatePicker, Form, type FormInstance, Input, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatsOf } from '../../platform/number/locale.ts';

/** The form's values: up to two drivers, the vehicle's plate and a trailer's. */
export interface ShipmentValues {
  date: string;
  time: string;
  by: 'vehicle' | 'carrier';
  drivers: { firstName: string; lastName: string; tckn: string }[];
  plates: string[];
  carrierTaxId: string;
  carrierName: string;
  printed: boolean;
}

const now = () => ({ date: dayjs().format('YYYY-MM-DD'), time: dayjs().format('HH:mm') });

/** The last shipment's carrier, driver and plates (the same van most days), leaving now. */
export function shipmentStart(last: ShipmentInput | null | undefined): ShipmentValues {
  return {
    by: last?.by ?? 'vehicle',
    drivers: [0, 1].map((at) => last?.drivers?.[at] ?? { firstName: '', lastName: '', tckn: '' }),
    plates: [last?.plates?.[0] ?? '', last?.plates?.[1] ?? ''],
    carrierTaxId: last?.carrierTaxId ?? '',
    carrierName: last?.carrierName ?? '',
    // Going on paper was that day's exception, not the next one's.
    printed: false,
    ...now(),
  };
}

const blankDriver = (driver: ShipmentValues['drivers'][number]) =>
  !driver.firstName && !driver.lastName && !driver.tckn;

/** What is sent: only the way chosen, no empty second driver, no empty trailer plate. */
export const shipmentOf = (values: ShipmentValues): ShipmentInput =>
  values.by === 'vehicle'
    ? {
        ...values,
        drivers: values.drivers.filter((driver, at) => at === 0 || !blankDriver(driver)),
        plates: values.plates.filter(Boolean),
        carrierTaxId: '',
        carrierName: '',
      }
    : { ...values, drivers: [], plates: [] };

/**
 * Who carries the goods, asked once for the waybills sent together: our own vehicle with its
 * driver and plates, or a carrier firm by its tax number. GİB wants one of them on every despatch.
 */
export function ShipmentForm({ form, start }: { form: FormInstance<ShipmentValues>; start: ShipmentValues }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    form.setFieldsValue(start);
  }, [form, start]);
  const by = Form.useWatch('by', form) ?? start.by;
  return (
    <Card size="small" title={t('einvoice.shipment.title')} data-testid="shipment-form">
      <Form form={form} layout="vertical" initialValues={start} requiredMark={false}>
        <Space wrap align="start">
          <Form.Item
            name="date"
            label={t('einvoice.shipment.date')}
            getValueProps={(value: string) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format={dateFormatsOf(i18n.language)} allowClear={false} />
          </Form.Item>
          <Form.Item name="time" label={t('einvoice.shipment.time')}>
            <Input placeholder="SS:DD" maxLength={5} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name="by" label={t('einvoice.shipment.by')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'vehicle', label: t('einvoice.shipment.vehicle') },
                { value: 'carrier', label: t('einvoice.shipment.carrier') },
              ]}
            />
          </Form.Item>
        </Space>
        {by === 'vehicle' ? (
          <Space wrap align="start">
            {[0, 1].map((at) => (
              <Space wrap align="start" key={at}>
                <Form.Item
                  name={['drivers', at, 'firstName']}
                  label={t(
                    at ? 'einvoice.shipment.secondDriverFirstName' : 'einvoice.shipment.driverFirstName',
                  )}
                >
                  <Input maxLength={60} />
                </Form.Item>
                <Form.Item
                  name={['drivers', at, 'lastName']}
                  label={t(
                    at ? 'einvoice.shipment.secondDriverLastName' : 'einvoice.shipment.driverLastName',
                  )}
                >
                  <Input maxLength={60} />
                </Form.Item>
                <Form.Item
                  name={['drivers', at, 'tckn']}
                  label={t(at ? 'einvoice.shipment.secondDriverTckn' : 'einvoice.shipment.driverTckn')}
                >
                  <Input maxLength={11} inputMode="numeric" />
                </Form.Item>
              </Space>
            ))}
            <Form.Item name={['plates', 0]} label={t('einvoice.shipment.plate')}>
              <Input maxLength={12} placeholder="34 ABC 123" />
            </Form.Item>
            <Form.Item name={['plates', 1]} label={t('einvoice.shipment.trailer')}>
              <Input maxLength={12} />
            </Form.Item>
          </Space>
        ) : (
          <Space wrap align="start">
            <Form.Item name="carrierTaxId" label={t('einvoice.shipment.carrierTaxId')}>
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
            <Form.Item
              name="carrierName"
              label={t('einvoice.shipment.carrierName')}
              style={{ minWidth: 280 }}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="printed" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('einvoice.shipment.printed')}</Checkbox>
        </Form.Item>
      </Form>
    </Card>
  );
}
