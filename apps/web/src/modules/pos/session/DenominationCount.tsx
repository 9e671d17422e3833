import { Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { DecimalInput } from '../../../platform/number/DecimalInput.tsx';
import { denominationTotal, TL_DENOMINATIONS } from './denominations.ts';

/** The drawer counted note by note and coin by coin; the total goes to the cash count as it is typed. */
export function DenominationCount({ onTotal }: { onTotal: (total: string) => void }) {
  const { t } = useTranslation();
  const [pieces, setPieces] = useState<Record<string, string | null>>({});
  const count = (value: string, howMany: string | null) => {
    const next = { ...pieces, [value]: howMany };
    setPieces(next);
    onTotal(denominationTotal(next));
  };
  return (
    <div data-testid="session-denominations">
      {(['notes', 'coins'] as const).map((group) => (
        <div key={group} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t(`posSession.${group}`)}</Typography.Text>
          <Row gutter={[8, 4]}>
            {TL_DENOMINATIONS[group].map((value) => {
              const label = formatMoney(value, 'TRY');
              return (
                <Col key={value} xs={12} sm={8}>
                  <DecimalInput
                    scale={0}
                    emptyValue={null}
                    value={pieces[value] ?? null}
                    onChange={(howMany) => count(value, howMany)}
                    suffix={`× ${label}`}
                    aria-label={t('posSession.piecesOf', { value: label })}
                  />
                </Col>
              );
            })}
          </Row>
        </div>
      ))}
    </div>
  );
}
