import type { VoucherKind } from '@kibo/contracts';
import { documentSeries, type FieldMeta } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { Button, Checkbox, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../platform/ledger/format.ts';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { SettlementField } from '../accounts/vouchers/VoucherLines.tsx';
import type { BordroLine } from './bordro.ts';
import { instrumentLabel } from './InstrumentPicker.tsx';

const meta = (kind: FieldMeta['kind']) => ({ kind, required: false }) as FieldMeta;
const widget = (field: string, kind: FieldMeta['kind']) => (
  <FieldInput context={{ def: documentSeries, field, meta: meta(kind) }} />
);

/** A picked instrument on its line: the form item holds its id, this shows what it is. */
function PickedInstrument({ line }: { value?: number | null; line: BordroLine | undefined }) {
  const { t } = useTranslation();
  if (!line?.shown) return null;
  return (
    <Typography.Text data-testid="bordro-instrument">
      {t(`resources.instruments.options.kind.${line.shown.kind}`)} · {instrumentLabel(line.shown)}
      {line.shown.bankName ? ` · ${line.shown.bankName}` : ''}
    </Typography.Text>
  );
}

/** A picked instrument's amount: its own, not typed. */
function FixedAmount({ value }: { value?: string }) {
  return <Typography.Text data-testid="bordro-amount">{formatMoney(value)}</Typography.Text>;
}

/**
 * A bordro's lines, one instrument each: a new one typed in (kind, serial, drawer, bank, due date,
 * amount), or one picked from the portfolio with its amount fixed. A receipt's or a supplier's line
 * may close invoices; a return from a supplier or bank may be marked as bounced.
 */
export function ChequeLines(props: {
  kind: VoucherKind;
  lines: BordroLine[];
  /** The bordro's account and currency: a line closes that account's invoices in that currency. */
  accountId: number | null;
  currency: string;
  voucherId: number | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { kind, lines } = props;
  const side = kind.side as 'debit' | 'credit';
  const total = lines.reduce((sum, line) => sum.plus(Number(line?.[side]) || 0), new Big(0));
  const settles = props.accountId !== null && (kind.cheque === 'in' || kind.cheque === 'out');
  return (
    <Form.List name="lines">
      {(fields, { remove }) => (
        <>
          {fields.map((field, index) => {
            const line = lines[index];
            const at = (name: string) => [field.name, name];
            const typed = (name: string) => [field.name, 'instrument', name];
            return (
              <Row gutter={8} key={field.key} align="top" data-testid={`bordro-line-${index}`}>
                {line?.instrument ? (
                  <>
                    <Col xs={8} md={2}>
                      <Form.Item name={typed('kind')} label={t('resources.instruments.fields.kind')}>
                        <Select
                          options={(['cheque', 'note'] as const).map((value) => ({
                            value,
                            label: t(`resources.instruments.options.kind.${value}`),
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={16} md={3}>
                      <Form.Item name={typed('serialNo')} label={t('resources.instruments.fields.serialNo')}>
                        <Input maxLength={40} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={typed('drawer')} label={t('resources.instruments.fields.drawer')}>
                        <Input maxLength={150} />
                      </Form.Item>
                    </Col>
                    {line.instrument.kind === 'cheque' && (
                      <>
                        <Col xs={12} md={3}>
                          <Form.Item
                            name={typed('bankName')}
                            label={t('resources.instruments.fields.bankName')}
                          >
                            <Input maxLength={100} />
                          </Form.Item>
                        </Col>
                        <Col xs={12} md={2}>
                          <Form.Item name={typed('branch')} label={t('resources.instruments.fields.branch')}>
                            <Input maxLength={100} />
                          </Form.Item>
                        </Col>
                        <Col xs={12} md={2}>
                          <Form.Item
                            name={typed('accountNo')}
                            label={t('resources.instruments.fields.accountNo')}
                          >
                            <Input maxLength={40} />
                          </Form.Item>
                        </Col>
                      </>
                    )}
                    <Col xs={12} md={3}>
                      <Form.Item name={at('dueDate')} label={t('resources.instruments.fields.dueDate')}>
                        {widget('dueDate', 'date')}
                      </Form.Item>
                    </Col>
                  </>
                ) : (
                  <>
                    <Col xs={24} md={12}>
                      <Form.Item name={at('instrumentId')} label={t('resources.instruments.one')}>
                        <PickedInstrument line={line} />
                      </Form.Item>
                    </Col>
                    {kind.cheque === 'outReturn' && (
                      <Col xs={12} md={3}>
                        <Form.Item name={at('bounced')} label=" " valuePropName="checked">
                          <Checkbox>{t('cheques.bounced')}</Checkbox>
                        </Form.Item>
                      </Col>
                    )}
                  </>
                )}
                <Col xs={12} md={3}>
                  <Form.Item name={at(side)} label={t('resources.instruments.fields.amount')}>
                    {line?.instrument ? widget(side, 'money') : <FixedAmount />}
                  </Form.Item>
                </Col>
                <Col xs={4} md={1}>
                  <Form.Item label=" ">
                    <Button
                      disabled={props.readOnly}
                      onClick={() => remove(field.name)}
                      aria-label={t('vouchers.removeLine')}
                    >
                      ×
                    </Button>
                  </Form.Item>
                </Col>
                {settles && (line?.instrument || kind.cheque === 'out') && (
                  <Col xs={24} data-testid={`bordro-settle-${index}`}>
                    <Form.Item name={at('settlements')}>
                      <SettlementField
                        accountId={props.accountId!}
                        currency={props.currency}
                        side={side}
                        amount={String(line?.[side] || 0)}
                        voucherId={props.voucherId}
                        disabled={props.readOnly}
                      />
                    </Form.Item>
                  </Col>
                )}
              </Row>
            );
          })}
          <Space style={{ marginTop: 8 }}>
            <Typography.Text strong data-testid="bordro-total">
              {t('cheques.total', {
                count: fields.length,
                total: formatMoney(total.toString(), props.currency),
              })}
            </Typography.Text>
          </Space>
        </>
      )}
    </Form.List>
  );
}
