import { documentTotals, paymentLabel } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiGet } from '../../../platform/api/client.ts';
import {
  documentPath,
  formatDate,
  formatMoney,
  formatPrice,
  formatQuantity,
} from '../../../platform/ledger/format.ts';
import { shownNumberLocale } from '../../../platform/number/locale.ts';
import {
  type PosReceiptView,
  PrinterSettingsButton,
  receiptFromView,
  usePrinting,
} from '../printing/index.ts';

type Line = PosReceiptView['lines'][number];

const when = (date: string, time: string) => `${formatDate(date)} ${time}`.trim();

/**
 * `/fis/pos/duzen/:id`: a saved till receipt (or refund), read only — a till receipt is never
 * edited, a wrong sale is refunded. Reprinted marked KOPYA, refunded or copied at the till.
 */
export function SavedReceiptPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const printing = usePrinting();
  const { id } = useParams();
  const [printingNow, setPrintingNow] = useState(false);
  const { data: view, isLoading } = useQuery({
    queryKey: ['pos', 'receipt', id],
    queryFn: () => apiGet<PosReceiptView>(`/pos/receipts/${id}`),
  });
  if (!view) return <Card loading={isLoading} data-testid="saved-receipt" />;

  const refund = view.docType === 'posRefund';
  const money = (value: string) => formatMoney(value, view.currency);
  const totals = documentTotals({
    lines: view.lines,
    pricesIncludeVat: view.pricesIncludeVat,
    documentDiscount: view.documentDiscount,
  });
  const refundable = new Map(view.pos.refundable.map((line) => [line.lineId, line.refundable]));
  const anythingLeft = view.pos.refundable.some((line) => Number(line.refundable) > 0);
  const reprint = async () => {
    setPrintingNow(true);
    try {
      const outcome = await printing.printReceipt(receiptFromView(view), { copy: true });
      if (outcome.via === 'none' && !outcome.problem) void message.info(t('pos.printing.off'), 6);
    } finally {
      setPrintingNow(false);
    }
  };

  return (
    <Card
      title={`${t(`documents.kinds.${view.docType}`)} ${view.number}`}
      data-testid="saved-receipt"
      extra={
        <Space wrap>
          <PrinterSettingsButton />
          <Button type="primary" loading={printingNow} onClick={() => void reprint()}>
            {t('pos.savedReceipt.reprint')}
          </Button>
          {!refund && (
            <Button
              disabled={!anythingLeft || view.status !== 'saved'}
              onClick={() => navigate(`/fis/pos/yeni?iade=${encodeURIComponent(view.number)}`)}
            >
              {t('pos.savedReceipt.refund')}
            </Button>
          )}
          {!refund && (
            <Button onClick={() => navigate(`/fis/pos/kopya/${view.id}`)}>
              {t('pos.savedReceipt.copy')}
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('pos.savedReceipt.readOnly')} />
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'number', label: t('pos.savedReceipt.number'), children: view.number },
            { key: 'date', label: t('pos.savedReceipt.date'), children: when(view.date, view.time) },
            {
              key: 'status',
              label: t('pos.savedReceipt.status'),
              children: (
                <Tag color={view.status === 'cancelled' ? 'red' : 'blue'}>
                  {t(`documents.status.${view.status}`)}
                </Tag>
              ),
            },
            { key: 'cashier', label: t('pos.savedReceipt.cashier'), children: view.pos.cashier ?? '' },
            ...(view.pos.customer
              ? [{ key: 'customer', label: t('pos.savedReceipt.customer'), children: view.pos.customer }]
              : []),
            { key: 'warehouse', label: t('pos.savedReceipt.warehouse'), children: view.refs.warehouse },
            ...(view.pos.refundOf
              ? [
                  {
                    key: 'refundOf',
                    label: t('pos.savedReceipt.refundOf'),
                    children: (
                      <Link to={documentPath('posReceipt', view.pos.refundOf)}>
                        {view.pos.refundOfNumber}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Table<Line>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={view.lines}
          data-testid="saved-receipt-lines"
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'code', dataIndex: 'itemCode', title: t('pos.savedReceipt.code') },
            { key: 'name', dataIndex: 'itemName', title: t('pos.item') },
            {
              key: 'quantity',
              title: t('pos.quantity'),
              align: 'right',
              render: (_, line) =>
                `${formatQuantity(line.quantity, line.unitDecimals)} ${line.unitName}`.trim(),
            },
            {
              key: 'price',
              title: t('pos.price'),
              align: 'right',
              render: (_, line) => formatPrice(line.unitPrice),
            },
            {
              key: 'discount',
              title: t('pos.savedReceipt.discount'),
              align: 'right',
              render: (_, line) => line.discounts.map((rate) => `%${Number(rate)}`).join(' + '),
            },
            {
              key: 'vat',
              title: t('pos.savedReceipt.vatRate'),
              align: 'right',
              render: (_, line) => `%${Number(line.vatRate)}`,
            },
            {
              key: 'total',
              title: t('pos.amount'),
              align: 'right',
              render: (_, line, index) => money(totals.lines[index]?.total ?? line.total),
            },
            ...(refund
              ? []
              : [
                  {
                    key: 'refundable',
                    title: t('pos.savedReceipt.refundable'),
                    align: 'right' as const,
                    render: (_: unknown, line: Line) =>
                      formatQuantity(refundable.get(line.id) ?? '0', line.unitDecimals),
                  },
                ]),
          ]}
        />
        <Row gutter={[24, 16]}>
          <Col xs={24} md={12}>
            <Typography.Title level={5}>{t('pos.savedReceipt.totals')}</Typography.Title>
            <Descriptions
              size="small"
              column={1}
              data-testid="saved-receipt-totals"
              items={[
                ...(Number(totals.discountTotal) > 0
                  ? [
                      {
                        key: 'subtotal',
                        label: t('pos.savedReceipt.subtotal'),
                        children: money(totals.amountTotal),
                      },
                      {
                        key: 'discount',
                        label: t('pos.savedReceipt.discountTotal'),
                        children: `-${money(totals.discountTotal)}`,
                      },
                    ]
                  : []),
                ...totals.vatByRate.map((group) => ({
                  key: `vat${group.rate}`,
                  label: t('pos.savedReceipt.vatOfRate', { rate: Number(group.rate) }),
                  children: t('pos.savedReceipt.vatOnBase', {
                    vat: money(group.vat),
                    base: money(group.base),
                  }),
                })),
                { key: 'vat', label: t('pos.savedReceipt.vatTotal'), children: money(totals.vatTotal) },
                {
                  key: 'total',
                  label: t(refund ? 'pos.savedReceipt.refundTotal' : 'pos.savedReceipt.total'),
                  children: <strong>{money(totals.grandTotal)}</strong>,
                },
              ]}
            />
          </Col>
          <Col xs={24} md={12}>
            <Typography.Title level={5}>
              {t(refund ? 'pos.savedReceipt.paidBack' : 'pos.savedReceipt.payments')}
            </Typography.Title>
            <Descriptions
              size="small"
              column={1}
              data-testid="saved-receipt-payments"
              items={[
                ...view.pos.payments.map((payment, index) => ({
                  key: `payment${index}`,
                  label: paymentLabel(payment.method, shownNumberLocale()),
                  children: money(payment.amount.replace(/^-/, '')),
                })),
                ...(view.pos.cashTendered
                  ? [
                      {
                        key: 'tendered',
                        label: t('pos.savedReceipt.tendered'),
                        children: money(view.pos.cashTendered),
                      },
                      {
                        key: 'change',
                        label: t('pos.savedReceipt.change'),
                        children: money(view.pos.change ?? '0'),
                      },
                    ]
                  : []),
              ]}
            />
          </Col>
        </Row>
        {!refund && (
          <div data-testid="saved-receipt-refunds">
            <Typography.Title level={5}>{t('pos.savedReceipt.refunds')}</Typography.Title>
            {view.pos.refunds.length === 0 ? (
              <Typography.Text type="secondary">{t('pos.savedReceipt.noRefunds')}</Typography.Text>
            ) : (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={view.pos.refunds}
                columns={[
                  {
                    key: 'number',
                    title: t('pos.savedReceipt.number'),
                    render: (_, row) => <Link to={documentPath('posRefund', row.id)}>{row.number}</Link>,
                  },
                  {
                    key: 'date',
                    title: t('pos.savedReceipt.date'),
                    render: (_, row) => when(row.date, row.time),
                  },
                  {
                    key: 'total',
                    title: t('pos.savedReceipt.refundTotal'),
                    align: 'right',
                    render: (_, row) => money(row.grandTotal),
                  },
                ]}
              />
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}
