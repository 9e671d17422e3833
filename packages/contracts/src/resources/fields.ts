import {
  isStorableText,
  isTurkishPostalCode,
  isValidEan8,
  isValidEan13,
  isValidIsbn,
  isValidTckn,
  isValidTrIban,
  isValidVkn,
  normalizeIban,
  normalizeIsbn,
} from '@kibo/domain';
import { z } from 'zod';
import { TURKEY_PROVINCES } from '../geo/turkey.ts';
import { unlessMissing } from '../platform/fields.ts';

/**
 * Field kinds: each is built once as a schema here, a widget and a list cell on the web, a column
 * type on the server. Money and quantities travel as decimal strings, never as floats.
 */
export type FieldKind =
  | 'text'
  | 'code'
  | 'textarea'
  | 'integer'
  | 'money'
  | 'quantity'
  | 'percentage'
  | 'date'
  | 'boolean'
  | 'enum'
  | 'reference'
  | 'taxId'
  | 'iban'
  | 'phone'
  | 'email'
  | 'barcode'
  | 'isbn'
  | 'tags'
  | 'image'
  | 'list'
  | 'lines'
  | 'province'
  | 'district';

export interface FieldMeta {
  kind: FieldKind;
  required: boolean;
  /** enum: the values; labels are `resources.<resource>.options.<field>.<value>`. */
  options?: readonly string[];
  /** reference: the resource picked. */
  resource?: string;
  /** text-like: the longest value accepted; list and lines: the most entries. */
  max?: number;
  /** list: the kind of each entry (several barcodes, phones, IBANs). */
  item?: FieldMeta;
  /** lines: the columns of each row (extra units, prices, a book's persons). */
  fields?: Record<string, FieldMeta>;
  /** lines: a new row's values, from the columns' defaults. */
  blank?: Record<string, unknown>;
  /** district: the province field it belongs to. */
  province?: string;
  /** money, quantity, percentage: the most decimals kept, and whether negatives are taken. */
  scale?: number;
  negative?: boolean;
  /** money: the field of the same record holding its currency code; its sign shows beside it (₺). */
  currency?: string;
  /**
   * money: a unit price keeps up to four decimals where its value needs them (1,2345; 150,00); an
   * exchange rate (money or quantity) at least four. Other money shows two.
   */
  shows?: 'price' | 'rate';
  /** quantity: the field of the same record holding its unit; the unit's decimals show (2 Adet, 1,250 kg). */
  unit?: string;
}

export interface Field<S extends z.ZodType = z.ZodType> {
  schema: S;
  meta: FieldMeta;
}

const field = <S extends z.ZodType>(schema: S, meta: FieldMeta): Field<S> => ({ schema, meta });

/**
 * A field whose need depends on others (a rule across fields): the API document says when, since its
 * schema alone cannot.
 */
export const described = <S extends z.ZodType>(field: Field<S>, description: string): Field<S> => ({
  ...field,
  schema: field.schema.meta({ description }) as S,
});

/** What a field holds when nothing is entered: its schema's default, else `otherwise` (a required field). */
export function emptyValueOf(field: Field, otherwise: unknown): unknown {
  const parsed = field.schema.safeParse(undefined);
  return parsed.success ? parsed.data : otherwise;
}

// Text PostgreSQL cannot hold is refused on its field, also where no HTTP guard stands (Excel import).
const cleaned = () =>
  z
    .string({ error: unlessMissing('v.invalid') })
    .refine(isStorableText, { error: 'v.unstorableCharacter' })
    .transform((value) => value.trim());
const trimmed = (max: number) => cleaned().pipe(z.string().max(max, { error: 'v.maxLength' }));
const requiredTrimmed = (max: number) =>
  cleaned().pipe(z.string().min(1, { error: 'v.required' }).max(max, { error: 'v.maxLength' }));

/**
 * A decimal with up to `scale` places, sent as a plain string ("1250.5") or a number, kept as a
 * string. What a person typed ("1.250,50") is read on the web by `parseAmountInput` first; the API
 * reads no locale, so "1,250" is refused rather than guessed (1.25 or 1250).
 */
export const decimal = (scale: number, range: 'nonNegative' | 'any' | 'percent') => {
  const pattern = new RegExp(`^-?\\d{1,15}(\\.\\d{1,${scale}})?$`);
  return z
    .union([z.string(), z.number()], { error: 'v.number' })
    .transform((value) => String(value).trim())
    .refine((value) => pattern.test(value), { error: 'v.number', abort: true })
    .refine((value) => range === 'any' || Number(value) >= 0, { error: 'v.notNegative' })
    .refine((value) => range !== 'percent' || Number(value) <= 100, { error: 'v.percent' });
};

