import type { ReportDef } from '@kibo/contracts/resources';
import { Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterField, SearchFilter } from '../ledger/FilterField.tsx';

/**
 * A report's filters as its declaration lists them, each kept in the address as text: dates and
 * records picked by name, choices, a Turkish-aware search and yes/no flags.
 */
export function ReportFilters({
  def,
  values,
  onChange,
}: {
  def: ReportDef;
  values: Record<string, string>;
  onChange(patch: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {Object.entries(def.filters).map(([key, filter]) => {
        const label = t(`reports.${def.name}.filters.${key}`);
        const value = values[key] ?? '';
        const set = (next: string) => onChange({ [key]: next });
        switch (filter.kind) {
          case 'date':
            return (
              <FilterField key={key} label={label} kind="date" value={value} onChange={set} width={150} />
            );
          case 'reference':
            return (
              <FilterField
                key={key}
                label={label}
                kind="reference"
                resource={filter.resource}
                value={value}
                onChange={set}
              />
            );
          case 'choice':
            return (
              <Select
                key={key}
                allowClear={!filter.default}
                aria-label={label}
                placeholder={label}
                style={{ minWidth: 180 }}
                value={value || filter.default || undefined}
                options={filter.options.map((option) => ({
                  value: option,
                  label: t(`${filter.labels ?? `reports.${def.name}.options.${key}`}.${option}`),
                }))}
                onChange={(next?: string) => set(next ?? '')}
              />
            );
          case 'search':
            return <SearchFilter key={key} value={value} onChange={set} />;
          default: // 'flag'
            return (
              <Checkbox
                key={key}
                checked={value === 'true'}
                onChange={(event) => set(event.target.checked ? 'true' : '')}
              >
                {label}
              </Checkbox>
            );
        }
      })}
    </>
  );
}
