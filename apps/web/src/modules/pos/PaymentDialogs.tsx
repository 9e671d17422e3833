import type { PosSetup } from '@kibo/contracts/resources';
import { formatAmount, pointsValue } from '@kibo/domain';
import { Modal, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput, IntegerInput } from '../../platform/number/DecimalInput.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import type { ReceiptDiscount } from './till.ts';

/** Spending the customer's points: how many (at most what they hold and the bill takes), and their worth. */
export function PointsDialog({
  open,
  setup,
  most,
  balance,
  onSpend,
  onClose,
}: {
  open: boolean;
  setup: PosSetup;
  most: number;
  balance: number;
  onSpend(points: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [points, setPoints] = useState<number | null>(most);
  useEffect(() => setPoints(most), [most]);
  const least = Math.max(1, setup.points.minRedeem);
  const valid = points !== null && points >= least && points <= most;
  return (
    <Modal
      open={open}
      title={t('pos.pointsDialog.title')}
      okText={t('pos.pointsDialog.spend')}
      cancelText={t('pos.cancel')}
      okButtonProps={{ disabled: !valid }}
      onOk={() => valid && onSpend(points)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('pos.pointsDialog.balance', { balance, least, most })}</Typography.Paragraph>
      <Space>
        <IntegerInput value={points} onChange={setPoints} aria-label={t('pos.pointsDialog.points')} />
        {points !== null && (
          <Typography.Text strong>
            {formatAmount(pointsValue(setup.points, points), shownNumberLocale(), 'TRY')}
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}

/** Paying in equal shares (guests at a table): how many; each payment then takes the next share. */
export function SplitDialog({
  open,
  onSplit,
  onClose,
}: {
  open: boolean;
  onSplit(shares: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [shares, setShares] = useState<number | null>(2);
  const valid = shares !== null && shares >= 2 && shares <= 50;
  return (
    <Modal
      open={open}
      title={t('pos.splitDialog.title')}
      okText={t('pos.splitDialog.split')}
      cancelText={t('pos.cancel')}
      okButtonProps={{ disabled: !valid }}
      onOk={() => valid && onSplit(shares)}
      onCancel={onClose}
      destroyOnHidden
    >
      <IntegerInput value={shares} onChange={setShares} aria-label={t('pos.splitDialog.shares')} />
    </Modal>
  );
}

/** A discount on the whole receipt, in per cent or an amount. */
export function ReceiptDiscountDialog({
  open,
  current,
  onApply,
  onClose,
}: {
  open: boolean;
  current: ReceiptDiscount | null;
  onApply(discount: ReceiptDiscount | null): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ReceiptDiscount['kind']>(current?.kind ?? 'percent');
  const [value, setValue] = useState<string | null>(current?.value ?? null);
  const valid = value !== null && !(kind === 'percent' && Number(value) > 100);
  return (
    <Modal
      open={open}
      title={t('pos.receiptDiscount')}
      okText={t('pos.apply')}
      cancelText={t('pos.cancel')}
      okButtonProps={{ disabled: !valid }}
      onOk={() => valid && onApply(Number(value) > 0 ? { kind, value } : null)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical">
        <Radio.Group value={kind} onChange={(event) => setKind(event.target.value)}>
          <Radio.Button value="percent">{t('pos.discountPercent')}</Radio.Button>
          <Radio.Button value="amount">{t('pos.discountAmount')}</Radio.Button>
        </Radio.Group>
        <DecimalInput
          scale={2}
          value={value}
          onChange={setValue}
          emptyValue={null}
          aria-label={t('pos.discountValue')}
        />
      </Space>
    </Modal>
  );
}
