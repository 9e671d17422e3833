import { UploadOutlined } from '@ant-design/icons';
import { TURKEY_PROVINCES } from '@kibo/contracts/geo';
import type { FieldMeta, ResourceDef } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, DatePicker, Form, Image, Input, Select, Space, Tag, Upload } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../ledger/format.ts';
import { useDebounced } from '../list-state.ts';
import { DecimalInput, IntegerInput } from '../number/DecimalInput.tsx';
import { settingsStore } from '../settings.ts';
import { useStore } from '../store.ts';
import { fetchPage, fetchRecord, type ResourceRow, resourceKeys } from './api.ts';
import { resourceDef } from './registry.ts';

interface InputProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** The form's own: a field checked on leaving it (a VKN) listens to this. */
  onBlur?: () => void;
  id?: string;
}

interface WidgetContext {
  def: ResourceDef;
  field: string;
  meta: FieldMeta;
  /** Title of the referenced record, known from the loaded record's `refs`. */
  refTitle?: string;
  /** Titles by id, for a column of an inner table whose rows may move (a removed row shifts them). */
  refTitles?: ReadonlyMap<number, string>;
  /** Label of an enum value; by default `resources.<name>.options.<field>.<value>`. */
  optionLabel?: (value: string) => string;
}

/** The largest image file accepted: its data URL stays under the server's limit. */
const IMAGE_MAX_BYTES = 512 * 1024;

/** An image chosen from the computer, kept in the record as a data URL, with a preview. */
function ImageInput({ value, onChange, id }: InputProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const choose = (file: File) => {
    if (file.size > IMAGE_MAX_BYTES) message.error(t('resources.common.imageTooLarge'));
    else {
      const reader = new FileReader();
      reader.onload = () => onChange?.(String(reader.result));
      reader.readAsDataURL(file);
    }
    return false;
  };
  return (
    <Space align="start">
      {typeof value === 'string' && value && (
        <Image src={value} width={96} height={96} style={{ objectFit: 'contain' }} />
      )}
      <Upload accept="image/png,image/jpeg,image/webp" showUploadList={false} beforeUpload={choose}>
        <Button id={id} icon={<UploadOutlined />}>
          {t('resources.common.chooseImage')}
        </Button>
      </Upload>
      {typeof value === 'string' && value && (
        <Button type="text" danger onClick={() => onChange?.('')}>
          {t('resources.common.removeImage')}
        </Button>
      )}
    </Space>
  );
}

const PROVINCE_OPTIONS = TURKEY_PROVINCES.map((province) => ({ value: province.name, label: province.name }));

/** Turkish-aware matching of what the user types against an option's label (İ/ı, ş, ç…). */
export const matchesTr = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLocaleLowerCase('tr')
    .includes(input.toLocaleLowerCase('tr'));

function ProvinceSelect({ value, onChange, id }: InputProps) {
  return (
    <Select
      id={id}
      showSearch={{ filterOption: matchesTr }}
      allowClear
      value={(value as string) || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      options={PROVINCE_OPTIONS}
    />
  );
}

/** The districts of the province chosen in the same form. */
function DistrictSelect({ value, onChange, id, province }: InputProps & { province: string }) {
  const form = Form.useFormInstance();
  const chosen = Form.useWatch(province, form) as string | undefined;
  const districts = TURKEY_PROVINCES.find((entry) => entry.name === chosen)?.districts ?? [];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: matchesTr }}
      allowClear
      disabled={!chosen}
      value={(value as string) || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      options={districts.map((district) => ({ value: district, label: district }))}
    />
  );
}

/** A picker over another resource: searches it on the server as the user types. */
function ReferencePicker({ value, onChange, id, context }: InputProps & { context: WidgetContext }) {
  const { t } = useTranslation();
  const target = resourceDef(context.meta.resource!);
  const [text, setText] = useState('');
  const search = useDebounced(text, 250);
  const { data, isFetching } = useQuery({
    queryKey: ['resource', target.name, 'picker', search],
    queryFn: () => fetchPage(target, { search, pageSize: 20 }),
  });
  const options = (data?.list ?? []).map((row: ResourceRow) => ({
    value: row.id,
    label: String(row[target.titleField] ?? row.id),
  }));
  const chosen = typeof value === 'number' ? value : undefined;
  const known = chosen === undefined ? undefined : (context.refTitles?.get(chosen) ?? context.refTitle);
  const listed = options.some((option) => option.value === chosen);
  // A value set by the program (a default warehouse) comes with no title: its record is asked for,
  // and until it answers the box says it is loading, never shows the bare id.
  const { data: record, isError } = useQuery({
    queryKey: resourceKeys.record(target, chosen ?? 0),
    queryFn: () => fetchRecord(target, chosen!, false, true),
    enabled: chosen !== undefined && known === undefined && data !== undefined && !listed,
    staleTime: 60_000,
  });
  if (chosen !== undefined && !listed) {
    const fetched = record ? String(record[target.titleField] ?? '') : undefined;
    options.unshift({
      value: chosen,
      label: known ?? fetched ?? (isError ? String(chosen) : t('common.loading')),
    });
  }
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      filterOption={false}
      onSearch={setText}
      loading={isFetching}
      options={options}
      placeholder={t('common.searchPlaceholder')}
      notFoundContent={isFetching ? t('common.loading') : undefined}
    />
  );
}

