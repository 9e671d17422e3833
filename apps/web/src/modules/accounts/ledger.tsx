import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { accounts, type FieldMeta } from '@kibo/contracts/resources';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet, http } from '../../platform/api/client.ts';
import { downloadFile, openPdf } from '../../platform/download.ts';
import { amountColumns, signedMoney, sourceColumn } from '../../platform/ledger/columns.tsx';
import { formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { AccountFilter } from './columns.tsx';

interface BalanceRow {
  accountId: number;
  code: string;
  title: string;
  currency: string;
  balance: string;
}

const BALANCE_QUERY = { search: '' };

/** `/cari/list`: every account's balance per currency, from the running balance table. */
export function BalanceListPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(BALANCE_QUERY);
  const search = useDebounced(query.search, 300);
  const { data, isFetching } = useQuery({
    queryKey: ['ledgers', 'balances', search],
    queryFn: () =>
      apiGet<{ list: BalanceRow[] }>('/account-balances', { search: search || undefined, pageSize: 5000 }),
  });
  return (
    <Card title={t('routes.accounts.balances')} data-testid="account-balances">
      <Input.Search
        allowClear
        style={{ maxWidth: 320, marginBottom: 12 }}
        placeholder={t('common.searchPlaceholder')}
        value={query.search}
        onChange={(event) => setQuery({ search: event.target.value })}
      />
      <ListTable<BalanceRow>
        size="small"
        loading={isFetching}
        rowKey={(row) => `${row.accountId}-${row.currency}`}
        dataSource={data?.list}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { key: 'code', title: t('ledger.code'), dataIndex: 'code', width: 140 },
          {
            key: 'title',
            title: t('ledger.account'),
            render: (_, row) => (
              <Link to={`/cari/ekstre?accountId=${row.accountId}&currency=${row.currency}`}>{row.title}</Link>
            ),
          },
          { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 90 },
          {
            key: 'balance',
            title: t('ledger.balance'),
            align: 'right',
            width: 160,
            render: (_, row) => signedMoney(row.balance),
          },
        ]}
      />
    </Card>
  );
}

interface Statement {
  account: { id: number; code: string; title: string };
  openingBalance: string;
  closingBalance: string;
  entries: {
    id: number;
    date: string;
    dueDate: string | null;
    description: string;
    debit: string;
    credit: string;
    documentId: number | null;
    voucherId: number | null;
    docType: string | null;
    number: string | null;
    balance: string;
  }[];
}

const STATEMENT_QUERY = { accountId: '', dateFrom: '', dateTo: '', currency: 'TRY' };
const dateMeta = { kind: 'date', required: false } as FieldMeta;

/** `/cari/ekstre`: an account's entries in a date range with the running balance. */
export function StatementPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(STATEMENT_QUERY);
  const accountId = Number(query.accountId) || undefined;
  const filters = {
    dateFrom: query.dateFrom || undefined,
    dateTo: query.dateTo || undefined,
    currency: query.currency,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['ledgers', 'statement', query],
    queryFn: () => apiGet<Statement>(`/accounts/${accountId}/statement`, filters),
    enabled: accountId !== undefined,
  });
  // The same statement on paper for the customer, or as a sheet for the accountant.
  const print = useMutation({
    mutationFn: () =>
      openPdf(
        () =>
          http
            .get<Blob>(`/accounts/${accountId}/statement/pdf`, { params: filters, responseType: 'blob' })
            .then((answer) => answer.data),
        'ekstre.pdf',
      ),
  });
  const exportSheet = useMutation({
    mutationFn: () => downloadFile(`/accounts/${accountId}/statement/export`, filters, 'ekstre.xlsx'),
  });
  const context = (field: string, meta: FieldMeta, refTitle?: string) => ({
    def: accounts,
    field,
    meta,
    refTitle,
  });
  return (
    <Card title={t('routes.accounts.statement')} data-testid="account-statement">
      <Space wrap style={{ marginBottom: 12 }}>
        <AccountFilter
          label={t('ledger.account')}
          width={320}
          value={accountId ?? null}
          refTitle={data ? `${data.account.code} ${data.account.title}` : undefined}
          onChange={(value) => setQuery({ accountId: value ? String(value) : '' })}
        />
        <FieldInput
          context={context('dateFrom', dateMeta)}
          value={query.dateFrom || null}
          onChange={(value) => setQuery({ dateFrom: (value as string) ?? '' })}
        />
        <FieldInput
          context={context('dateTo', dateMeta)}
          value={query.dateTo || null}
          onChange={(value) => setQuery({ dateTo: (value as string) ?? '' })}
        />
        <Select
          style={{ width: 100 }}
          value={query.currency}
          options={['TRY', 'USD', 'EUR', 'GBP'].map((code) => ({ value: code, label: code }))}
          onChange={(currency) => setQuery({ currency })}
        />
        <Button
          icon={<PrinterOutlined />}
          disabled={!accountId}
          loading={print.isPending}
          onClick={() => print.mutate()}
        >
          {t('ledger.printStatement')}
        </Button>
        <Button
          icon={<FileExcelOutlined />}
          disabled={!accountId}
          loading={exportSheet.isPending}
          onClick={() => exportSheet.mutate()}
        >
          {t('resources.common.export')}
        </Button>
      </Space>
      {data && (
        <ListTable
          size="small"
          loading={isFetching}
          rowKey="id"
          pagination={false}
          // The statement names its source `docType` (a document or a voucher type).
          dataSource={data.entries.map((row) => ({ ...row, source: row.docType }))}
          title={() => `${t('ledger.opening')}: ${formatMoney(data.openingBalance, query.currency)}`}
          footer={() => (
            <strong data-testid="statement-closing">
              {t('ledger.closing')}: {formatMoney(data.closingBalance, query.currency)}
            </strong>
          )}
          columns={[
            { key: 'date', title: t('ledger.date'), width: 110, render: (_, row) => formatDate(row.date) },
            sourceColumn(t),
            { key: 'description', title: t('vouchers.description'), dataIndex: 'description' },
            {
              key: 'due',
              title: t('ledger.dueDate'),
              width: 110,
              render: (_, row) => formatDate(row.dueDate),
            },
            ...amountColumns<Statement['entries'][number]>(t),
          ]}
        />
      )}
    </Card>
  );
}
