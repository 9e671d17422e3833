import { documentSeries, type FieldMeta, VAT_RATES } from '@kibo/contracts/resources';
import { documentTotals } from '@kibo/domain';
import { Button, Drawer, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldNameOf } from '../../platform/forms.ts';
import { formatMoney } from '../../platform/ledger/format.ts';
import { FieldInput, RATE_META } from '../../platform/resources/widgets.tsx';
import { currencyOf, rateOf, useSavedVoucher, useVoucherActions } from '../accounts/vouchers/actions.ts';

export interface EntryRow {
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

const meta = (kind: FieldMeta['kind'], resource?: string) =>
  ({ kind, resource, required: false }) as FieldMeta;
const widget = (field: string, fieldMeta: FieldMeta, refTitles?: ReadonlyMap<number, string>) => (
  <FieldInput context={{ def: documentSeries, field, meta: fieldMeta, refTitles, create: true }} />
);
// The entry's one line carries the type, amount and rate: their errors show on the drawer's fields.
const fieldName = (path: string) => {
  const line = /^lines\.\d+\.(incomeExpenseTypeId|vatRate|debit|credit)$/.exec(path)?.[1];
  if (path === 'currency') return ['amount'];
  return line ? [line === 'debit' || line === 'credit' ? 'amount' : line] : fieldNameOf(path);
};

/** Adds or changes one entry in a drawer: the VAT inside the amount shows as it is typed. */
export function EntryDrawer({
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
  const { data: saved } = useSavedVoucher(row?.voucherId);
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
  const { save, submit, cancel } = useVoucherActions({
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
        onValuesChange={(changed) => void onValuesChange(changed)}
        onFinish={submit}
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
          {widget('exchangeRate', RATE_META)}
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
