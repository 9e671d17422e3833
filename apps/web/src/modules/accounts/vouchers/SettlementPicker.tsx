import type { SettleableDocument } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../platform/api/client.ts';
import { formatDate, formatMoney, sourceKey } from '../../../platform/ledger/format.ts';
import { DecimalInput } from '../../../platform/number/DecimalInput.tsx';
import type { Settlement } from './voucher.ts';

interface Props {
  accountId: number;
  currency: string;
  side: 'debit' | 'credit';
  /** The line's amount: what the invoices it closes may add up to. */
  amount: string;
  voucherId: number | undefined;
  value: Settlement[];
  onChange: (settlements: Settlement[]) => void;
  disabled: boolean;
}

/**
 * Which invoices a collection or payment line closes (kapama): the account's invoices still open,
 * earliest due first, each with the amount this line closes of it; "Distribute" fills them in
 * order from the line's amount. The server checks it all again under a lock.
 */
export function SettlementPicker({
  accountId,
  currency,
  side,
  amount,
  voucherId,
  value,
  onChange,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // null: an amount whose box still asks or refuses; OK waits for it.
  const [draft, setDraft] = useState<Record<number, string | null>>({});
  const { data, isFetching } = useQuery({
    queryKey: ['vouchers', 'settleable', accountId, currency, side, voucherId],
    queryFn: () =>
      apiGet<{ list: SettleableDocument[] }>('/vouchers/settleable', {
        accountId,
        currency,
        side,
        voucherId,
      }),
    enabled: open,
  });
  const rows = data?.list ?? [];
  const start = () => {
    setDraft(Object.fromEntries(value.map((one) => [one.documentId, one.amount])));
    setOpen(true);
  };
  const distribute = () => {
    let left = new Big(amount || 0);
    const next: Record<number, string | null> = {};
    for (const row of rows) {
      const take = left.gt(row.open) ? new Big(row.open) : left;
      if (take.gt(0)) next[row.documentId] = take.toFixed(2);
      left = left.minus(take);
    }
    setDraft(next);
  };
  const matched = Object.values(draft).reduce((total, one) => total.plus(one || 0), new Big(0));
  const numberOf = (documentId: number) =>
    rows.find((row) => row.documentId === documentId)?.number ??
    value.find((one) => one.documentId === documentId)?.number ??
    String(documentId);
  const save = () => {
    onChange(
      Object.entries(draft)
        .filter(([, one]) => Number(one) > 0)
        .map(([documentId, one]) => ({
          documentId: Number(documentId),
          amount: String(one),
          number: numberOf(Number(documentId)),
        })),
    );
    setOpen(false);
  };
  return (
    <>
      <Space size={4} wrap>
        <Button size="small" disabled={disabled} onClick={start}>
          {t('vouchers.settle')}
        </Button>
        {value.length > 0 && (
          <Typography.Text type="secondary" data-testid="voucher-settlements">
            {value.map((one) => `${one.number ?? one.documentId} ${formatMoney(one.amount)}`).join(' · ')}
          </Typography.Text>
        )}
      </Space>
      <Modal
        open={open}
        title={t('vouchers.settleTitle')}
        width={760}
        onCancel={() => setOpen(false)}
        onOk={save}
        // Closed, its boxes go: one left asking would hold the voucher's form back unseen.
        destroyOnHidden
        okText={t('common.ok')}
        okButtonProps={{ disabled: matched.gt(amount || 0) || Object.values(draft).includes(null) }}
      >
        <Space style={{ marginBottom: 8 }} wrap>
          <Button onClick={distribute}>{t('vouchers.distribute')}</Button>
          <Typography.Text type={matched.gt(amount || 0) ? 'danger' : undefined} data-testid="settle-total">
            {t('vouchers.settledOf', {
              matched: formatMoney(matched.toString()),
              amount: formatMoney(amount),
            })}
          </Typography.Text>
        </Space>
        <Table<SettleableDocument>
          size="small"
          rowKey="documentId"
          loading={isFetching}
          dataSource={rows}
          pagination={false}
          data-testid="settleable"
          columns={[
            {
              key: 'number',
              title: t('ledger.document'),
              render: (_, row) => `${row.number} · ${t(sourceKey(row.docType))}`,
            },
            { key: 'date', title: t('ledger.date'), render: (_, row) => formatDate(row.date) },
            {
              key: 'due',
              title: t('ledger.dueDate'),
              render: (_, row) => formatDate(row.dueDate ?? row.date),
            },
            {
              key: 'payable',
              title: t('vouchers.payable'),
              align: 'right',
              render: (_, row) => formatMoney(row.payable),
            },
            {
              key: 'open',
              title: t('vouchers.open'),
              align: 'right',
              render: (_, row) => formatMoney(row.open),
            },
            {
              key: 'amount',
              title: t('vouchers.closes'),
              render: (_, row) => (
                <DecimalInput
                  scale={2}
                  fixed={2}
                  emptyValue=""
                  aria-label={`${t('vouchers.closes')} ${row.number}`}
                  value={draft[row.documentId]}
                  onChange={(next) => setDraft((current) => ({ ...current, [row.documentId]: next }))}
                />
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
