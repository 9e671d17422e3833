import type { TableOrderLine } from '@kibo/contracts/resources';
import { formatAmount } from '@kibo/domain';
import { Button, Empty, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice, formatQuantity } from '../../platform/ledger/format.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';

// A table order's lines: the dish, how many, the price (VAT included), the cook's note, who added it
// and whether the kitchen has it. A line not yet sent is edited freely; a sent one is taken off
// (under the delete rule, with an İPTAL ticket) rather than changed.

export type LineAction =
  | { kind: 'edit'; line: TableOrderLine; quantity: string; note: string }
  | { kind: 'price'; line: TableOrderLine; unitPrice: string }
  | { kind: 'remove'; line: TableOrderLine; quantity: string };

type Dialog = { kind: LineAction['kind']; line: TableOrderLine };

export function OrderLines({
  lines,
  disabled,
  onAction,
}: {
  lines: TableOrderLine[];
  disabled: boolean;
  onAction(action: LineAction): void;
}) {
  const { t } = useTranslation();
  const money = (value: string) => formatAmount(value, shownNumberLocale());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [quantity, setQuantity] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [price, setPrice] = useState<string | null>(null);

  const show = (kind: Dialog['kind'], line: TableOrderLine) => {
    setDialog({ kind, line });
    setQuantity(line.quantity);
    setNote(line.note);
    setPrice(line.unitPrice);
  };
  const confirm = () => {
    if (!dialog) return;
    const { kind, line } = dialog;
    if (kind === 'price' && price !== null) onAction({ kind, line, unitPrice: price });
    if (kind !== 'price' && quantity !== null && Number(quantity) > 0)
      onAction(kind === 'edit' ? { kind, line, quantity, note } : { kind, line, quantity });
    setDialog(null);
  };

  return (
    <>
      <Table<TableOrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        data-testid="order-lines"
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('posTables.empty')} /> }}
        columns={[
          {
            key: 'name',
            title: t('posTables.item'),
            render: (_, line) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{line.name}</Typography.Text>
                {line.note && <Typography.Text type="secondary">{line.note}</Typography.Text>}
              </Space>
            ),
          },
          {
            key: 'quantity',
            title: t('posTables.quantity'),
            align: 'right',
            width: 80,
            render: (_, line) => formatQuantity(line.quantity),
          },
          {
            key: 'price',
            title: t('posTables.price'),
            align: 'right',
            width: 100,
            render: (_, line) => formatPrice(line.unitPrice),
          },
          {
            key: 'amount',
            title: t('posTables.amount'),
            align: 'right',
            width: 110,
            render: (_, line) => money(line.amount),
          },
          {
            key: 'state',
            title: t('posTables.state'),
            width: 150,
            render: (_, line) => (
              <Space orientation="vertical" size={0}>
                {line.sentAt ? (
                  <Tag color="blue" title={formatDateTime(line.sentAt)}>
                    {t('posTables.sent')}
                  </Tag>
                ) : (
                  <Tag color="red">{t('posTables.notSent')}</Tag>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {line.addedBy}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'actions',
            width: 230,
            render: (_, line) => (
              <Space wrap size={4}>
                {!line.sentAt && (
                  <Button disabled={disabled} onClick={() => show('edit', line)}>
                    {t('common.edit')}
                  </Button>
                )}
                <Button disabled={disabled} onClick={() => show('price', line)}>
                  {t('posTables.changePrice')}
                </Button>
                <Button
                  danger
                  disabled={disabled}
                  onClick={() => show('remove', line)}
                  aria-label={t('posTables.removeLine', { name: line.name })}
                >
                  {t('posTables.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={dialog !== null}
        title={dialog && t(`posTables.dialog.${dialog.kind}`, { name: dialog.line.name })}
        okText={dialog?.kind === 'remove' ? t('posTables.remove') : t('common.save')}
        okButtonProps={{ danger: dialog?.kind === 'remove' }}
        onOk={confirm}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {dialog?.kind === 'price' ? (
            <DecimalInput
              scale={4}
              fixed={2}
              size="large"
              value={price}
              onChange={setPrice}
              emptyValue={null}
              aria-label={t('posTables.newPrice')}
            />
          ) : (
            <DecimalInput
              scale={4}
              size="large"
              value={quantity}
              onChange={setQuantity}
              emptyValue={null}
              aria-label={t(dialog?.kind === 'remove' ? 'posTables.removeQuantity' : 'posTables.quantity')}
            />
          )}
          {dialog?.kind === 'edit' && (
            <Input
              size="large"
              maxLength={120}
              value={note}
              aria-label={t('posTables.note')}
              placeholder={t('posTables.notePlaceholder')}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
          {dialog?.kind === 'remove' && dialog.line.sentAt && (
            <Typography.Text type="warning">{t('posTables.removeSentHint')}</Typography.Text>
          )}
        </Space>
      </Modal>
    </>
  );
}
