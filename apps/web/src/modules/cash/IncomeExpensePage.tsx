import { documentSeries, type FieldMeta, VAT_RATES } from '@kibo/contracts/resources';
import { documentTotals } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Pagination,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { fieldNameOf } from '../../platform/forms.ts';
import { formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { urlPagination, useSearchBox, useUrlQueryState } from '../../platform/list-state.ts';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { currencyOf, rateOf, useVoucherActions } from '../accounts/vouchers/actions.ts';
import type { SavedVoucher } from '../accounts/vouchers/voucher.ts';

interface EntryRow {
  id: number;
  voucherId: number;
  kind: 'income' | 'expense';
  number: string;
  date: string;
  cashAccountId: number;
  cashAccount: string;
  incomeExpenseTypeId: number;
  typeName: string;
  description: string;
  vatRate: string;
  exchangeRate: string;
  net: string;
  vat: string;
  total: string;
  currency: string;
}

interface EntryForm {
  kind: 'income' | 'expense';
  date: string;
  cashAccountId: number | null;
  incomeExpenseTypeId: number | null;
  /** What was paid or received, VAT included. */
  amount: string;
  vatRate: string | null;
  description: string;
  /** The register's currency, and its rate on the entry's date. */
  currency: string;
  exchangeRate: string;
}

const PAGE_SIZE = 50;
const QUERY = { kind: '', dateFrom: '', dateTo: '', search: '', page: '1', open: '' };
const meta = (kind: FieldMeta['kind'], resource?: string) =>
  ({ kind, resource, required: false }) as FieldMeta;
const widget = (field: string, fieldMeta: FieldMeta, refTitles?: ReadonlyMap<number, string>) => (
  <FieldInput context={{ def: documentSeries, field, meta: fieldMeta, refTitles }} />
);
// The entry's one line carries the type, amount and rate: their errors show on the drawer's fields.
const fieldName = (path: string) => {
  const line = /^lines\.\d+\.(incomeExpenseTypeId|vatRate|debit|credit)$/.exec(path)?.[1];
  if (path === 'currency') return ['amount'];
  return line ? [line === 'debit' || line === 'credit' ? 'amount' : line] : fieldNameOf(path);
};

/** Adds or changes one entry in a drawer: the VAT inside the amount shows as it is typed. */
function EntryDrawer({
  row,
  kind,
  onClose,
}: {
  row: EntryRow | null;
  kind: 'income' | 'expense';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntryForm>();
  const entryKind = Form.useWatch('kind', form) ?? kind;
  const amount = Form.useWatch('amount', form);
  const vatRate = Form.useWatch('vatRate', form);
  const { data: saved } = useQuery({
    queryKey: ['vouchers', 'detail', row?.voucherId],
    queryFn: () => apiGet<SavedVoucher>(`/vouchers/${row!.voucherId}`),
    enabled: !!row,
  });
  useEffect(() => {
    form.setFieldsValue(
      row
        ? {
            kind: row.kind,
            date: row.date,
            cashAccountId: row.cashAccountId,
            incomeExpenseTypeId: row.incomeExpenseTypeId,
            amount: row.total,
            vatRate: row.vatRate,
            description: row.description,
            currency: row.currency,
            exchangeRate: row.exchangeRate,
          }
        : {
            kind,
            date: new Date().toLocaleDateString('sv-SE'),
            cashAccountId: null,
            incomeExpenseTypeId: null,
            amount: '',
            vatRate: null,
            description: '',
            currency: 'TRY',
            exchangeRate: '1',
          },
    );
  }, [row, kind, form]);
  const { save, cancel } = useVoucherActions({
    voucherType: entryKind,
    id: row?.voucherId,
    saved,
    form,
    fieldName,
    toBody: (values: EntryForm) => ({
      date: values.date,
      cashAccountId: values.cashAccountId,
      currency: values.currency,
      exchangeRate: values.exchangeRate,
      lines: [
        {
          incomeExpenseTypeId: values.incomeExpenseTypeId,
          vatRate: values.vatRate,
          [values.kind === 'expense' ? 'debit' : 'credit']: String(values.amount || 0),
          description: values.description,
        },
      ],
    }),
    onSaved: onClose,
  });
  const currency = Form.useWatch('currency', form) ?? 'TRY';
  // The entry is in its register's currency at the day's rate; another type brings its own VAT rate.
  const onValuesChange = async (changed: Partial<EntryForm>) => {
    if ('incomeExpenseTypeId' in changed) form.setFieldValue('vatRate', null);
    if (changed.cashAccountId || changed.date) {
      const register = form.getFieldValue('cashAccountId') as number | null;
      if (!register) return;
      const held = await currencyOf(register);
      const rate = await rateOf(held, form.getFieldValue('date'));
      form.setFieldsValue({ currency: held, exchangeRate: rate ?? form.getFieldValue('exchangeRate') });
    }
  };
  const vat =
    Number(amount) > 0 && vatRate
      ? documentTotals({
          lines: [{ quantity: '1', unitPrice: String(amount), vatRate }],
          pricesIncludeVat: true,
        }).lines[0]!
      : null;
  const titles = new Map<number, string>(
    row
      ? [
          [row.cashAccountId, row.cashAccount],
          [row.incomeExpenseTypeId, row.typeName],
        ]
      : [],
  );
  return (
    <Drawer
      open
      width={460}
      title={row ? `${t(`vouchers.kinds.${row.kind}`)} ${row.number}` : t('cash.newEntry')}
      onClose={onClose}
      data-testid="income-expense-drawer"
      extra={
        <Space>
          {row && (
            <Button
              danger
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}
            >
              {t('vouchers.cancel')}
            </Button>
          )}
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.saveShortcut')}
          </Button>
        </Space>
      }
    >
      <Form<EntryForm>
        form={form}
        layout="vertical"
        onFinish={(values) => !save.isPending && save.mutate(values)}
      >
        <Form.Item name="kind">
          <Radio.Group
            disabled={!!row}
            optionType="button"
            options={(['expense', 'income'] as const).map((value) => ({
              value,
              label: t(`vouchers.kinds.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="date" label={t('ledger.date')}>
          {widget('date', meta('date'))}
        </Form.Item>
        <Form.Item name="cashAccountId" label={t('vouchers.cashAccount')}>
          {widget('cashAccountId', meta('reference', 'cashAccounts'), titles)}
        </Form.Item>
        <Form.Item name="incomeExpenseTypeId" label={t('cash.entryType')}>
          {widget('incomeExpenseTypeId', meta('reference', 'incomeExpenseTypes'), titles)}
        </Form.Item>
        <Form.Item name="currency" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="amount" label={`${t('cash.grossAmount')} (${currency})`}>
          {widget('amount', meta('money'))}
        </Form.Item>
        <Form.Item name="exchangeRate" label={t('vouchers.rate')} hidden={currency === 'TRY'}>
          {widget('exchangeRate', meta('quantity'))}
        </Form.Item>
        <Form.Item name="vatRate" label={t('cash.vatRate')} extra={t('cash.vatRateHint')}>
          <Select allowClear options={VAT_RATES.map((rate) => ({ value: rate, label: `%${rate}` }))} />
        </Form.Item>
        {vat && (
          <Typography.Paragraph data-testid="income-expense-vat">
            {t('cash.netAndVat', { net: formatMoney(vat.net), vat: formatMoney(vat.vat) })}
          </Typography.Paragraph>
        )}
        <Form.Item name="description" label={t('vouchers.description')}>
          <Input maxLength={250} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/**
 * `/kasa/gelirgiderhareket`: rent, salaries, utilities and other income and expense paid or received
 * through a register or bank, with the VAT inside each, and the totals of what is listed.
 */
export function IncomeExpensePage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const set = (patch: Partial<typeof QUERY>) => setQuery({ ...patch, page: '1' });
  const [searchText, setSearchText] = useSearchBox(query.search, (search) => set({ search }));
  const [adding, setAdding] = useState<'income' | 'expense' | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: [
      'ledgers',
      'income-expense',
      query.kind,
      query.dateFrom,
      query.dateTo,
      query.search,
      query.page,
    ],
    queryFn: () =>
      apiGet<{
        list: EntryRow[];
        total: number;
        totals: { kind: string; currency: string; net: string; vat: string; total: string }[];
      }>('/income-expense-entries', {
        kind: query.kind || undefined,
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
        search: query.search || undefined,
        page: query.page,
        pageSize: PAGE_SIZE,
      }),
  });
  // A link to one entry (`?open=`, from /kasa/islem) opens it in the drawer.
  const { data: linked } = useQuery({
    queryKey: ['ledgers', 'income-expense', 'open', query.open],
    queryFn: async () => {
      const voucher = await apiGet<SavedVoucher>(`/vouchers/${query.open}`);
      const page = await apiGet<{ list: EntryRow[] }>('/income-expense-entries', { search: voucher.number });
      return page.list.find((row) => row.voucherId === voucher.id) ?? null;
    },
    enabled: !!query.open,
  });
  const editing = query.open
    ? (data?.list.find((row) => String(row.voucherId) === query.open) ?? linked)
    : null;
  const close = () => {
    setAdding(null);
    setQuery({ open: '' });
  };
  const dateMeta = meta('date');
  return (
    <Card
      title={t('routes.cash.incomeExpenseMovements')}
      data-testid="income-expense"
      extra={
        <Space>
          <Button onClick={() => setAdding('income')}>{t('cash.newIncome')}</Button>
          <Button type="primary" onClick={() => setAdding('expense')}>
            {t('cash.newExpense')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('cash.entryKind')}
          value={query.kind || undefined}
          options={(['income', 'expense'] as const).map((value) => ({
            value,
            label: t(`vouchers.kinds.${value}`),
          }))}
          onChange={(kind?: string) => set({ kind: kind ?? '' })}
        />
        <FieldInput
          context={{ def: documentSeries, field: 'dateFrom', meta: dateMeta }}
          value={query.dateFrom || null}
          onChange={(value) => set({ dateFrom: (value as string) ?? '' })}
        />
        <FieldInput
          context={{ def: documentSeries, field: 'dateTo', meta: dateMeta }}
          value={query.dateTo || null}
          onChange={(value) => set({ dateTo: (value as string) ?? '' })}
        />
        <Input
          allowClear
          style={{ width: 240 }}
          placeholder={t('common.searchPlaceholder')}
          aria-label={t('common.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </Space>
      <Table<EntryRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={false}
        onRow={(row) => ({
          onClick: () => setQuery({ open: String(row.voucherId) }),
          style: { cursor: 'pointer' },
        })}
        columns={[
          { key: 'date', title: t('ledger.date'), width: 100, render: (_, row) => formatDate(row.date) },
          { key: 'number', title: t('ledger.document'), dataIndex: 'number', width: 120 },
          {
            key: 'kind',
            title: t('cash.entryKind'),
            width: 110,
            render: (_, row) => (
              <Tag color={row.kind === 'income' ? 'green' : 'volcano'}>{t(`vouchers.kinds.${row.kind}`)}</Tag>
            ),
          },
          { key: 'type', title: t('cash.entryType'), dataIndex: 'typeName' },
          { key: 'register', title: t('vouchers.cashAccount'), dataIndex: 'cashAccount' },
          { key: 'description', title: t('vouchers.description'), dataIndex: 'description' },
          { key: 'net', title: t('cash.net'), align: 'right', render: (_, row) => formatMoney(row.net) },
          {
            key: 'vat',
            title: t('cash.vat'),
            align: 'right',
            render: (_, row) => `${formatMoney(row.vat)} (%${row.vatRate})`,
          },
          {
            key: 'total',
            title: t('cash.total'),
            align: 'right',
            render: (_, row) => `${formatMoney(row.total)} ${row.currency}`,
          },
        ]}
      />
      <Space orientation="vertical" style={{ marginTop: 12 }} data-testid="income-expense-totals">
        {(data?.totals ?? []).map((row) => (
          <Typography.Text strong key={`${row.kind}-${row.currency}`}>
            {t(`vouchers.kinds.${row.kind}`)}: {t('cash.net')} {formatMoney(row.net)} · {t('cash.vat')}{' '}
            {formatMoney(row.vat)} · {t('cash.total')} {formatMoney(row.total)} {row.currency}
          </Typography.Text>
        ))}
      </Space>
      <Pagination
        style={{ marginTop: 12 }}
        hideOnSinglePage
        {...urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
      />
      {(adding || editing) && (
        <EntryDrawer
          key={editing?.voucherId ?? adding}
          row={editing ?? null}
          kind={adding ?? 'expense'}
          onClose={close}
        />
      )}
    </Card>
  );
}
