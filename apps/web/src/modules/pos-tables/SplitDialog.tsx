import { MAX_EQUAL_SHARES, type TableOrderLine } from '@kibo/contracts/resources';
import { Big, equalShares, formatAmount, round, sum } from '@kibo/domain';
import { Button, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../platform/ledger/format.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';

/** Split by item: how much of each line goes onto a bill of its own (paid at the till on its own). */
export function SplitDialog({
  lines,
  open,
  onSplit,
  onClose,
}: {
  lines: TableOrderLine[];
  open: boolean;
  onSplit(lines: { lineId: number; quantity: string }[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [taken, setTaken] = useState<Record<number, string | null>>({});
  const chosen = lines
    .map((line) => ({ lineId: line.id, quantity: taken[line.id] ?? '0' }))
    .filter((line) => Number(line.quantity) > 0);
  const total = sum(lines.map((line) => round(new Big(line.unitPrice).times(taken[line.id] ?? 0))));
  return (
    <Modal
      open={open}
      width={640}
      title={t('posTables.splitTitle')}
      okText={t('posTables.splitDo')}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onOk={() => onSplit(chosen)}
      onCancel={onClose}
      afterOpenChange={(visible) => visible || setTaken({})}
    >
      <Table<TableOrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('posTables.item') },
          {
            key: 'quantity',
            title: t('posTables.quantity'),
            align: 'right',
            render: (_, line) => formatQuantity(line.quantity),
          },
          {
            key: 'take',
            title: t('posTables.splitTake'),
            width: 150,
            render: (_, line) => (
              <Space.Compact>
                <DecimalInput
                  scale={4}
                  value={taken[line.id] ?? null}
                  emptyValue={null}
                  aria-label={t('posTables.splitTakeOf', { name: line.name })}
                  onChange={(value) => setTaken((current) => ({ ...current, [line.id]: value }))}
                />
                <Button onClick={() => setTaken((current) => ({ ...current, [line.id]: line.quantity }))}>
                  {t('posTables.splitAll')}
                </Button>
              </Space.Compact>
            ),
          },
        ]}
      />
      <Typography.Paragraph strong style={{ marginTop: 8 }}>
        {t('posTables.splitTotal', { total: formatAmount(total.toFixed(2), shownNumberLocale(), 'TRY') })}
      </Typography.Paragraph>
    </Modal>
  );
}

/** Equal shares: the bill paid in N parts at the till, the kuruş left over on the last. */
export function SharesDialog({
  total,
  open,
  onPay,
  onClose,
}: {
  total: string;
  open: boolean;
  onPay(parts: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [parts, setParts] = useState(2);
  const shares = equalShares(total, parts);
  const money = (value: string) => formatAmount(value, shownNumberLocale(), 'TRY');
  return (
    <Modal
      open={open}
      title={t('posTables.sharesTitle')}
      okText={t('posTables.pay')}
      onOk={() => onPay(parts)}
      onCancel={onClose}
    >
      <Space orientation="vertical">
        <InputNumber
          size="large"
          min={2}
          max={MAX_EQUAL_SHARES}
          value={parts}
          aria-label={t('posTables.shares')}
          onChange={(value) => setParts(Math.min(MAX_EQUAL_SHARES, Math.max(2, Number(value) || 2)))}
        />
        <Typography.Text data-testid="shares">
          {t('posTables.shareEach', {
            count: parts - 1,
            amount: money(shares[0]!),
            last: money(shares.at(-1)!),
          })}
        </Typography.Text>
      </Space>
    </Modal>
  );
}
