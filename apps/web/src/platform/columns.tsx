import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The optional columns a user chose for a table, remembered on this browser under `key`; the
 * table's own `defaults` until the user chooses. Names no longer offered are dropped.
 */
export function useChosenColumns(
  key: string,
  offered: readonly string[],
  defaults: readonly string[],
): [string[], (columns: string[]) => void] {
  const storageKey = `kibo_columns_${key}`;
  const [columns, setColumns] = useState<string[]>(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as string[] | null;
      return stored ? stored.filter((column) => offered.includes(column)) : [...defaults];
    } catch {
      return [...defaults];
    }
  });
  const choose = (next: string[]) => {
    const ordered = offered.filter((column) => next.includes(column));
    localStorage.setItem(storageKey, JSON.stringify(ordered));
    setColumns(ordered);
  };
  return [columns.filter((column) => offered.includes(column)), choose];
}

/** The "Columns" button: a checkbox per optional column. */
export function ColumnChooser(props: {
  options: { value: string; label: string }[];
  value: string[];
  onChange(columns: string[]): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      title={t('resources.common.columns')}
      content={
        <Checkbox.Group
          style={{ display: 'grid' }}
          value={props.value}
          onChange={(next) => props.onChange(next as string[])}
          options={props.options}
        />
      }
    >
      <Button size="small" icon={<SettingOutlined />} data-testid={props.testId}>
        {t('resources.common.columns')}
      </Button>
    </Popover>
  );
}
