import { CURRENCIES, type DocumentKind } from '@kibo/contracts';
import { documentSeries, type FieldMeta, PRICE_LISTS } from '@kibo/contracts/resources';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput, RATE_META } from '../../../platform/resources/widgets.tsx';
import { SeriesSelect } from '../../../platform/SeriesSelect.tsx';
import type { Header } from './document.ts';

export const meta = (kind: FieldMeta['kind'], extra: Partial<FieldMeta> = {}) =>
  ({ kind, required: false, ...extra }) as FieldMeta;

/**
 * A header value's input, as the generic forms draw a field of that kind; a picker offers "+ Yeni"
 * (a new customer at the till, a warehouse on a first transfer) where the user may create one.
 */
export const field = (name: keyof Header, fieldMeta: FieldMeta, refTitle?: string) => (
  <FieldInput context={{ def: documentSeries, field: name, meta: fieldMeta, refTitle, create: true }} />
);

interface Props {
  kind: DocumentKind;
  /** A saved document keeps its series and number. */
  editing: boolean;
  number?: string;
  refs?: { account: string; warehouse: string; targetWarehouse: string; series?: string };
  docType: string;
  currency: string;
}

/** The document's header, by its kind: an account or not, a target warehouse, currency and prices. */
export function HeaderFields({ kind, editing, number, refs, docType, currency }: Props) {
  const { t } = useTranslation();
  const item = (name: keyof Header, children: ReactNode, span = 6) => (
    <Col xs={24} md={12} lg={span}>
      <Form.Item name={name} label={t(`documents.header.${name}`)}>
        {children}
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {item(
        'seriesId',
        <SeriesSelect
          docType={docType}
          savedName={refs?.series}
          disabled={editing}
          placeholder={editing ? number : t('documents.defaultSeries')}
        />,
      )}
      {item('date', field('date', meta('date')), 4)}
      {item('time', <Input maxLength={5} placeholder="SS:DD" />, 2)}
      {item('dueDate', field('dueDate', meta('date')), 4)}
      {kind.party !== 'none' &&
        item('accountId', field('accountId', meta('reference', { resource: 'accounts' }), refs?.account), 9)}
      {item(
        'warehouseId',
        field('warehouseId', meta('reference', { resource: 'warehouses' }), refs?.warehouse),
      )}
      {kind.stock === 'transfer' &&
        item(
          'targetWarehouseId',
          field('targetWarehouseId', meta('reference', { resource: 'warehouses' }), refs?.targetWarehouse),
        )}
      {kind.side !== 'stock' && (
        <>
          {item('currency', <Select options={CURRENCIES.map((code) => ({ value: code, label: code }))} />, 3)}
          {currency !== 'TRY' && item('exchangeRate', field('exchangeRate', RATE_META), 3)}
          {kind.side === 'sales' &&
            item(
              'priceList',
              <Select
                options={PRICE_LISTS.map((list) => ({
                  value: list,
                  label: t(`resources.items.lineOptions.prices.list.${list}`),
                }))}
              />,
              4,
            )}
          <Col xs={24} md={12} lg={4}>
            <Form.Item name="pricesIncludeVat" valuePropName="checked" label=" ">
              <Checkbox>{t('documents.header.pricesIncludeVat')}</Checkbox>
            </Form.Item>
          </Col>
          {item('counterpartyNo', <Input maxLength={40} />, 4)}
        </>
      )}
      {kind.party !== 'none' && item('shippingAddress', <Input maxLength={500} />, 8)}
      {item('description', <Input maxLength={1000} />, 8)}
    </Row>
  );
}
