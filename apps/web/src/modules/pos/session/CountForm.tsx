import type { PaymentMethod } from '@kibo/contracts/resources';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../platform/number/DecimalInput.tsx';
import { DenominationCount } from './DenominationCount.tsx';

export type Counted = Partial<Record<PaymentMethod, string | null>>;

/**
 * The count, blind: the cash in the drawer (typed, or note by note), the card slips' total and the
 * transfers' total, before the cashier sees what the session expects.
 */
export function CountForm({
  methods,
  initial,
  onCounted,
}: {
  methods: PaymentMethod[];
  initial: Counted;
  onCounted: (counted: Counted) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ counted: Counted }>();
  const [byDenomination, setByDenomination] = useState(false);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ counted: initial }}
      onFinish={(values) => onCounted(values.counted)}
      data-testid="session-count"
    >
      <Typography.Paragraph type="secondary">{t('posSession.countHint')}</Typography.Paragraph>
      {methods.map((method) => (
        <Form.Item key={method} name={['counted', method]} label={t(`posSession.countOf.${method}`)}>
          <DecimalInput scale={2} fixed={2} emptyValue={null} />
        </Form.Item>
      ))}
      <Button type="link" onClick={() => setByDenomination((shown) => !shown)} style={{ paddingInline: 0 }}>
        {t('posSession.byDenomination')}
      </Button>
      {byDenomination && (
        <DenominationCount onTotal={(total) => form.setFieldValue(['counted', 'cash'], total)} />
      )}
      <div>
        <Button type="primary" htmlType="submit">
          {t('posSession.finishCount')}
        </Button>
      </div>
    </Form>
  );
}
