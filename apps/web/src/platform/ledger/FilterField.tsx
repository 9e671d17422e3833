import { type FieldMeta, items } from '@kibo/contracts/resources';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../resources/widgets.tsx';

/**
 * A report's filter kept in the address as text: a record chosen by name (account, item,
 * warehouse) or a date, with the label screen readers and tests find it by.
 */
export function FilterField({
  label,
  kind,
  resource,
  value,
  onChange,
  width = 220,
}: {
  label: string;
  kind: 'reference' | 'date';
  resource?: string;
  value: string;
  onChange(value: string): void;
  width?: number;
}) {
  const meta = { kind, resource, required: false } as FieldMeta;
  return (
    <fieldset style={{ width, border: 0, margin: 0, padding: 0 }} aria-label={label}>
      <FieldInput
        context={{ def: items, field: resource ?? label, meta }}
        value={kind === 'reference' ? Number(value) || null : value || null}
        onChange={(next) => onChange(next ? String(next) : '')}
      />
    </fieldset>
  );
}

/** A report's Turkish-aware text filter (the server matches it with `containsTr`). */
export function SearchFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      style={{ width: 260 }}
      placeholder={t('common.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
