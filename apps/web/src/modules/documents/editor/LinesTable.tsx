import { DeleteOutlined } from '@ant-design/icons';
import { WITHHOLDING_RATIOS } from '@kibo/contracts';
import type { LineTotals } from '@kibo/domain';
import { Button, Input, Select, Table, type TableColumnsType } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { DecimalInput } from '../../../platform/number/DecimalInput.tsx';
import { useUnitDecimals } from '../../../platform/number/units.ts';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import type { EditorLine } from './lines.ts';

const VAT_OPTIONS = ['0', '1', '10', '20'].map((rate) => ({ value: rate, label: `%${rate}` }));

interface Props {
  lines: EditorLine[];
  totals: LineTotals[];
  withholding: boolean;
  readOnly: boolean;
  onChange(key: string, patch: Partial<EditorLine>): void;
  onRemove(key: string): void;
}

/** A number of the line in the shared number box; '' while the box holds no number yet. */
function DecimalCell(props: {
  value: string;
  scale: number;
  fixed: number;
  label: string;
  disabled: boolean;
  onChange(value: string): void;
}) {
  return (
    <DecimalInput
      scale={props.scale}
      fixed={props.fixed}
      size="small"
      style={{ width: '100%' }}
      aria-label={props.label}
      disabled={props.disabled}
      value={props.value}
      unsettledValue=""
      onChange={(next) => props.onChange(next ?? '')}
    />
  );
}

/**
 * The document's lines: quantity, unit, price, three chained discounts, VAT, withholding, the line
 * total as the shared totals function computes it. Virtualised: a 1,250-line document renders only
 * the rows in view.
 */
export const LinesTable = memo(function LinesTable({
  lines,
  totals,
  withholding,
  readOnly,
  onChange,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  // A quantity shows its unit's decimals (2 Adet, 1,250 kg), a price the company's (/sistem/genel).
  const preferences = useStore(settingsStore).settings?.app.preferences;
  const quantityDecimals = preferences?.quantity_decimals ?? 0;
  const priceDecimals = preferences?.price_decimals ?? 2;
  const unitDecimals = useUnitDecimals();
  const columns = useMemo<TableColumnsType<EditorLine>>(() => {
    const label = (key: string) => t(`documents.line.${key}`);
    const decimal = (key: 'quantity' | 'unitPrice', scale: number, fixed: (line: EditorLine) => number) => ({
      key,
      title: label(key),
      width: key === 'unitPrice' ? 120 : 90,
      render: (_: unknown, line: EditorLine) => (
        <DecimalCell
          value={line[key]}
          scale={scale}
          fixed={fixed(line)}
          label={label(key)}
          disabled={readOnly}
          onChange={(value) => onChange(line.key, { [key]: value })}
        />
      ),
    });
    return [
      { key: 'no', title: '#', width: 48, render: (_, __, index) => index + 1 },
      { key: 'code', title: label('code'), width: 110, dataIndex: 'itemCode' },
      { key: 'name', title: label('name'), width: 220, dataIndex: 'itemName', ellipsis: true },
      decimal('quantity', 4, (line) => unitDecimals(line.unitId) ?? quantityDecimals),
      {
        key: 'unit',
        title: label('unit'),
        width: 100,
        render: (_, line) => (
          <Select
            size="small"
            style={{ width: '100%' }}
            aria-label={label('unit')}
            disabled={readOnly}
            value={line.unitId}
            options={line.units.map((unit) => ({ value: unit.id, label: unit.name }))}
            onChange={(unitId) => onChange(line.key, { unitId })}
          />
        ),
      },
      decimal('unitPrice', 4, () => priceDecimals),
      ...([0, 1, 2] as const).map((index) => ({
        key: `discount${index + 1}`,
        title: label(`discount${index + 1}`),
        width: 72,
        render: (_: unknown, line: EditorLine) => (
          <DecimalCell
            value={line.discounts[index]}
            scale={2}
            fixed={0}
            label={label(`discount${index + 1}`)}
            disabled={readOnly}
            onChange={(value) => {
              const discounts = [...line.discounts] as EditorLine['discounts'];
              discounts[index] = value;
              onChange(line.key, { discounts });
            }}
          />
        ),
      })),
      {
        key: 'vat',
        title: label('vatRate'),
        width: 80,
        render: (_, line) => (
          <Select
            size="small"
            aria-label={label('vatRate')}
            disabled={readOnly}
            value={line.vatRate}
            options={VAT_OPTIONS}
            onChange={(vatRate) => onChange(line.key, { vatRate })}
          />
        ),
      },
      ...(withholding
        ? [
            {
              key: 'withholding',
              title: label('withholding'),
              width: 90,
              render: (_: unknown, line: EditorLine) => (
                <Select
                  size="small"
                  aria-label={label('withholding')}
                  disabled={readOnly}
                  value={line.withholding}
                  options={[
                    { value: '', label: '—' },
                    ...WITHHOLDING_RATIOS.map((ratio) => ({ value: ratio, label: ratio })),
                  ]}
                  onChange={(value) => onChange(line.key, { withholding: value })}
                />
              ),
            },
          ]
        : []),
      {
        key: 'description',
        title: label('description'),
        width: 160,
        render: (_, line) => (
          <Input
            size="small"
            aria-label={label('description')}
            disabled={readOnly}
            value={line.description}
            maxLength={250}
            onChange={(event) => onChange(line.key, { description: event.target.value })}
          />
        ),
      },
      {
        key: 'total',
        title: label('total'),
        width: 120,
        align: 'right',
        render: (_, __, index) => <span data-testid="line-total">{formatMoney(totals[index]?.total)}</span>,
      },
      {
        key: 'remove',
        width: 48,
        render: (_, line) => (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('resources.common.removeLine')}
            disabled={readOnly}
            onClick={() => onRemove(line.key)}
          />
        ),
      },
    ];
  }, [t, totals, withholding, readOnly, onChange, onRemove, quantityDecimals, priceDecimals, unitDecimals]);

  return (
    <Table<EditorLine>
      data-testid="document-lines"
      rowKey="key"
      size="small"
      virtual
      scroll={{ x: 1400, y: 420 }}
      pagination={false}
      columns={columns}
      dataSource={lines}
      locale={{ emptyText: t('documents.noLines') }}
    />
  );
});
