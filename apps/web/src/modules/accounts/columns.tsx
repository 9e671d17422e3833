import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatMoney, sourceKey, sourcePath } from '../../platform/ledger/format.ts';

// Columns the account ledger views share: where an entry came from, whose it is, a signed amount.

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

/** The account, linked to its statement in the row's currency. */
export const accountColumn = <T extends { accountId: number; currency: string }>(
  t: TFunction,
  titleOf: (row: T) => string,
) => ({
  key: 'account',
  title: t('ledger.account'),
  render: (_: unknown, row: T) => (
    <Link to={`/cari/ekstre?accountId=${row.accountId}&currency=${row.currency}`}>{titleOf(row)}</Link>
  ),
});

/** A balance: what the account owes us as is, what we owe it in red. */
export const signedMoney = (value: string) => (
  <Typography.Text type={Number(value) < 0 ? 'danger' : undefined}>{formatMoney(value)}</Typography.Text>
);
