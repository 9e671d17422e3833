import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/**
 * A step that needs its reason written down before it goes (rejecting an invoice, cancelling an
 * e-Arşiv one): the reason box, what the step does, and the button that takes it.
 */
export function ReasonDialog({
  title,
  action,
  label,
  help,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  action: string;
  label: string;
  help?: string;
  pending: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={title}
      okText={action}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => onConfirm(reason)}
      onCancel={onClose}
    >
      {help && <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>}
      <Input.TextArea
        aria-label={label}
        placeholder={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
      />
    </Modal>
  );
}
