import type { PosPaymentMethod } from '@kibo/contracts/resources';
import { Big, documentTotals, formatAmount, formatQuantityOf, round } from '@kibo/domain';
import { Alert, Button, Input, Modal, Radio, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet } from '../../platform/api/client.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { shownNumberLocale } from '../../platform/number/locale.ts';

/** A saved receipt as `GET /api/pos/receipts/lookup` answers it (what the refund reads of it). */
export interface SoldReceipt {
  id: number;
  number: string;
  accountId: number | null;
  refs: { account: string };
  lines: {
    id: number;
    itemName: string;
    quantity: string;
    total: string;
    vatRate: string;
    unitName: string;
    unitDecimals: number;
  }[];
  pos: {
    payments: { method: PosPaymentMethod; amount: string }[];
    refundable: { lineId: number; refundable: string }[];
  };
}

export interface RefundRequest {
  receipt: SoldReceipt;
  lines: { sourceLineId: number; quantity: string }[];
  method: PosPaymentMethod;
  total: string;
}

/** What a refunded unit goes back at: what the customer paid for one, as the server reckons it. */
const unitPaid = (line: SoldReceipt['lines'][number]) => round(new Big(line.total).div(line.quantity), 4);

/** The refund's total from the chosen quantities, by the shared totals. */
export function refundTotal(receipt: SoldReceipt, quantities: Record<number, string | null>): string {
  const lines = receipt.lines
    .filter((line) => Number(quantities[line.id] ?? 0) > 0)
    .map((line) => ({
      quantity: quantities[line.id]!,
      unitPrice: unitPaid(line),
      vatRate: String(Number(line.vatRate)),
      discounts: [],
    }));
  return documentTotals({ pricesIncludeVat: true, documentDiscount: null, lines }).payable;
}

/**
 * A refund against an earlier receipt, found by scanning the barcode on it or typing its number: what
 * may still come back per line (never more than was sold and not refunded), and the money back by a
 * method the receipt was paid by, or in cash.
 */
export function RefundDialog({
  open,
  number: asked,
  onClose,
  onRefund,
  busy,
}: {
  open: boolean;
  /** A receipt number the till was opened with (`?iade=`): looked up at once. */
  number: string;
  onClose(): void;
  onRefund(request: RefundRequest): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const locale = shownNumberLocale();
  const money = (value: string) => formatAmount(value, locale, 'TRY');
  const [number, setNumber] = useState('');
  const [receipt, setReceipt] = useState<SoldReceipt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string | null>>({});
  const [method, setMethod] = useState<PosPaymentMethod>('cash');

  const left = (lineId: number) =>
    receipt?.pos.refundable.find((entry) => entry.lineId === lineId)?.refundable ?? '0';
  const find = async (wanted = number) => {
    setProblem(null);
    try {
      const found = await apiGet<SoldReceipt>(
        '/pos/receipts/lookup',
        { number: wanted.trim() },
        { silent: true },
      );
      setReceipt(found);
      setQuantities({});
      const methods = [...new Set(found.pos.payments.map((payment) => payment.method))];
      setMethod(methods.length === 1 ? methods[0]! : 'cash');
    } catch (error) {
      setReceipt(null);
      setProblem(
        error instanceof ApiError && error.status === 404
          ? t('pos.refund.notFound', { number: wanted.trim() })
          : error instanceof ApiError && error.kiboMessage
            ? error.kiboMessage
            : t('pos.refund.failed'),
      );
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a number handed over is the trigger
  useEffect(() => {
    if (!open || !asked) return;
    setNumber(asked);
    void find(asked);
  }, [open, asked]);
  const reset = () => {
    setNumber('');
    setReceipt(null);
    setProblem(null);
    setQuantities({});
  };
  const total = receipt ? refundTotal(receipt, quantities) : '0';
  const methods = receipt
    ? ([...new Set(['cash', ...receipt.pos.payments.map((payment) => payment.method)])] as PosPaymentMethod[])
    : [];
  const over = receipt?.lines.some((line) => new Big(quantities[line.id] ?? 0).gt(left(line.id)));

  return (
    <Modal
      open={open}
      width={760}
      title={t('pos.refund.title')}
      onCancel={() => {
        reset();
        onClose();
      }}
      okText={t('pos.refund.confirm', { amount: money(total) })}
      okButtonProps={{ disabled: !receipt || !(Number(total) > 0) || over, loading: busy }}
      onOk={() => {
        if (!receipt) return;
        const lines = receipt.lines
          .filter((line) => Number(quantities[line.id] ?? 0) > 0)
          .map((line) => ({ sourceLineId: line.id, quantity: quantities[line.id]! }));
        onRefund({ receipt, lines, method, total });
        reset();
      }}
      destroyOnHidden
      data-testid="till-refund"
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          autoFocus
          aria-label={t('pos.refund.number')}
          placeholder={t('pos.refund.number')}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          onPressEnter={() => void find()}
        />
        <Button onClick={() => void find()}>{t('pos.refund.find')}</Button>
      </Space.Compact>
      {problem && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={problem} />}
      {receipt && (
        <>
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {t('pos.refund.of', { number: receipt.number })}
            {receipt.refs.account && ` · ${receipt.refs.account}`}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={receipt.lines}
            columns={[
              { key: 'name', dataIndex: 'itemName', title: t('pos.item') },
              {
                key: 'left',
                title: t('pos.refund.left'),
                align: 'right',
                render: (_, line) =>
                  `${formatQuantityOf(left(line.id), locale, line.unitDecimals)} ${line.unitName}`,
              },
              {
                key: 'paid',
                title: t('pos.refund.unitPaid'),
                align: 'right',
                render: (_, line) => money(unitPaid(line)),
              },
              {
                key: 'quantity',
                title: t('pos.refund.quantity'),
                width: 140,
                render: (_, line) => (
                  <DecimalInput
                    scale={4}
                    value={quantities[line.id] ?? null}
                    emptyValue={null}
                    aria-label={t('pos.refund.quantityOf', { item: line.itemName })}
                    disabled={Number(left(line.id)) === 0}
                    onChange={(value) => setQuantities((current) => ({ ...current, [line.id]: value }))}
                  />
                ),
              },
            ]}
          />
          <Space style={{ marginTop: 12 }} wrap>
            <Button
              onClick={() =>
                setQuantities(Object.fromEntries(receipt.lines.map((line) => [line.id, left(line.id)])))
              }
            >
              {t('pos.refund.all')}
            </Button>
            <Typography.Text>{t('pos.refund.moneyBack')}</Typography.Text>
            <Radio.Group value={method} onChange={(event) => setMethod(event.target.value)}>
              {methods.map((each) => (
                <Radio.Button key={each} value={each}>
                  {t(`pos.methods.${each}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Space>
          {over && <Alert type="error" showIcon style={{ marginTop: 12 }} title={t('pos.refund.over')} />}
        </>
      )}
    </Modal>
  );
}
