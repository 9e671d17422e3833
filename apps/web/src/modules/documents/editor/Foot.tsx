import { amountInWords, type DocumentTotals, footRows } from '@kibo/domain';
import { Alert, Col, Descriptions, Form, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { field, meta } from './HeaderFields.tsx';

/**
 * The document's foot, live while typing: the rows the printed invoice shows, in its order, from
 * the same totals (so screen and paper agree to the kuruş).
 */
export function Foot({ totals, currency }: { totals: DocumentTotals; currency: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="document-foot">
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ maxWidth: 420, marginLeft: 'auto' }}
        items={footRows(totals).map((row) => {
          const id = row.key === 'vat' ? `vat-${row.rate}` : row.key;
          const amount = formatMoney(row.value, currency);
          return {
            key: id,
            label: t(`documents.foot.${row.key}`, { rate: row.rate }),
            children: (
              <span data-testid={`foot-${id}`}>{row.strong ? <strong>{amount}</strong> : amount}</span>
            ),
          };
        })}
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
