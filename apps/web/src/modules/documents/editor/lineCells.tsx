import { DeleteOutlined } from '@ant-design/icons';
import { WITHHOLDING_RATIOS } from '@kibo/contracts';
import {
  EXEMPTION_CODES,
  isSpecialBaseCode,
  type LineTotals,
  ratioOfPercent,
  WITHHOLDING_CODES,
} from '@kibo/domain';
import { Button, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { DecimalInput } from '../../../platform/number/DecimalInput.tsx';
import { type EditorLine, exemptionOf } from './lines.ts';

// The cells of a document line, drawn the same in the desktop table and the phone's line cards.

const VAT_OPTIONS = ['0', '1', '10', '20'].map((rate) => ({ value: rate, label: `%${rate}` }));

const WITHHOLDING_OPTIONS = [
  { value: '|', label: '—' },
  ...WITHHOLDING_CODES.flatMap((code) =>
    code.percents.map((percent) => ({
      value: `${code.code}|${ratioOfPercent(percent)}`,
      label: `${code.code} · ${ratioOfPercent(percent)} ${code.name}`,
    })),
  ),
  ...WITHHOLDING_RATIOS.map((ratio) => ({ value: `|${ratio}`, label: ratio })),
];
const EXEMPTION_OPTIONS = [
  { value: '', label: '—' },
  ...EXEMPTION_CODES.map((code) => ({ value: code.code, label: `${code.code} ${code.name}` })),
];
/** A line with VAT may still name a special base's code (801–812): VAT then falls on that base. */
const SPECIAL_BASE_OPTIONS = EXEMPTION_OPTIONS.filter(
  (option) => !option.value || isSpecialBaseCode(option.value),
);
/** A GİB code list (withholding, exemption) in a line cell: long names, searched as typed. */
function CodeSelect(props: {
  label: string;
  disabled: boolean;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <Select
      size="small"
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
      showSearch
      optionFilterProp="label"
      aria-label={props.label}
      disabled={props.disabled}
      value={props.value}
      options={props.options}
      onChange={props.onChange}
    />
  );
}

/** Columns a shop rarely needs on every line: behind the column chooser unless a line uses them. */
export const OPTIONAL_COLUMNS = [
  'discount1',
  'discount2',
  'discount3',
  'withholding',
  'exemption',
  'specialBase',
  'description',
] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];
/** What a new user sees: the first discount beside the columns every line needs. */
export const DEFAULT_COLUMNS: OptionalColumn[] = ['discount1'];

export type CellKey =
  | 'no'
  | 'code'
  | 'name'
  | 'quantity'
  | 'unit'
  | 'unitPrice'
  | OptionalColumn
  | 'vat'
  | 'total'
  | 'remove';

export interface Cell {
  title: string;
  /** Pixels in the table, chosen so the everyday columns fit a 1366 px screen. */
  width: number;
  align?: 'right';
  render(line: EditorLine, index: number): ReactNode;
}

export interface CellContext {
  t: (key: string) => string;
  totals: LineTotals[];
  readOnly: boolean;
  quantityDecimals: number;
  priceDecimals: number;
  /** The decimals of a unit by its id (2 Adet, 1,250 kg); undefined while loading. */
  unitDecimals(unitId: unknown): number | undefined;
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

/** Whether a line holds something in an optional column, which then shows whatever was chosen. */
export const usesColumn = (line: EditorLine, column: OptionalColumn): boolean => {
  switch (column) {
    case 'withholding':
      return Boolean(line.withholding);
    case 'exemption':
      return Boolean(line.exemptionCode);
    case 'specialBase':
      return Boolean(line.specialBase) || isSpecialBaseCode(line.exemptionCode);
    case 'description':
      return Boolean(line.description);
    default:
      return Number(line.discounts[Number(column.slice(-1)) - 1] || 0) !== 0;
  }
};

export function lineCells(context: CellContext): Record<CellKey, Cell> {
  const { t, readOnly, onChange } = context;
  const label = (key: string) => t(`documents.line.${key}`);
  const decimal = (
    key: 'quantity' | 'unitPrice',
    scale: number,
    fixed: (line: EditorLine) => number,
    width: number,
  ): Cell => ({
    title: label(key),
    width,
    render: (line) => (
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
  const discount = (index: 0 | 1 | 2): Cell => ({
    title: label(`discount${index + 1}`),
    width: 64,
    render: (line) => (
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
  });
  return {
    no: { title: '#', width: 40, render: (_, index) => index + 1 },
    code: { title: label('code'), width: 110, render: (line) => line.itemCode },
    name: { title: label('name'), width: 190, render: (line) => line.itemName },
    quantity: decimal(
      'quantity',
      4,
      (line) => context.unitDecimals(line.unitId) ?? context.quantityDecimals,
      84,
    ),
    unit: {
      title: label('unit'),
      width: 88,
      render: (line) => (
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
    unitPrice: decimal('unitPrice', 4, () => context.priceDecimals, 104),
    discount1: discount(0),
    discount2: discount(1),
    discount3: discount(2),
    vat: {
      title: label('vatRate'),
      width: 72,
      render: (line) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={label('vatRate')}
          disabled={readOnly}
          value={line.vatRate}
          options={VAT_OPTIONS}
          onChange={(vatRate) =>
            onChange(line.key, { vatRate, exemptionCode: exemptionOf({ ...line, vatRate }) })
          }
        />
      ),
    },
    withholding: {
      title: label('withholding'),
      width: 120,
      // The code an e-invoice names fixes the share withheld; a share without a code stays choosable
      // for documents that never become e-invoices.
      render: (line) => (
        <CodeSelect
          label={label('withholding')}
          disabled={readOnly}
          value={`${line.withholdingCode}|${line.withholding}`}
          options={WITHHOLDING_OPTIONS}
          onChange={(value) => {
            const [withholdingCode = '', withholding = ''] = value.split('|');
            onChange(line.key, { withholdingCode, withholding });
          }}
        />
      ),
    },
    exemption: {
      title: label('exemption'),
      width: 120,
      render: (line) => (
        <CodeSelect
          label={label('exemption')}
          disabled={readOnly}
          value={line.exemptionCode}
          options={Number(line.vatRate) === 0 ? EXEMPTION_OPTIONS : SPECIAL_BASE_OPTIONS}
          onChange={(exemptionCode) =>
            onChange(line.key, {
              exemptionCode,
              ...(isSpecialBaseCode(exemptionCode) ? {} : { specialBase: '' }),
            })
          }
        />
      ),
    },
    specialBase: {
      title: label('specialBase'),
      width: 104,
      render: (line) => (
        <DecimalInput
          scale={2}
          fixed={2}
          size="small"
          style={{ width: '100%' }}
          aria-label={label('specialBase')}
          disabled={readOnly || !isSpecialBaseCode(line.exemptionCode)}
          value={line.specialBase}
          emptyValue=""
          onChange={(next) => onChange(line.key, { specialBase: next ?? '' })}
        />
      ),
    },
    description: {
      title: label('description'),
      width: 150,
      render: (line) => (
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
    total: {
      title: label('total'),
      width: 104,
      align: 'right',
      render: (_, index) => <span data-testid="line-total">{formatMoney(context.totals[index]?.total)}</span>,
    },
    remove: {
      title: '',
      width: 40,
      render: (line) => (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('resources.common.removeLine')}
          disabled={readOnly}
          onClick={() => context.onRemove(line.key)}
        />
      ),
    },
  };
}
