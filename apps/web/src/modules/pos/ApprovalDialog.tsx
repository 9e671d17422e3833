import type { ApprovalDetail, ApprovalGranted, PosApprovalAction } from '@kibo/contracts';
import { Alert, Input, Modal, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiSend } from '../../platform/api/client.ts';
import { storedDevice } from '../terminals/device-key.ts';

interface Asking {
  action: PosApprovalAction;
  detail: ApprovalDetail;
  /** What exactly is approved, as the manager reads it (the item, the new price). */
  summary?: string;
  resolve(token: string | null): void;
}

/**
 * A manager's PIN for one action a cashier may not do alone (the spec's POS permission: prices,
 * deleting lines or receipts). `ask` answers the single-use approval token, or null when the
 * cashier gave up; the server records every approval and refusal.
 */
export function useApproval(): {
  ask(action: PosApprovalAction, detail: ApprovalDetail, summary?: string): Promise<string | null>;
  /** Whether a PIN is being asked (the till's keys wait meanwhile). */
  asking: boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLInputElement>(null);

  const finish = (token: string | null) => {
    asking?.resolve(token);
    setAsking(null);
    setPin('');
    setProblem(null);
  };

  const send = async () => {
    if (!asking || sending) return;
    if (!navigator.onLine) return setProblem(t('pos.approval.offline'));
    setSending(true);
    try {
      const { data } = await apiSend<ApprovalGranted>(
        'post',
        '/pos/approvals',
        { action: asking.action, pin, detail: asking.detail, deviceKey: storedDevice()?.key },
        { silent: true },
      );
      finish(data.token);
    } catch (error) {
      setPin('');
      setProblem(
        error instanceof ApiError && error.kiboMessage ? error.kiboMessage : t('pos.approval.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  const dialog = (
    <Modal
      open={asking !== null}
      title={t('pos.approval.title')}
      okText={t('pos.approval.approve')}
      cancelText={t('pos.cancel')}
      okButtonProps={{ disabled: !/^\d{4,8}$/.test(pin), loading: sending }}
      onOk={() => void send()}
      onCancel={() => finish(null)}
      afterOpenChange={(open) => open && box.current?.focus()}
      destroyOnHidden
      data-testid="till-approval"
    >
      <Typography.Paragraph>{asking && t(`pos.approval.actions.${asking.action}`)}</Typography.Paragraph>
      {asking?.summary && (
        <Typography.Paragraph strong data-testid="till-approval-summary">
          {asking.summary}
        </Typography.Paragraph>
      )}
      <Input.Password
        ref={(input) => {
          box.current = input?.input ?? null;
        }}
        aria-label={t('pos.approval.pin')}
        placeholder={t('pos.approval.pin')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        onPressEnter={() => void send()}
      />
      {problem && <Alert type="error" showIcon style={{ marginTop: 12 }} title={problem} />}
    </Modal>
  );

  return {
    ask: (action, detail, summary) =>
      new Promise((resolve) => {
        setProblem(null);
        // One question at a time: a new one answers the one before with "not approved".
        setAsking((before) => {
          before?.resolve(null);
          return { action, detail, summary, resolve };
        });
      }),
    asking: asking !== null,
    dialog,
  };
}
