import type { LineTotals } from '@kibo/domain';
import { Grid, Space, Table, type TableColumnsType } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser, useChosenColumns } from '../../../platform/columns.tsx';
import { useUnitDecimals } from '../../../platform/number/units.ts';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { LineCards } from './LineCards.tsx';
import {
  type CellKey,
  DEFAULT_COLUMNS,
  lineCells,
  OPTIONAL_COLUMNS,
  type OptionalColumn,
  usesColumn,
} from './lineCells.tsx';
import type { EditorLine } from './lines.ts';

interface Props {
  lines: EditorLine[];
  totals: LineTotals[];
  withholding: boolean;
  readOnly: boolean;
  onChange(key: string, patch: Partial<EditorLine>): void;
  onRemove(key: string): void;
}

/**
 * The document's lines: quantity, unit, price, VAT and the line total as the shared totals function
 * computes it; the discounts, withholding and a line note where the user chose them (or a line uses
 * them). Sized so the everyday columns fit a 1366 px shop screen without scrolling sideways.
 * Virtualised: a 1,250-line document renders only the rows in view. On a phone, one card a line.
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
  const phone = !Grid.useBreakpoint().md;
  // A quantity shows its unit's decimals (2 Adet, 1,250 kg), a price the company's (/sistem/genel).
  const preferences = useStore(settingsStore).settings?.app.preferences;
  const quantityDecimals = preferences?.quantity_decimals ?? 0;
  const priceDecimals = preferences?.price_decimals ?? 2;
  const unitDecimals = useUnitDecimals();
  const offered = useMemo(
    () => OPTIONAL_COLUMNS.filter((column) => withholding || column !== 'withholding'),
    [withholding],
  );
  const [chosen, choose] = useChosenColumns('documentLines', offered, DEFAULT_COLUMNS);
  const cells = useMemo(
    () =>
      lineCells({ t, totals, readOnly, quantityDecimals, priceDecimals, unitDecimals, onChange, onRemove }),
    [t, totals, readOnly, quantityDecimals, priceDecimals, unitDecimals, onChange, onRemove],
  );
  const shownOptional = useMemo(
    () =>
      offered.filter(
        (column) =>
          chosen.includes(column) || lines.some((line) => usesColumn(line, column as OptionalColumn)),
      ),
    [offered, chosen, lines],
  );
  const columns = useMemo<TableColumnsType<EditorLine>>(() => {
    const keys: CellKey[] = [
      'no',
      'code',
      'name',
      'quantity',
      'unit',
      'unitPrice',
      ...(shownOptional.filter((column) => column !== 'description') as CellKey[]),
      'vat',
      ...(shownOptional.includes('description') ? (['description'] as CellKey[]) : []),
      'total',
      'remove',
    ];
    return keys.map((key) => ({
      key,
      title: cells[key].title,
      width: cells[key].width,
      align: cells[key].align,
      ellipsis: key === 'name',
      render: (_: unknown, line: EditorLine, index: number) => cells[key].render(line, index),
    }));
  }, [cells, shownOptional]);

  if (phone) return <LineCards lines={lines} cells={cells} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ColumnChooser
          testId="line-columns"
          value={chosen}
          onChange={choose}
          options={offered.map((column) => ({ value: column, label: t(`documents.line.${column}`) }))}
        />
      </div>
      <Table<EditorLine>
        data-testid="document-lines"
        rowKey="key"
        size="small"
        virtual
        // Wider than the screen only when the user chose more columns than fit: then it scrolls.
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0), y: 420 }}
        pagination={false}
        columns={columns}
        dataSource={lines}
        locale={{ emptyText: t('documents.noLines') }}
      />
    </Space>
  );
});
