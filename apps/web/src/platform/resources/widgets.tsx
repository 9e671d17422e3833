import { UploadOutlined } from '@ant-design/icons';
import { TURKEY_PROVINCES } from '@kibo/contracts/geo';
import type { FieldMeta, ResourceDef } from '@kibo/contracts/resources';
import { currencySign, formatRate, trIncludes } from '@kibo/domain';
import { App, Button, Checkbox, DatePicker, Form, Image, Input, Select, Space, Tag, Upload } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatPrice, formatQuantity } from '../ledger/format.ts';
import { DecimalInput, IntegerInput } from '../number/DecimalInput.tsx';
import { dateFormatsOf, shownNumberLocale } from '../number/locale.ts';
import { useUnitDecimals } from '../number/units.ts';
import { settingsStore } from '../settings.ts';
import { useStore } from '../store.ts';
import type { ResourceRow } from './api.ts';
import { ReferencePicker } from './ReferencePicker.tsx';

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
  /** Inside an inner table: the path of the field's row, where its currency and unit fields are. */
  row?: (string | number)[];
  /** Label of an enum value; by default `resources.<name>.options.<field>.<value>`. */
  optionLabel?: (value: string) => string;
  /** A reference field of an entry form offers "+ Yeni" (filters do not). */
  create?: boolean;
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

/** Turkish-aware matching of what the user types against an option's label, with or without Turkish letters. */
export const matchesTr = (input: string, option?: { label?: unknown }) =>
  trIncludes(String(option?.label ?? ''), input);

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
export const RATE_META: FieldMeta = { kind: 'quantity', required: false, scale: 6, shows: 'rate' };

/** What a field's decimals show with, once typed and in lists: `formatMoney`'s rules per kind. */
function shownDecimals(meta: FieldMeta, unitDecimals: number | undefined, preferences?: Preferences) {
  if (meta.shows === 'rate') return 4;
  if (meta.kind === 'quantity') return unitDecimals ?? preferences?.quantity_decimals ?? 0;
  if (meta.kind !== 'money') return 0;
  return meta.shows === 'price' ? (preferences?.price_decimals ?? 2) : 2;
}

type Preferences = NonNullable<ReturnType<typeof settingsStore.get>['settings']>['app']['preferences'];

/**
 * Money and quantities in the one number box, kept as strings end to end (never a float), shown as
 * the lists show them: money two decimals (and its currency's sign where the record names it), a
 * price up to four where needed, a quantity its unit's decimals (the unit chosen in the same form),
 * a rate four or more.
 */
function DecimalWidget({ value, onChange, id, context }: InputProps & { context: WidgetContext }) {
  const { meta, row = [] } = context;
  const preferences = useStore(settingsStore).settings?.app.preferences;
  // The unit and the currency chosen in the same form (none outside one: a filter).
  const unitId = Form.useWatch([...row, meta.unit ?? ''], { preserve: true }) as unknown;
  const currency = Form.useWatch([...row, meta.currency ?? ''], { preserve: true }) as string | undefined;
  const unitDecimals = useUnitDecimals(Boolean(meta.unit))(meta.unit ? unitId : undefined);
  // Only where the record names its currency: a voucher's amount may be in euros without saying so here.
  const sign = meta.kind === 'money' && meta.currency ? currency : undefined;
  return (
    <DecimalInput
      id={id}
      scale={meta.scale ?? (meta.kind === 'percentage' ? 2 : 4)}
      fixed={shownDecimals(meta, unitDecimals, preferences)}
      negative={meta.negative}
      style={{ width: '100%' }}
      suffix={meta.kind === 'percentage' ? '%' : sign ? currencySign(sign) : undefined}
      value={value as string | null | undefined}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** The input of each field kind, built once for every form. */
export function FieldInput(props: InputProps & { context: WidgetContext }) {
  const { t, i18n } = useTranslation();
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
      return <DecimalWidget {...props} />;
    case 'date':
      return (
        <DatePicker
          id={props.id}
          format={dateFormatsOf(i18n.language)}
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
      return (
        <ReferencePicker
          id={props.id}
          value={props.value}
          onChange={props.onChange}
          meta={meta}
          title={
            typeof props.value === 'number'
              ? (props.context.refTitles?.get(props.value) ?? props.context.refTitle)
              : undefined
          }
          create={props.context.create}
        />
      );
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

/**
 * How each field kind shows in a list cell, as its box shows it once left: money with two decimals
 * and its currency's sign (the company's currency where the record names none), a price up to four
 * where needed, a quantity in its unit's decimals (`unitDecimals`, by the unit's id).
 */
export function fieldCell(
  def: ResourceDef,
  field: string,
  row: ResourceRow,
  t: (key: string, options?: { defaultValue: string }) => string,
  unitDecimals?: (unitId: unknown) => number | undefined,
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
      return formatDate(value);
    case 'list':
      return (value as string[]).join(', ');
    case 'tags':
      return (value as string[]).map((tag) => <Tag key={tag}>{tag}</Tag>);
    case 'money':
      if (value === null || value === undefined) return '';
      if (meta.shows === 'rate') return formatRate(String(value), shownNumberLocale());
      if (meta.shows === 'price') return `${formatPrice(value)} ${currencySign(currencyOf(meta, row))}`;
      return formatMoney(value, currencyOf(meta, row));
    case 'quantity':
      if (value === null || value === undefined) return '';
      return formatQuantity(value, meta.unit ? unitDecimals?.(row[meta.unit]) : undefined);
    case 'percentage':
      return value === null || value === undefined ? '' : formatQuantity(value, 0);
    default:
      return String(value ?? '');
  }
}

/** An amount's currency: the record's own where the field names one, else the company's. */
const currencyOf = (meta: FieldMeta, row: ResourceRow) =>
  String((meta.currency ? row[meta.currency] : '') || defaultCurrency());

const defaultCurrency = () => settingsStore.get().settings?.app.preferences.default_currency ?? 'TRY';
