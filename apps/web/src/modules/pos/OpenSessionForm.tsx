import type { FieldMeta } from '@kibo/contracts/resources';
import { documentSeries } from '@kibo/contracts/resources';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../platform/api/client.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { FieldInput } from '../../platform/resources/widgets.tsx';

const registerMeta = { kind: 'reference', resource: 'cashAccounts', required: true } as FieldMeta;

/** No till session is open: the cashier opens one on a register with the change in the drawer. */
export function OpenSessionForm({ onOpened }: { onOpened: (cashAccountId: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cashAccountId: number | null; openingFloat: string | null }>();
  const open = useMutation({
    mutationFn: (values: { cashAccountId: number | null; openingFloat: string | null }) =>
      apiSend('post', '/cash-sessions', {
        cashAccountId: values.cashAccountId,
        openingFloat: values.openingFloat ?? '0',
      }),
    onSuccess: (_, values) => onOpened(values.cashAccountId!),
  });
  return (
    <Space orientation="vertical" data-testid="till-open-session">
      <Alert type="info" showIcon title={t('pos.noSession')} />
      <Form form={form} layout="inline" onFinish={(values) => open.mutate(values)}>
        <Form.Item
          name="cashAccountId"
          label={t('pos.register')}
          rules={[{ required: true, message: t('pos.registerRequired') }]}
        >
          <FieldInput context={{ def: documentSeries, field: 'cashAccountId', meta: registerMeta }} />
        </Form.Item>
        <Form.Item name="openingFloat" label={t('pos.openingFloat')}>
          <DecimalInput scale={2} fixed={2} emptyValue={null} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={open.isPending}>
          {t('pos.openSession')}
        </Button>
      </Form>
    </Space>
  );
}
