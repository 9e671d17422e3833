import { CURRENCIES, type VoucherKind } from '@kibo/contracts';
import type { FieldMeta } from '@kibo/contracts/resources';
import { documentSeries } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../platform/api/client.ts';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { FieldInput, RATE_META } from '../../../platform/resources/widgets.tsx';
import { SettlementPicker } from './SettlementPicker.tsx';
import { emptyLine, type Settlement, type Standing, sideOf, type VoucherLine } from './voucher.ts';

const meta = (kind: FieldMeta['kind'], extra: Partial<FieldMeta> = {}) =>
  ({ kind, required: false, ...extra }) as FieldMeta;
const widget = (field: string, fieldMeta: FieldMeta, refTitles?: ReadonlyMap<number, string>) => (
  <FieldInput context={{ def: documentSeries, field, meta: fieldMeta, refTitles, create: true }} />
);

/** What the account owes and holds now, under its line: money in its currencies, or its points. */
function StandingOf({ standing, points }: { standing: Standing | undefined; points: boolean }) {
  const { t } = useTranslation();
  if (!standing) return null;
  const text = points
    ? t('vouchers.pointsBalance', { points: standing.points })
    : standing.balances.length === 0
      ? t('vouchers.noBalance')
      : standing.balances.map((row) => formatMoney(row.balance, row.currency)).join(' · ');
  return (
    <Typography.Text type="secondary" data-testid="voucher-standing">
      {t('ledger.balance')}: {text}
    </Typography.Text>
  );
}

/** The settlement picker as a form control: the form item gives it `value` and `onChange`. */
export function SettlementField(
  props: Omit<Parameters<typeof SettlementPicker>[0], 'value' | 'onChange'> & {
    value?: Settlement[];
    onChange?: (settlements: Settlement[]) => void;
  },
) {
  return (
    <SettlementPicker {...props} value={props.value ?? []} onChange={(next) => props.onChange?.(next)} />
  );
}

interface Props {
  kind: VoucherKind;
  lines: VoucherLine[];
  refTitles: ReadonlyMap<number, string>;
  /** Names of the registers a saved cash transfer's lines hold. */
  registerTitles: ReadonlyMap<number, string>;
  readOnly: boolean;
  /** The voucher's currency (a line without its own is in it) and, when editing, its id. */
  currency: string;
  voucherId: number | undefined;
}

/**
 * The voucher's lines: account, amount on the type's side, and for a transfer each side's currency
 * and rate; for money the due date. A transfer has exactly its two sides; other vouchers grow a new
 * line as the last one gets its account.
 */
export function VoucherLines({
  kind,
  lines,
  refTitles,
  registerTitles,
  readOnly,
  currency,
  voucherId,
}: Props) {
  const { t } = useTranslation();
  const accountIds = [...new Set(lines.flatMap((line) => (line.accountId ? [line.accountId] : [])))];
  const { data: standing } = useQuery({
    queryKey: ['vouchers', 'standing', accountIds],
    queryFn: () => apiGet<Standing[]>('/vouchers/standing', { accountIds: accountIds.join(',') }),
    enabled: accountIds.length > 0,
  });
  const points = kind.ledger === 'points';
  const transfer = kind.side === 'transfer';
  // A cash transfer's sides are registers and banks, not accounts.
  const registers = kind.cash === 'transfer';
  // Money on an account may close its invoices (a transfer's sides and points close nothing).
  const settles = kind.ledger === 'account' && !transfer;
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => {
            const side = sideOf(kind, index);
            const line = lines[index];
            return (
              <Row gutter={8} key={field.key} data-testid={`voucher-line-${index}`} align="top">
                <Col xs={24} md={transfer ? 7 : 9}>
                  {registers ? (
                    <Form.Item
                      name={[field.name, 'cashAccountId']}
                      label={t(`vouchers.registerSide.${side}`)}
                    >
                      {widget(
                        'cashAccountId',
                        meta('reference', { resource: 'cashAccounts' }),
                        registerTitles,
                      )}
                    </Form.Item>
                  ) : (
                    <Form.Item
                      name={[field.name, 'accountId']}
                      label={transfer ? t(`vouchers.transferSide.${side}`) : t('ledger.account')}
                      extra={
                        <StandingOf
                          points={points}
                          standing={standing?.find((row) => row.accountId === line?.accountId)}
                        />
                      }
                    >
                      {widget('accountId', meta('reference', { resource: 'accounts' }), refTitles)}
                    </Form.Item>
                  )}
                </Col>
                <Col xs={12} md={points ? 4 : 3}>
                  <Form.Item
                    name={[field.name, side]}
                    label={
                      points ? t('vouchers.points') : kind.cash ? t('vouchers.amount') : t(`ledger.${side}`)
                    }
                  >
                    {widget(side, meta(points ? 'integer' : 'money'))}
                  </Form.Item>
                </Col>
                {transfer && (
                  <>
                    <Col xs={6} md={2}>
                      <Form.Item name={[field.name, 'currency']} label={t('ledger.currency')}>
                        <Select options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={6} md={3}>
                      {/* A lira side has no rate to type. */}
                      <Form.Item
                        name={[field.name, 'exchangeRate']}
                        label={t('vouchers.rate')}
                        hidden={line?.currency === 'TRY'}
                      >
                        {widget('exchangeRate', RATE_META)}
                      </Form.Item>
                    </Col>
                  </>
                )}
                {/* Money paid or taken in cash is settled: only account vouchers fall due later. */}
                {!points && !kind.cash && (
                  <Col xs={12} md={3}>
                    <Form.Item name={[field.name, 'dueDate']} label={t('ledger.dueDate')}>
                      {widget('dueDate', meta('date'))}
                    </Form.Item>
                  </Col>
                )}
                <Col xs={transfer ? 24 : 20} md={transfer ? 6 : 7}>
                  <Form.Item name={[field.name, 'description']} label={t('vouchers.lineDescription')}>
                    <Input maxLength={250} />
                  </Form.Item>
                </Col>
                {settles && line?.accountId && (
                  <Col xs={24} data-testid={`voucher-settle-${index}`}>
                    <Form.Item name={[field.name, 'settlements']}>
                      <SettlementField
                        accountId={line.accountId}
                        currency={line.currency ?? currency}
                        side={side}
                        amount={String(line[side] || 0)}
                        voucherId={voucherId}
                        disabled={readOnly}
                      />
                    </Form.Item>
                  </Col>
                )}
                {!transfer && (
                  <Col xs={4} md={2}>
                    <Form.Item label=" ">
                      <Button
                        disabled={readOnly || fields.length === 1}
                        onClick={() => remove(field.name)}
                        aria-label={t('vouchers.removeLine')}
                      >
                        ×
                      </Button>
                    </Form.Item>
                  </Col>
                )}
              </Row>
            );
          })}
          {!transfer && !readOnly && (
            <Button type="dashed" onClick={() => add(emptyLine(kind))}>
              {t('vouchers.addLine')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
