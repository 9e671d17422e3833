import { amountInWords, type DocumentTotals } from '@kibo/domain';
import { Alert, Col, Descriptions, Form, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { field, meta } from './HeaderFields.tsx';

/** The document's foot as the shared totals function computes it, live while typing. */
export function Foot({ totals, currency }: { totals: DocumentTotals; currency: string }) {
  const { t } = useTranslation();
  const row = (key: string, value: string) => ({
    key,
    label: t(`documents.foot.${key}`),
    children: <span data-testid={`foot-${key}`}>{formatMoney(value, currency)}</span>,
  });
  return (
    <div data-testid="document-foot">
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ maxWidth: 420, marginLeft: 'auto' }}
        items={[
          row('amountTotal', totals.amountTotal),
          row('discountTotal', totals.discountTotal),
          row('netTotal', totals.netTotal),
          ...(Number(totals.otvTotal) ? [row('otvTotal', totals.otvTotal)] : []),
          ...totals.vatByRate.map((group) => ({
            key: `vat-${group.rate}`,
            label: t('documents.foot.vatOf', { rate: group.rate }),
            children: formatMoney(group.vat, currency),
          })),
          ...(Number(totals.withholdingTotal) ? [row('withholdingTotal', totals.withholdingTotal)] : []),
          row('grandTotal', totals.grandTotal),
          row('payable', totals.payable),
        ]}
      />
      <Typography.Paragraph italic style={{ textAlign: 'right', marginTop: 8 }} data-testid="foot-words">
        {amountInWords(totals.payable, currency)}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * Under the lines: the document discount and the account's balance on the left, the foot on the
 * right.
 */
export function FootRow({
  totals,
  currency,
  balances,
}: {
  totals: DocumentTotals;
  currency: string;
  balances: { currency: string; balance: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={16} style={{ marginTop: 16 }}>
      <Col xs={24} md={10}>
        <Space>
          <Form.Item name="discountKind" label={t('documents.header.documentDiscount')}>
            <Select
              style={{ width: 100 }}
              options={[
                { value: 'percent', label: '%' },
                { value: 'amount', label: currency },
              ]}
            />
          </Form.Item>
          <Form.Item name="discountValue">{field('discountValue', meta('money'))}</Form.Item>
        </Space>
        {balances.length > 0 && (
          <Alert
            type="info"
            style={{ marginTop: 12 }}
            title={t('documents.accountBalance')}
            description={balances.map((row) => formatMoney(row.balance, row.currency)).join(' · ')}
          />
        )}
      </Col>
      <Col xs={24} md={14}>
        <Foot totals={totals} currency={currency} />
      </Col>
    </Row>
  );
}
