import {
  isSettings,
  type ResourceDef,
  type ResourceImportResult,
  resourcePath,
} from '@kibo/contracts/resources';
import { apiGet, apiSend } from '../api/client.ts';
import { downloadFile } from '../download.ts';

export type ResourceRow = Record<string, unknown> & {
  id: number;
  active: boolean;
  refs: Record<string, string>;
};

export interface ResourcePage {
  list: ResourceRow[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

const pathOf = (def: Pick<ResourceDef, 'name'>) => resourcePath(def.name);
/** Company settings live at `/settings/<name>`, one record per company, without an id. */
const settingsPath = (def: ResourceDef) => `/settings${resourcePath(def.name)}`;

export const resourceKeys = {
  all: (def: Pick<ResourceDef, 'name'>) => ['resource', def.name] as const,
  list: (def: Pick<ResourceDef, 'name'>, params: object) => ['resource', def.name, 'list', params] as const,
  record: (def: Pick<ResourceDef, 'name'>, id: number, copy = false) =>
    ['resource', def.name, copy ? 'copy' : 'record', id] as const,
};

const withoutEmpty = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value !== undefined));

export const fetchPage = (def: ResourceDef, params: Record<string, unknown>) =>
  apiGet<ResourcePage>(pathOf(def), withoutEmpty(params));

export const fetchRecord = (def: ResourceDef, id: number, copy = false, silent = false) =>
  apiGet<ResourceRow>(
    isSettings(def) ? settingsPath(def) : `${pathOf(def)}/${id}${copy ? '/copy' : ''}`,
    undefined,
    { silent },
  );

export const saveRecord = (def: ResourceDef, body: object, id?: number) =>
  apiSend<{ record: ResourceRow; warnings: string[] }>(
    id === undefined ? 'post' : 'put',
    isSettings(def) ? settingsPath(def) : id === undefined ? pathOf(def) : `${pathOf(def)}/${id}`,
    body,
  );

export const setRecordActive = (def: ResourceDef, id: number, active: boolean) =>
  apiSend<null>('put', `${pathOf(def)}/${id}/active`, { active });

export const deleteRecord = (def: ResourceDef, id: number) => apiSend<null>('delete', `${pathOf(def)}/${id}`);

/** Downloads the list as the server streams it, with the screen's filters, sort and columns. */
export const downloadExport = (def: ResourceDef, params: Record<string, unknown>, columns: string[]) =>
  downloadFile(
    `${pathOf(def)}/export`,
    withoutEmpty({ ...params, page: undefined, pageSize: undefined, columns: columns.join(',') }),
    `${def.name}.xlsx`,
  );

/** Sends an Excel sheet to be checked (preview) or imported (commit). */
export function importSheet(def: ResourceDef, file: File, commit: boolean) {
  const form = new FormData();
  form.append('file', file);
  // A few thousand rows are each saved as a form would be: give the server time.
  return apiSend<ResourceImportResult>('post', `${pathOf(def)}/import`, form, {
    params: { commit },
    timeout: 180_000,
  });
}
