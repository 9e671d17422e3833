import { amountInWords, type DocumentTotals } from '@kibo/domain';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../platform/ledger/format.ts';

/** The document's foot as the shared totals function computes it, live while typing. */
export function Foot({ totals, currency }: { totals: DocumentTotals; currency: string }) {
  const { t } = useTranslation();
  const row = (key: string, value: string) => ({
    key,
    label: t(`documents.foot.${key}`),
    children: <span data-testid={`foot-${key}`}>{`${formatMoney(value)} ${currency}`}</span>,
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
            children: `${formatMoney(group.vat)} ${currency}`,
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
