import { DOCUMENT_KINDS, VOUCHER_KIND_NAMES, VOUCHER_KINDS } from '@kibo/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../platform/ledger/format.ts';
import {
  LedgerEntriesPage,
  type LedgerEntriesSpec,
  type LedgerEntry,
} from '../../platform/ledger/LedgerEntriesPage.tsx';
import { AccountFilter, accountColumn } from './columns.tsx';

interface Entry extends LedgerEntry {
  dueDate: string | null;
  accountId: number;
  accountCode: string;
  accountTitle: string;
}

/** Sources that post to accounts: invoices, returns and vouchers (points are no money). */
const SOURCES = [
  ...Object.entries(DOCUMENT_KINDS).flatMap(([name, kind]) => (kind.account !== 0 ? [name] : [])),
  ...VOUCHER_KIND_NAMES.filter((name) => VOUCHER_KINDS[name].ledger === 'account'),
];

/** `/cari/islem`: every account's entries, with the account and its due date. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const spec: LedgerEntriesSpec<Entry> = {
    api: '/account-entries',
    titleKey: 'routes.accounts.transactions',
    testId: 'account-transactions',
    exportName: 'cari-hareketler.xlsx',
    ownerParam: 'accountId',
    ownerFilter: (props) => <AccountFilter label={t('ledger.account')} {...props} />,
    sources: SOURCES,
    columns: [
      accountColumn<Entry>(t, (row) => row.accountTitle),
      { key: 'description', title: t('vouchers.description'), dataIndex: 'description' },
      { key: 'due', title: t('ledger.dueDate'), width: 100, render: (_, row) => formatDate(row.dueDate) },
    ],
  };
  return <LedgerEntriesPage spec={spec} />;
}