const text = (max?: number, extra: object = {}) =>
  function TextWidget({ value, onChange, onBlur, id }: InputProps) {
    return (
      <Input
        id={id}
        value={(value as string) ?? ''}
        maxLength={max}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
        {...extra}
      />
    );
  };

/** An exchange rate: the Central Bank's six decimals. */
export const RATE_META: FieldMeta = { kind: 'quantity', required: false, scale: 6 };

/** Money and quantities in the one number box, kept as strings end to end (never a float). */
function DecimalWidget({ value, onChange, id, meta }: InputProps & { meta: FieldMeta }) {
  const preferences = useStore(settingsStore).settings?.app.preferences;
  // Money shows two decimals once typed, quantities the company's (/sistem/genel), rates and
  // prices keep what was typed up to their scale.
  const fixed =
    meta.kind === 'money' ? 2 : meta.kind === 'quantity' ? (preferences?.quantity_decimals ?? 0) : 0;
  return (
    <DecimalInput
      id={id}
      scale={meta.scale ?? (meta.kind === 'percentage' ? 2 : 4)}
      fixed={fixed}
      negative={meta.negative}
      style={{ width: '100%' }}
      suffix={meta.kind === 'percentage' ? '%' : undefined}
      value={value as string | null | undefined}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** The input of each field kind, built once for every form. */
export function FieldInput(props: InputProps & { context: WidgetContext }) {
  const { t } = useTranslation();
  const { meta, def, field } = props.context;
  const optionLabel =
    props.context.optionLabel ??
    ((value: string) => t(`resources.${def.name}.options.${field}.${value}`, { defaultValue: value }));
  switch (meta.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          id={props.id}
          rows={3}
          maxLength={meta.max}
          value={(props.value as string) ?? ''}
          onChange={(event) => props.onChange?.(event.target.value)}
        />
      );
    case 'integer':
      return (
        <IntegerInput
          id={props.id}
          style={{ width: '100%' }}
          value={props.value as number | null | undefined}
          onChange={(next) => props.onChange?.(next)}
        />
      );
    case 'money':
    case 'quantity':
    case 'percentage':
      return <DecimalWidget {...props} meta={meta} />;
    case 'date':
      return (
        <DatePicker
          id={props.id}
          format="DD-MM-YYYY"
          value={props.value ? dayjs(props.value as string) : null}
          onChange={(next) => props.onChange?.(next ? next.format('YYYY-MM-DD') : null)}
        />
      );
    case 'boolean':
      return (
        <Checkbox
          id={props.id}
          checked={Boolean(props.value)}
          onChange={(event) => props.onChange?.(event.target.checked)}
        />
      );
    case 'enum':
      return (
        <Select
          id={props.id}
          value={props.value}
          onChange={(next) => props.onChange?.(next)}
          options={(meta.options ?? []).map((option) => ({ value: option, label: optionLabel(option) }))}
        />
      );
    case 'reference':
      return <ReferencePicker {...props} />;
    case 'image':
      return <ImageInput {...props} />;
    case 'province':
      return <ProvinceSelect {...props} />;
    case 'district':
      return <DistrictSelect {...props} province={meta.province!} />;
    case 'list':
    case 'tags':
      return (
        <Select
          id={props.id}
          mode="tags"
          value={(props.value as string[]) ?? []}
          onChange={(next) => props.onChange?.(next)}
          tokenSeparators={[',', ';']}
          open={false}
        />
      );
    case 'email':
      return text(meta.max, { type: 'email', inputMode: 'email' })(props);
    case 'phone':
      return text(meta.max, { type: 'tel', inputMode: 'tel' })(props);
    case 'taxId':
    case 'barcode':
    case 'isbn':
      return text(meta.max, { inputMode: 'numeric', style: { fontFamily: 'monospace' } })(props);
    case 'iban':
      return text(34, { style: { fontFamily: 'monospace' }, placeholder: 'TR' })(props);
    default:
      return text(meta.max)(props);
  }
}

/** How each field kind shows in a list cell. */
export function fieldCell(
  def: ResourceDef,
  field: string,
  row: ResourceRow,
  t: (key: string, options?: { defaultValue: string }) => string,
): ReactNode {
  const meta = def.fields[field]?.meta;
  const value = row[field];
  if (!meta) return String(value ?? '');
  switch (meta.kind) {
    case 'reference':
      return row.refs[field] ?? '';
    case 'enum':
      return t(`resources.${def.name}.options.${field}.${String(value)}`, { defaultValue: String(value) });
    case 'boolean':
      return value ? t('common.yes') : t('common.no');
    case 'date':
      return value ? dayjs(value as string).format('DD-MM-YYYY') : '';
    case 'list':
      return (value as string[]).join(', ');
    case 'tags':
      return (value as string[]).map((tag) => <Tag key={tag}>{tag}</Tag>);
    case 'money':
    case 'quantity':
    case 'percentage':
      return value === null || value === undefined ? '' : formatQuantity(value);
    default:
      return String(value ?? '');
  }
}
