import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatMoney, sourceKey, sourcePath } from './format.ts';

// Columns every ledger view shares: where an entry came from, and its amounts.

interface Sourced {
  source?: string | null;
  number: string | null;
  documentId: number | null;
  voucherId?: number | null;
  description?: string;
}

/** The document or voucher an entry came from, linked to its editor; else the entry's text. */
export const sourceColumn = <T extends Sourced>(t: TFunction, title = t('ledger.document')) => ({
  key: 'source',
  title,
  render: (_: unknown, row: T) =>
    row.source ? (
      <Link to={sourcePath(row)}>
        {row.number} · {t(sourceKey(row.source))}
      </Link>
    ) : (
      (row.description ?? '')
    ),
});

/** A balance: what the account owes us as is, what we owe it in red. */
export const signedMoney = (value: string) => (
  <Typography.Text type={Number(value) < 0 ? 'danger' : undefined}>{formatMoney(value)}</Typography.Text>
);

/** Debit, credit and the running balance of a ledger row. */
export const amountColumns = <T extends { debit: string; credit: string; balance: string }>(
  t: TFunction,
  balanceTitle = t('ledger.balance'),
  sides = { debit: t('ledger.debit'), credit: t('ledger.credit') },
) => [
  {
    key: 'debit',
    title: sides.debit,
    align: 'right' as const,
    render: (_: unknown, row: T) => formatMoney(row.debit),
  },
  {
    key: 'credit',
    title: sides.credit,
    align: 'right' as const,
    render: (_: unknown, row: T) => formatMoney(row.credit),
  },
  {
    key: 'balance',
    title: balanceTitle,
    align: 'right' as const,
    render: (_: unknown, row: T) => signedMoney(row.balance),
  },
];
