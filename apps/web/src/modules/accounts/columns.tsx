import { accounts, type FieldMeta } from '@kibo/contracts/resources';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { FieldInput } from '../../platform/resources/widgets.tsx';

// Parts the account ledger views share: whose an entry is, and the account filter (where it came
// from and its amounts are in platform/ledger/columns.tsx, shared with the cash views).

/** The account, linked to its statement in the row's currency. */
export const accountColumn = <T extends { accountId: number | null; currency: string }>(
  t: TFunction,
  titleOf: (row: T) => string,
) => ({
  key: 'account',
  title: t('ledger.account'),
  render: (_: unknown, row: T) =>
    row.accountId ? (
      <Link to={`/cari/ekstre?accountId=${row.accountId}&currency=${row.currency}`}>{titleOf(row)}</Link>
    ) : null,
});

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