/**
 * Optional text-like fields accept null or nothing and store ''. A preprocess's optionality is read
 * from the schema after it, so the default is stated there too: the API document then calls the field
 * optional, as the server treats it.
 */
const optionalString = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === null ? '' : value), schema.default(''));

function stringField(
  kind: FieldKind,
  options: { required?: boolean; max?: number },
  check?: (value: string) => boolean,
  errorKey = 'v.invalid',
  normalize: (value: string) => string = (value) => value,
) {
  const max = options.max ?? 200;
  const base = (options.required ? requiredTrimmed(max) : trimmed(max)).transform(normalize);
  const schema = check ? base.refine((value) => value === '' || check(value), { error: errorKey }) : base;
  return field(options.required ? schema : optionalString(schema), {
    kind,
    required: Boolean(options.required),
    max,
  });
}

const PROVINCE_NAMES = new Set(TURKEY_PROVINCES.map((province) => province.name));

/** Whether `district` is one of `province`'s districts (both as in the PTT list). */
export const isDistrictOf = (province: string, district: string) =>
  TURKEY_PROVINCES.find((entry) => entry.name === province)?.districts.includes(district) ?? false;

const digitsOnly = (value: string) => value.replace(/\s+/g, '');

export const f = {
  text: (options: { required?: boolean; max?: number } = {}) => stringField('text', options),
  /** A short code the user types or the server generates; unique per company when declared so. */
  code: (options: { required?: boolean; max?: number } = {}) =>
    stringField('code', { max: 30, ...options }, (value) => /^[\p{L}\p{N}._/-]+$/u.test(value), 'v.code'),
  textarea: (options: { max?: number } = {}) => stringField('textarea', { max: 4000, ...options }),
  email: (options: { required?: boolean } = {}) =>
    stringField(
      'email',
      { max: 254, ...options },
      (value) => z.email().safeParse(value).success,
      'v.email',
      (value) => value.toLowerCase(),
    ),
  phone: (options: { required?: boolean } = {}) =>
    stringField('phone', { max: 30, ...options }, (value) => /^\+?[\d\s()-]{7,20}$/.test(value), 'v.phone'),
  /** A VKN (10 digits) or TCKN (11 digits) with its check digits. */
  taxId: (options: { required?: boolean } = {}) =>
    stringField(
      'taxId',
      { max: 11, ...options },
      (value) => isValidVkn(value) || isValidTckn(value),
      'v.vkn',
      digitsOnly,
    ),
  iban: (options: { required?: boolean } = {}) =>
    stringField('iban', { max: 34, ...options }, isValidTrIban, 'v.iban', normalizeIban),
  /** EAN-8/EAN-13 numbers must carry a right check digit; other lengths are in-house codes. */
  barcode: (options: { required?: boolean } = {}) =>
    stringField(
      'barcode',
      { max: 48, ...options },
      (value) =>
        /^[\p{L}\p{N}.-]+$/u.test(value) &&
        (!/^\d+$/.test(value) ||
          (value.length === 13 ? isValidEan13(value) : value.length === 8 ? isValidEan8(value) : true)),
      'v.barcode',
      digitsOnly,
    ),
  isbn: (options: { required?: boolean } = {}) =>
    stringField('isbn', { max: 17, ...options }, isValidIsbn, 'v.isbn', normalizeIsbn),
  integer: (options: { required?: boolean; min?: number; max?: number; default?: number } = {}) => {
    const base = z
      .number({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.number') })
      .int({ error: 'v.integer' })
      .min(options.min ?? 0, { error: 'v.min' })
      .max(options.max ?? 2_147_483_647, { error: 'v.max' });
    const fallback = options.default ?? (options.required ? undefined : null);
    // Forms send '' for an empty box and digits as text; both are read here, once.
    const read = (value: unknown) => {
      if (value === '' || value === null || value === undefined) return fallback;
      return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    };
    // What the API may leave out is stated after the preprocess too, where the API document reads it.
    const after =
      fallback === undefined
        ? base
        : fallback === null
          ? base.nullable().default(null)
          : base.default(fallback);
    return field(z.preprocess(read, after), { kind: 'integer', required: Boolean(options.required) });
  },
  money: (options: { negative?: boolean; currency?: string; shows?: FieldMeta['shows'] } = {}) =>
    field(decimal(4, options.negative ? 'any' : 'nonNegative').default('0'), {
      kind: 'money',
      required: false,
      scale: 4,
      negative: Boolean(options.negative),
      ...(options.currency ? { currency: options.currency } : {}),
      ...(options.shows ? { shows: options.shows } : {}),
    }),
  quantity: (options: { negative?: boolean; default?: string; unit?: string } = {}) =>
    field(decimal(4, options.negative ? 'any' : 'nonNegative').default(options.default ?? '0'), {
      kind: 'quantity',
      required: false,
      scale: 4,
      negative: Boolean(options.negative),
      ...(options.unit ? { unit: options.unit } : {}),
    }),
  percentage: () =>
    field(decimal(2, 'percent').default('0'), { kind: 'percentage', required: false, scale: 2 }),
  date: (options: { required?: boolean } = {}) => {
    const base = z.iso.date({ error: unlessMissing('v.date') });
    return field(
      options.required
        ? base
        : z.preprocess((value) => (value === '' ? null : value), base.nullable().default(null)),
      { kind: 'date', required: Boolean(options.required) },
    );
  },
  boolean: (defaultValue = false) =>
    field(z.boolean({ error: 'v.invalid' }).default(defaultValue), { kind: 'boolean', required: false }),
  enum: <const V extends readonly [string, ...string[]]>(values: V, defaultValue: V[number]) =>
    field(z.enum(values, { error: unlessMissing('v.enum') }).default(defaultValue as never), {
      kind: 'enum',
      required: true,
      options: values,
    }),
  reference: (resource: string, options: { required?: boolean } = {}) => {
    const id = z.coerce
      .number({ error: 'v.invalid' })
      .int({ error: 'v.invalid' })
      .positive({ error: 'v.required' })
      .max(2_147_483_647, { error: 'v.referenceMissing' });
    return field(
      options.required
        ? // Nothing chosen becomes 0, which `positive` reports as a required field.
          z.preprocess((value) => (value === '' || value === null || value === undefined ? 0 : value), id)
        : z.preprocess((value) => (value === '' ? null : value), id.nullable().default(null)),
      { kind: 'reference', required: Boolean(options.required), resource },
    );
  },
  tags: () =>
    field(
      z
        .array(requiredTrimmed(40), { error: 'v.invalid' })
        .max(30, { error: 'v.max' })
        .refine((values) => new Set(values).size === values.length, { error: 'v.repeated' })
        .default([]),
      {
        kind: 'tags',
        required: false,
      },
    ),
  /** Several values of one kind (barcodes, phones, IBANs), each checked as that kind; no repeats. */
  list: (item: Field, options: { max?: number } = {}) => {
    const max = options.max ?? 10;
    return field(
      z
        .array(item.schema, { error: 'v.invalid' })
        .max(max, { error: 'v.max' })
        .refine((values) => new Set(values).size === values.length, { error: 'v.repeated' })
        .default([]),
      { kind: 'list', required: false, item: item.meta, max },
    );
  },
  /** Rows of a small table inside the record (extra units, prices, a book's persons). */
  lines: <S extends Record<string, Field>>(fields: S, options: { max?: number } = {}) => {
    const max = options.max ?? 20;
    const shape = Object.fromEntries(Object.entries(fields).map(([name, sub]) => [name, sub.schema])) as {
      [K in keyof S]: S[K]['schema'];
    };
    return field(
      z
        .array(z.strictObject(shape, { error: 'v.invalid' }), { error: 'v.invalid' })
        .max(max, { error: 'v.max' })
        .default([]),
      {
        kind: 'lines',
        required: false,
        max,
        fields: Object.fromEntries(Object.entries(fields).map(([name, sub]) => [name, sub.meta])),
        blank: Object.fromEntries(
          Object.entries(fields).map(([name, sub]) => [name, emptyValueOf(sub, null)]),
        ),
      },
    );
  },
  /** A customs tariff number (GTİP): twelve digits, dots as printed on a declaration dropped. */
  gtip: () =>
    stringField(
      'text',
      { max: 20 },
      (value) => /^\d{12}$/.test(value),
      'v.gtip',
      (value) => value.replace(/[\s.]/g, ''),
    ),
  /** A Turkish postal code: five digits led by the province's number. */
  postalCode: () => stringField('text', { max: 5 }, isTurkishPostalCode, 'v.postalCode', digitsOnly),
  /** A province of Turkey, by its name in the PTT list. */
  province: () => stringField('province', { max: 40 }, (value) => PROVINCE_NAMES.has(value), 'v.province'),
  /** A district of the province held in field `province`; the pair is checked by the declaration. */
  district: (province: string) => {
    const made = stringField('district', { max: 60 });
    return { ...made, meta: { ...made.meta, province } };
  },
  /** An uploaded image kept as a data URL (PNG, JPEG or WebP), at most about 512 KB. */
  image: () =>
    field(
      optionalString(
        z
          .string()
          .max(700_000, { error: 'v.imageTooLarge' })
          .refine(
            (value) => value === '' || /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(value),
            {
              error: 'v.image',
            },
          ),
      ),
      { kind: 'image', required: false },
    ),
};
