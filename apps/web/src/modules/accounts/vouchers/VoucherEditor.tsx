import { CURRENCIES, VOUCHER_KINDS, type VoucherKind } from '@kibo/contracts';
import { documentSeries, type FieldMeta } from '@kibo/contracts/resources';
import { Col, Form, Input, Row, Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { FieldInput, RATE_META } from '../../../platform/resources/widgets.tsx';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { currencyOf, rateOf, useSavedVoucher, useVoucherActions } from './actions.ts';
import { SeriesField, VoucherCard } from './VoucherCard.tsx';
import { VoucherLines } from './VoucherLines.tsx';
import {
  bodyLines,
  emptyLine,
  firstLines,
  transferCredit,
  type VoucherHeader,
  voucherKindOfPath,
} from './voucher.ts';

const today = () => new Date().toLocaleDateString('sv-SE');
const dateMeta = { kind: 'date', required: false } as FieldMeta;
const registerMeta = { kind: 'reference', resource: 'cashAccounts', required: false } as FieldMeta;

/**
 * `/cari/alacak|borc|virman|puanin|puanout/yeni` and `duzen/:id`: one editor for every voucher type,
 * set up by the type's kind (money or points, one side or a transfer). Enter walks the fields and
 * Ctrl+S saves; each line shows its account's balance as it is picked.
 */
export function VoucherEditor() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const voucherType = voucherKindOfPath(pathname);
  const kind: VoucherKind = VOUCHER_KINDS[voucherType];
  const id = Number(useParams().id) || undefined;
  const editing = id !== undefined;
  const preferences = useStore(settingsStore).settings?.app.preferences;
  const [form] = Form.useForm<VoucherHeader>();
  const [dirty, setDirty] = useState(false);

  const { data: saved, isLoading } = useSavedVoucher(id);

  useEffect(() => {
    if (!editing) {
      form.setFieldsValue({
        seriesId: null,
        cashAccountId: null,
        date: today(),
        description: '',
        currency: preferences?.default_currency ?? 'TRY',
        exchangeRate: '1',
        lines: firstLines(kind),
      });
      return;
    }
    if (!saved) return;
    // Lines in the voucher's own currency are sent without one, so a changed header currency moves them too.
    const own = kind.side === 'transfer';
    form.setFieldsValue({
      ...saved,
      lines: saved.lines.map((line) => ({
        ...line,
        currency: own ? line.currency : null,
        exchangeRate: own ? line.exchangeRate : null,
      })),
    });
    setDirty(false);
  }, [editing, saved, form, kind, preferences]);

  const lines = Form.useWatch('lines', form) ?? [];
  const currency = Form.useWatch('currency', form) ?? 'TRY';
  const refTitles = useMemo(
    () =>
      new Map(
        (saved?.lines ?? []).flatMap((line) =>
          line.accountId ? [[line.accountId, line.account ?? '']] : [],
        ),
      ),
    [saved],
  );
  const registerTitles = useMemo(
    () =>
      new Map([
        ...(saved?.cashAccountId ? [[saved.cashAccountId, saved.cashAccount ?? ''] as const] : []),
        ...(saved?.lines ?? []).flatMap((line) =>
          line.cashAccountId ? [[line.cashAccountId, line.cashAccount ?? ''] as const] : [],
        ),
      ]),
    [saved],
  );
  const readOnly = editing && saved?.status !== 'saved';

  const { submit, inputHeld, cancel, print, printing } = useVoucherActions({
    voucherType,
    id,
    saved,
    form,
    toBody: (header: VoucherHeader) => ({ ...header, lines: bodyLines(header.lines ?? [], kind) }),
    onSaved: () => setDirty(false),
  });

  const onValuesChange = async (changed: Partial<VoucherHeader>, all: VoucherHeader) => {
    setDirty(true);
    // A register is kept in its currency (a bank account only in it): the voucher takes it.
    if (changed.cashAccountId) {
      const held = await currencyOf(changed.cashAccountId);
      if (held !== all.currency) {
        form.setFieldValue('currency', held);
        const rate = await rateOf(held, all.date);
        form.setFieldValue('exchangeRate', rate ?? '1');
      }
    }
    if ((changed.currency || changed.date) && kind.side !== 'transfer') {
      const rate = await rateOf(all.currency, all.date);
      if (rate) form.setFieldValue('exchangeRate', rate);
    }
    const changedLines = (changed.lines ?? []) as (Partial<VoucherHeader['lines'][number]> | undefined)[];
    if (kind.side === 'transfer') {
      // A register's side is in the register's currency.
      for (const [index, line] of changedLines.entries())
        if (line?.cashAccountId) {
          const held = await currencyOf(line.cashAccountId);
          form.setFieldValue(['lines', index, 'currency'], held);
          changedLines[index] = { ...line, currency: held };
        }
      // A side's currency brings its rate; the credited side follows the debited amount in lira.
      for (const [index, line] of changedLines.entries())
        if (line?.currency) {
          const rate = await rateOf(line.currency, all.date);
          if (rate) form.setFieldValue(['lines', index, 'exchangeRate'], rate);
        }
      if (changedLines[0] || changedLines[1]?.currency || changedLines[1]?.exchangeRate) {
        const credit = transferCredit(form.getFieldValue('lines'));
        if (credit) form.setFieldValue(['lines', 1, 'credit'], credit);
      }
      return;
    }
    // Invoices closed belong to the line's account: another account starts with none.
    for (const [index, line] of changedLines.entries())
      if (line && 'accountId' in line) form.setFieldValue(['lines', index, 'settlements'], []);
    // The last line got its account (or, where none is needed, its amount): a new empty line waits below it.
    const last = all.lines?.at(-1);
    const filled = last?.accountId || (kind.accountOptional && Number(last?.debit || last?.credit) > 0);
    if (filled && !readOnly) form.setFieldValue('lines', [...all.lines, emptyLine(kind)]);
  };

  if (editing && !saved) return isLoading ? <Spin /> : null;

  return (
    <VoucherCard
      voucherType={voucherType}
      saved={saved}
      readOnly={readOnly}
      dirty={dirty}
      saving={inputHeld}
      cancelling={cancel.isPending}
      onSave={() => form.submit()}
      onCancel={() => cancel.mutate()}
      onPrint={print}
      printing={printing}
    >
      <Form<VoucherHeader>
        form={form}
        name={`voucher_${voucherType}_${id ?? 'new'}`}
        layout="vertical"
        disabled={readOnly || inputHeld}
        onValuesChange={(changed, all) => void onValuesChange(changed, all)}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <SeriesField voucherType={voucherType} saved={saved} />
          </Col>
          {kind.cash && kind.cash !== 'transfer' && (
            <Col xs={24} md={6}>
              <Form.Item name="cashAccountId" label={t('vouchers.cashAccount')}>
                <FieldInput
                  context={{
                    def: documentSeries,
                    field: 'cashAccountId',
                    meta: registerMeta,
                    refTitles: registerTitles,
                    create: true,
                  }}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={4}>
            <Form.Item name="date" label={t('ledger.date')}>
              <FieldInput context={{ def: documentSeries, field: 'date', meta: dateMeta }} />
            </Form.Item>
          </Col>
          {kind.ledger === 'account' && kind.side !== 'transfer' && (
            <>
              <Col xs={6} md={2}>
                <Form.Item name="currency" label={t('ledger.currency')}>
                  <Select options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
                </Form.Item>
              </Col>
              {currency !== 'TRY' && (
                <Col xs={6} md={3}>
                  <Form.Item name="exchangeRate" label={t('vouchers.rate')}>
                    <FieldInput context={{ def: documentSeries, field: 'exchangeRate', meta: RATE_META }} />
                  </Form.Item>
                </Col>
              )}
            </>
          )}
          <Col xs={24} md={9}>
            <Form.Item name="description" label={t('vouchers.description')}>
              <Input maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
        <VoucherLines
          kind={kind}
          lines={lines}
          refTitles={refTitles}
          registerTitles={registerTitles}
          readOnly={readOnly || inputHeld}
          currency={currency}
          voucherId={id}
        />
      </Form>
    </VoucherCard>
  );
}
