import { accounts, type FieldMeta } from '@kibo/contracts/resources';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatMoney, sourceKey, sourcePath } from '../../platform/ledger/format.ts';
import { FieldInput } from '../../platform/resources/widgets.tsx';

// Parts the account ledger views share: where an entry came from, whose it is, its amounts, and
// the account filter.

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

/** Debit, credit and the running balance of a ledger row. */
export const amountColumns = <T extends { debit: string; credit: string; balance: string }>(
  t: TFunction,
  balanceTitle = t('ledger.balance'),
) => [
  {
    key: 'debit',
    title: t('ledger.debit'),
    align: 'right' as const,
    render: (_: unknown, row: T) => formatMoney(row.debit),
  },
  {
    key: 'credit',
    title: t('ledger.credit'),
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

const accountMeta = { kind: 'reference', resource: 'accounts', required: false } as FieldMeta;

/** The account a ledger view is filtered to, picked by searching the account cards. */
export function AccountFilter(props: {
  label: string;
  value: number | null;
  onChange: (accountId: number | null) => void;
  refTitle?: string | undefined;
  width?: number;
}) {
  return (
    <fieldset
      style={{ width: props.width ?? 280, display: 'grid', border: 0, margin: 0, padding: 0 }}
      aria-label={props.label}
    >
      <FieldInput
        context={{ def: accounts, field: 'accountId', meta: accountMeta, refTitle: props.refTitle }}
        value={props.value}
        onChange={(value) => props.onChange((value as number | null) ?? null)}
      />
    </fieldset>
  );
}
