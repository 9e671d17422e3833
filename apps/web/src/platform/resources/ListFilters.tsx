import type { ResourceDef } from '@kibo/contracts/resources';
import { Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './widgets.tsx';

interface Props {
  def: ResourceDef;
  values: Record<string, string | undefined>;
  onChange(field: string, value: string): void;
}

/** The declared filters of a list, each with its field kind's widget; values live in the address. */
export function ListFilters({ def, values, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {(def.list.filters ?? []).map((field) => {
        const meta = def.fields[field]!.meta;
        const value = values[field] ?? '';
        const label = t(`resources.${def.name}.fields.${field}`);
        let control: React.ReactNode;
        if (meta.kind === 'enum' || meta.kind === 'boolean')
          control = (
            <Select
              allowClear
              style={{ minWidth: 150 }}
              aria-label={label}
              placeholder={t('resources.common.all')}
              value={value || undefined}
              onChange={(next) => onChange(field, next ?? '')}
              options={(meta.kind === 'boolean' ? ['true', 'false'] : (meta.options ?? [])).map((option) => ({
                value: option,
                label:
                  meta.kind === 'boolean'
                    ? t(option === 'true' ? 'common.yes' : 'common.no')
                    : t(`resources.${def.name}.options.${field}.${option}`, { defaultValue: option }),
              }))}
            />
          );
        else if (meta.kind === 'reference' || meta.kind === 'province')
          control = (
            <div style={{ minWidth: 200 }}>
              <FieldInput
                value={meta.kind === 'reference' ? (value ? Number(value) : null) : value}
                onChange={(next) => onChange(field, next === null || next === undefined ? '' : String(next))}
                context={{ def, field, meta }}
              />
            </div>
          );
        else
          control = (
            <Input
              allowClear
              aria-label={label}
              style={{ width: 160 }}
              value={value}
              onChange={(event) => onChange(field, event.target.value)}
            />
          );
        return (
          <Space key={field} size={4}>
            <Typography.Text type="secondary">{label}:</Typography.Text>
            {control}
          </Space>
        );
      })}
    </>
  );
}
