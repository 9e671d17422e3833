import { VOUCHER_KIND_NAMES, VOUCHER_KINDS } from '@kibo/contracts';
import { cashAccounts, type FieldMeta } from '@kibo/contracts/resources';
import { useTranslation } from 'react-i18next';
import {
  LedgerEntriesPage,
  type LedgerEntriesSpec,
  type LedgerEntry,
} from '../../platform/ledger/LedgerEntriesPage.tsx';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { accountColumn } from '../accounts/columns.tsx';

interface Entry extends LedgerEntry {
  cashAccountId: number;
  registerCode: string;
  registerName: string;
  accountId: number | null;
  accountTitle: string | null;
}

const SOURCES = VOUCHER_KIND_NAMES.filter((name) => 'cash' in VOUCHER_KINDS[name]);
const registerMeta = { kind: 'reference', resource: 'cashAccounts', required: false } as FieldMeta;

/** `/kasa/islem`: every register's and bank's movements, money in and out, with the account behind them. */
export function CashTransactionsPage() {
  const { t } = useTranslation();
  const spec: LedgerEntriesSpec<Entry> = {
    api: '/cash-entries',
    titleKey: 'routes.cash.transactions',
    testId: 'cash-transactions',
    exportName: 'kasa-hareketleri.xlsx',
    ownerParam: 'cashAccountId',
    ownerFilter: ({ value, onChange }) => (
      <fieldset
        style={{ width: 240, display: 'grid', border: 0, margin: 0, padding: 0 }}
        aria-label={t('vouchers.cashAccount')}
      >
        <FieldInput
          context={{ def: cashAccounts, field: 'cashAccountId', meta: registerMeta }}
          value={value}
          onChange={(next) => onChange((next as number | null) ?? null)}
        />
      </fieldset>
    ),
    sources: SOURCES,
    columns: [
      {
        key: 'register',
        title: t('vouchers.cashAccount'),
        render: (_, row) => `${row.registerCode} ${row.registerName}`,
      },
      accountColumn<Entry>(t, (row) => row.accountTitle ?? ''),
      { key: 'description', title: t('vouchers.description'), dataIndex: 'description' },
    ],
    sides: { debit: t('cash.in'), credit: t('cash.out') },
  };
  return <LedgerEntriesPage spec={spec} />;
}
