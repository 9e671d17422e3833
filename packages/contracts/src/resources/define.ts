import { z } from 'zod';
import type { RoleCode } from '../platform/roles.ts';
import { type Field, isDistrictOf } from './fields.ts';

type Fields = Record<string, Field>;
type FieldName<F extends Fields> = keyof F & string;

/** What a role may do besides reading; a resource without a list lets every holder of its menu do it. */
export type ResourceAction = 'create' | 'update' | 'delete';

export interface ResourceSpec<F extends Fields> {
  /** The resource's name: API path `/api/<name>`, i18n `resources.<name>`, audit entity. */
  name: string;
  /** Menus that open it (any one is enough); the server checks them on every call. */
  menus: number[];
  fields: F;
  /** The field that names a record (pickers, audit, messages). */
  titleField: FieldName<F>;
  list: {
    columns: FieldName<F>[];
    /** Fields the search box looks in (Turkish-aware, case- and İ/ı-insensitive). */
    search: FieldName<F>[];
    sort: { field: FieldName<F>; order: 'asc' | 'desc' };
    filters?: FieldName<F>[];
  };
  form: {
    sections: {
      key: string;
      fields: FieldName<F>[];
      /** Shown only while this enum field holds one of these values (the book section of an item). */
      showWhen?: { field: FieldName<F>; values: string[] };
    }[];
  };
  /**
   * Rules across fields (a person needs a TCKN, a company a VKN): each broken rule names the field
   * and the message key. Run by the input schema, so the server and the form agree.
   */
  rules?(input: { [K in keyof F]: z.output<F[K]['schema']> }): {
    field: string;
    key: string;
    params?: Record<string, unknown>;
  }[];
  /** Unique within the company: a duplicate is refused on that field. */
  unique?: FieldName<F>[];
  /** Emptied when a record is copied (codes, barcodes: what must stay unique); `lines.column` too. */
  copyClears?: (FieldName<F> | `${FieldName<F>}.${string}`)[];
  /** Records can be brought in from an Excel sheet (`POST …/import`). */
  importable?: boolean;
  /** Roles (besides admin) allowed each action; absent means every user holding the menu. */
  permissions?: Partial<Record<ResourceAction, RoleCode[]>>;
  /**
   * Menus whose screens pick from this resource without opening it (a document editor picks a
   * warehouse and a series): their holders may read it. Menus of resources that refer to it are
   * readers already.
   */
  readers?: number[];
  /**
   * Fields only holders of one of these menus may see (the buying price, for those who buy): the
   * server leaves them out of every answer to others and keeps their stored value when others save.
   */
  visibleWith?: Partial<Record<FieldName<F>, number[]>>;
}

type InputShape<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

export interface ResourceDef<F extends Fields = Fields> extends ResourceSpec<F> {
  /** Body of create and update. */
  input: z.ZodObject<InputShape<F>>;
  /** A stored record: the input plus id, active flag and reference titles for display. */
  record: z.ZodType;
}

/** Declares a resource once; the server's routes and the web's pages are derived from it. */
export function defineResource<F extends Fields>(spec: ResourceSpec<F>): ResourceDef<F> {
  const shape = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => [name, field.schema]),
  ) as InputShape<F>;
  const districts = Object.entries(spec.fields).filter(([, field]) => field.meta.kind === 'district');
  const input = z.strictObject(shape, { error: 'v.unknownField' }).superRefine((value, context) => {
    const values = value as Record<string, unknown>;
    const broken: { field: string; key: string; params?: Record<string, unknown> }[] = [
      ...(spec.rules?.(value as never) ?? []),
    ];
    for (const [name, { meta }] of districts) {
      const district = values[name] as string;
      if (district && !isDistrictOf(values[meta.province!] as string, district))
        broken.push({ field: name, key: 'v.district' });
    }
    for (const { field, key, params } of broken)
      context.addIssue({ code: 'custom', path: field.split('.').map(pathPart), message: key, params });
  });
  const record = z.looseObject({
    id: z.number().int(),
    active: z.boolean(),
    /** Titles of referenced records, by field name, so lists and forms show names, not ids. */
    refs: z.record(z.string(), z.string()),
  });
  return { ...spec, input, record };
}

const pathPart = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);

export type ResourceInput<D extends ResourceDef> = z.output<D['input']>;

/** A resource's API path below `/api`: `itemTypes` -> `/item-types`. */
export const resourcePath = (name: string) => `/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** List query shared by every resource: paging, sort as `field` or `-field`, search, filters. */
export const resourceListQuery = z.looseObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
  sort: z.string().max(60).optional(),
  search: z.string().trim().max(200).optional(),
  active: z.enum(['true', 'false', 'all']).default('true'),
});

export const resourcePage = z.object({
  list: z.array(z.record(z.string(), z.unknown())),
  total: z.number().int(),
  /** The count stops at this many; beyond it the list says "more than". */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** What an Excel import found (preview) or did (commit), row by row. */
export const resourceImportResult = z.object({
  /** Fields recognised from the first row's titles; titles not recognised are listed as ignored. */
  columns: z.array(z.string()),
  ignored: z.array(z.string()),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  created: z.number().int(),
  rows: z.array(
    z.object({ row: z.number().int(), title: z.string(), errors: z.record(z.string(), z.string()) }),
  ),
});
export type ResourceImportResult = z.infer<typeof resourceImportResult>;

export const resourceSaved = z.object({
  record: z.record(z.string(), z.unknown()),
  /** Accepted, but worth a look (e.g. the same tax number on another account). */
  warnings: z.array(z.string()),
});
