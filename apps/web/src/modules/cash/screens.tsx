import { cashAccounts, incomeExpenseTypes } from '@kibo/contracts/resources';
import { Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../platform/ledger/format.ts';
import type { ResourceRow } from '../../platform/resources/api.ts';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';
import { TillSession } from './TillSessions.tsx';

/** What a register or bank holds, per currency it ever held, from the balance table (none: nothing). */
function BalancesCell({ balances }: { balances: Record<string, string> | undefined }) {
  const held = Object.entries(balances ?? {});
  if (held.length === 0) return <Typography.Text type="secondary">0,00</Typography.Text>;
  return (
    <Space orientation="vertical" size={0} data-testid="cash-balances">
      {held.map(([currency, balance]) => (
        <Typography.Text key={currency} type={Number(balance) < 0 ? 'danger' : undefined}>
          {formatMoney(balance, currency)}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** `/kasa/list`: cash registers and bank accounts with what each holds now. */
export function CashAccountList() {
  const { t } = useTranslation();
  const columns: TableColumnsType<ResourceRow> = [
    {
      key: 'balances',
      title: t('cash.balances'),
      align: 'right',
      render: (_, row) => <BalancesCell balances={row.balances as Record<string, string> | undefined} />,
    },
    {
      key: 'session',
      title: t('till.session'),
      render: (_, row) => (
        <TillSession
          register={{
            id: row.id as number,
            name: String(row.name),
            kind: String(row.kind),
            openSessionId: (row.openSessionId as number | null) ?? null,
            rescueSessionIds: (row.rescueSessionIds as number[] | undefined) ?? [],
            balance: (row.balances as Record<string, string> | undefined)?.[String(row.currency)] ?? '0',
          }}
        />
      ),
    },
  ];
  return <ResourceListPage def={cashAccounts} form="drawer" extraColumns={columns} />;
}

/** `/kasa/gelirgider`: income and expense types. */
export const IncomeExpenseTypeList = () => <ResourceListPage def={incomeExpenseTypes} form="drawer" />;

export { IncomeExpensePage } from './IncomeExpensePage.tsx';
export { CashTransactionsPage } from './TransactionsPage.tsx';
