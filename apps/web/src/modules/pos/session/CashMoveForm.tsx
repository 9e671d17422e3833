import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../platform/api/client.ts';
import { applyFieldErrors } from '../../../platform/forms.ts';
import { DecimalInput } from '../../../platform/number/DecimalInput.tsx';

interface MoveValues {
  amount: string | null;
  reason: string;
}

/**
 * Para Girişi / Para Çıkışı: money put in or taken out of the drawer outside a sale, with the reason
 * the register's ledger keeps. Each move has its own Idempotency-Key: a retry after a lost answer
 * saves it once; the next move gets a new one.
 */
export function CashMoveForm({
  sessionId,
  direction,
  onDone,
}: {
  sessionId: number;
  direction: 'in' | 'out';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MoveValues>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const send = useMutation({
    mutationFn: (values: MoveValues) =>
      apiSend(
        'post',
        `/cash-sessions/${sessionId}/moves`,
        { direction, amount: values.amount, reason: values.reason },
        { headers: { 'Idempotency-Key': key } },
      ),
    onSuccess: ({ message: text }) => {
      message.success(text);
      setKey(crypto.randomUUID());
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['till'] });
      void queryClient.invalidateQueries({ queryKey: ['ledgers'] });
      void queryClient.invalidateQueries({ queryKey: ['resource', 'cashAccounts'] });
      onDone();
    },
    onError: (error) => applyFieldErrors(form, error),
  });
  const title = t(direction === 'in' ? 'posSession.cashIn' : 'posSession.cashOut');
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ amount: null, reason: '' }}
      onFinish={(values) => send.mutate(values)}
      data-testid={`session-move-${direction}`}
    >
      <Form.Item
        name="amount"
        label={t('posSession.amount')}
        rules={[{ required: true, message: t('posSession.amountRequired') }]}
      >
        <DecimalInput scale={2} fixed={2} emptyValue={null} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('posSession.reason')}
        rules={[{ required: true, whitespace: true, message: t('posSession.reasonRequired') }]}
      >
        <Input maxLength={250} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {title}
      </Button>
    </Form>
  );
}
