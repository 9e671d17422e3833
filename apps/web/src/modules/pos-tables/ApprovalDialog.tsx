import type { ApprovalDetail, ApprovalGranted, PosApprovalAction } from '@kibo/contracts';
import { useMutation } from '@tanstack/react-query';
import { Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../platform/api/client.ts';

interface Asking {
  action: PosApprovalAction;
  detail: ApprovalDetail;
  resolve: (token: string | undefined) => void;
}

/**
 * A manager's PIN approving one action the user may not do alone (`POST /api/pos/approvals`):
 * `ask` answers the single-use token, or nothing when the waiter gave up. The server checks the
 * token where the action is recorded.
 */
export function useApproval() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [pin, setPin] = useState('');
  const current = useRef<Asking | null>(null);
  const finish = (token: string | undefined) => {
    current.current?.resolve(token);
    current.current = null;
    setAsking(null);
    setPin('');
  };
  const approve = useMutation({
    mutationFn: () =>
      apiSend<ApprovalGranted>('post', '/pos/approvals', {
        action: current.current!.action,
        pin,
        detail: current.current!.detail,
      }),
    onSuccess: ({ data }) => finish(data.token),
  });

  const ask = (action: PosApprovalAction, detail: ApprovalDetail = {}) =>
    new Promise<string | undefined>((resolve) => {
      current.current = { action, detail, resolve };
      setAsking(current.current);
    });

  const element = (
    <Modal
      open={asking !== null}
      title={t('posTables.approvalTitle')}
      okText={t('posTables.approve')}
      confirmLoading={approve.isPending}
      okButtonProps={{ disabled: !/^\d{4,8}$/.test(pin) }}
      onOk={() => approve.mutate()}
      onCancel={() => finish(undefined)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('posTables.approvalHint')}</Typography.Paragraph>
      <Input.Password
        autoFocus
        size="large"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={pin}
        aria-label={t('posTables.pin')}
        placeholder={t('posTables.pin')}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        onPressEnter={() => /^\d{4,8}$/.test(pin) && approve.mutate()}
      />
    </Modal>
  );
  return { ask, element };
}
