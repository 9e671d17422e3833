import { CURRENCIES, VOUCHER_KINDS, type VoucherKind } from '@kibo/contracts';
import { documentSeries, type FieldMeta } from '@kibo/contracts/resources';
import { CHEQUE_TARGETS } from '@kibo/domain';
import { Button, Col, Form, Input, Row, Select, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { fieldNameOf } from '../../platform/forms.ts';
import { FieldInput, RATE_META } from '../../platform/resources/widgets.tsx';
import { currencyOf, rateOf, useSavedVoucher, useVoucherActions } from '../accounts/vouchers/actions.ts';
import { SeriesField, VoucherCard } from '../accounts/vouchers/VoucherCard.tsx';
import { voucherKindOfPath } from '../accounts/vouchers/voucher.ts';
import {
  type BordroHeader,
  bordroShape,
  fromSaved,
  newInstrumentLine,
  pickedLine,
  toBody,
} from './bordro.ts';
import { ChequeLines } from './ChequeLines.tsx';
import { InstrumentPicker } from './InstrumentPicker.tsx';

const today = () => new Date().toLocaleDateString('sv-SE');
const meta = (kind: FieldMeta['kind'], resource?: string) =>
  ({ kind, resource, required: false }) as FieldMeta;

/**
 * A line's account is the bordro's (one customer or supplier per bordro), and a new instrument's
 * details sit under the line: server errors on those paths show on those fields.
 */
const fieldName = (path: string) =>
  /^lines\.\d+\.accountId$/.test(path)
    ? ['accountId']
    : /^lines\.\d+\.instrument\./.test(path)
      ? path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      : fieldNameOf(path);

/**
 * `/ceksenet/<cekgiris|girisiade|cekcikis|cikisiade|tahsilat|odeme>/yeni` and `duzen/:id`: one editor
 * for every cheque bordro, set up by the type's move. A receipt types new cheques and notes in; the
 * other moves pick them from the portfolio (a çıkış to a supplier may also write out our own).
 */
export function ChequeEditor() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const voucherType = voucherKindOfPath(pathname);
  const kind: VoucherKind = VOUCHER_KINDS[voucherType];
  const move = kind.cheque!;
  const side = kind.side as 'debit' | 'credit';
  const id = Number(useParams().id) || undefined;
  const editing = id !== undefined;
  const [form] = Form.useForm<BordroHeader>();
  const [dirty, setDirty] = useState(false);

  const { data: saved, isLoading } = useSavedVoucher(id);
  useEffect(() => {
    if (editing) {
      if (saved) form.setFieldsValue(fromSaved(saved, kind));
      setDirty(false);
      return;
    }
    form.setFieldsValue({
      seriesId: null,
      date: today(),
      accountId: null,
      chequeTarget: move === 'out' ? 'supplier' : null,
      cashAccountId: null,
      currency: 'TRY',
      exchangeRate: '1',
      description: '',
      lines: move === 'in' ? [newInstrumentLine('cheque')] : [],
    });
  }, [editing, saved, form, kind, move]);

  // Preserved: a new instrument's details count before their fields are drawn.
  const lines = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const currency = Form.useWatch('currency', form) ?? 'TRY';
  const target = Form.useWatch('chequeTarget', form) ?? null;
  const accountId = Form.useWatch('accountId', form) ?? null;
  const shape = bordroShape(move, target);
  const readOnly = editing && saved?.status !== 'saved';
  const titles = useMemo(
    () =>
      new Map<number, string>([
        ...(saved?.cashAccountId ? [[saved.cashAccountId, saved.cashAccount ?? ''] as const] : []),
        ...(saved?.lines[0]?.accountId
          ? [[saved.lines[0].accountId, saved.lines[0].account ?? ''] as const]
          : []),
      ]),
    [saved],
  );

  const { submit, inputHeld, cancel, print, printing } = useVoucherActions({
    voucherType,
    id,
    saved,
    form,
    toBody: (header: BordroHeader) => toBody(header, kind),
    onSaved: () => setDirty(false),
    fieldName,
  });

  const onValuesChange = async (changed: Partial<BordroHeader>, all: BordroHeader) => {
    setDirty(true);
    const before = all.currency;
    // A bank keeps one currency: the bordro takes it, at the day's rate.
    if (changed.cashAccountId) {
      const held = await currencyOf(changed.cashAccountId);
      if (held !== form.getFieldValue('currency')) form.setFieldValue('currency', held);
    }
    if (changed.currency || changed.date || changed.cashAccountId) {
      const rate = await rateOf(form.getFieldValue('currency'), form.getFieldValue('date'));
      if (rate) form.setFieldValue('exchangeRate', rate);
    }
    // Read again after the lookups: lines typed meanwhile stay. Instruments picked in another
    // currency leave; invoices closed belong to the account they were chosen for.
    const currency: string = form.getFieldValue('currency');
    const lines: BordroHeader['lines'] = form.getFieldValue('lines') ?? [];
    if (changed.currency || currency !== before)
      form.setFieldValue(
        'lines',
        lines.filter((line) => line.instrument || !line.instrumentId),
      );
    if ('accountId' in changed)
      form.setFieldValue(
        'lines',
        (form.getFieldValue('lines') ?? []).map((line: BordroHeader['lines'][number]) => ({
          ...line,
          settlements: [],
        })),
      );
  };
  const add = (line: BordroHeader['lines'][number]) =>
    form.setFieldValue('lines', [...(form.getFieldValue('lines') ?? []), line]);

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
      <Form<BordroHeader>
        form={form}
        name={`bordro_${voucherType}_${id ?? 'new'}`}
        layout="vertical"
        disabled={readOnly || inputHeld}
        onValuesChange={(changed, all) => void onValuesChange(changed, all)}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={5}>
            <SeriesField voucherType={voucherType} saved={saved} />
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="date" label={t('ledger.date')}>
              <FieldInput context={{ def: documentSeries, field: 'date', meta: meta('date') }} />
            </Form.Item>
          </Col>
          {move === 'out' && (
            <Col xs={12} md={5}>
              <Form.Item name="chequeTarget" label={t('cheques.target')}>
                <Select
                  disabled={editing}
                  options={CHEQUE_TARGETS.map((value) => ({
                    value,
                    label: t(`resources.instruments.options.target.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
          )}
          {shape.account && (
            <Col xs={24} md={6}>
              <Form.Item
                name="accountId"
                label={t(move === 'in' ? 'cheques.fromAccount' : 'cheques.toAccount')}
              >
                <FieldInput
                  context={{
                    def: documentSeries,
                    field: 'accountId',
                    meta: meta('reference', 'accounts'),
                    refTitles: titles,
                    create: true,
                  }}
                />
              </Form.Item>
            </Col>
          )}
          {shape.register && (
            <Col xs={24} md={6}>
              <Form.Item
                name="cashAccountId"
                label={t(shape.toBank ? 'cheques.bank' : 'vouchers.cashAccount')}
              >
                <FieldInput
                  context={{
                    def: documentSeries,
                    field: 'cashAccountId',
                    meta: meta('reference', 'cashAccounts'),
                    refTitles: titles,
                    create: true,
                  }}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={6} md={3}>
            <Form.Item name="currency" label={t('ledger.currency')}>
              <Select options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
          </Col>
          {currency !== 'TRY' && (
            <Col xs={6} md={2}>
              <Form.Item name="exchangeRate" label={t('vouchers.rate')}>
                <FieldInput context={{ def: documentSeries, field: 'exchangeRate', meta: RATE_META }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item name="description" label={t('vouchers.description')}>
              <Input maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
        <ChequeLines
          kind={kind}
          lines={lines}
          accountId={shape.account ? accountId : null}
          currency={currency}
          voucherId={id}
          readOnly={readOnly || inputHeld}
        />
        {!readOnly && (
          <Space wrap style={{ marginTop: 12 }}>
            {shape.creates && (
              <>
                <Button type="dashed" onClick={() => add(newInstrumentLine('cheque'))}>
                  {t(move === 'in' ? 'cheques.addCheque' : 'cheques.addOwnCheque')}
                </Button>
                <Button type="dashed" onClick={() => add(newInstrumentLine('note'))}>
                  {t(move === 'in' ? 'cheques.addNote' : 'cheques.addOwnNote')}
                </Button>
              </>
            )}
            {shape.picks && (
              <InstrumentPicker
                move={move}
                target={target}
                currency={currency}
                exclude={lines.flatMap((line) => (line?.instrumentId ? [line.instrumentId] : []))}
                onPick={(row) => add(pickedLine(row, side))}
              />
            )}
          </Space>
        )}
      </Form>
    </VoucherCard>
  );
}
