import type {
  CompanyInput,
  CompanyRecord,
  NewCompanyInput,
  VendorUserInput,
  VendorUserRecord,
} from '@kibo/contracts';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import type { Page } from '../users/api.ts';

export interface CompanyListParams {
  page: number;
  pageSize: number;
  search: string;
}

export interface VendorUserListParams extends CompanyListParams {
  companyId: number | undefined;
}

/** Query keys; the `list` prefixes are invalidated after a save. */
export const licensingKeys = {
  companies: ['licensing', 'companies'] as const,
  companyList: (params: CompanyListParams) => ['licensing', 'companies', params] as const,
  company: (id: number) => ['licensing', 'company', id] as const,
  users: ['licensing', 'users'] as const,
  userList: (params: VendorUserListParams) => ['licensing', 'users', params] as const,
  user: (id: number) => ['licensing', 'user', id] as const,
};

export const fetchCompanies = ({ page, pageSize, search }: CompanyListParams) =>
  apiGet<Page<CompanyRecord>>('/licensing/companies', { page, pageSize, search: search.trim() || undefined });

export const fetchCompany = (id: number) => apiGet<CompanyRecord>(`/licensing/companies/${id}`);

/** A new company (no `id`) carries its first administrator. */
export const saveCompany = (input: CompanyInput | NewCompanyInput, id?: number) =>
  id === undefined
    ? apiSend<CompanyRecord>('post', '/licensing/companies', input)
    : apiSend<CompanyRecord>('put', `/licensing/companies/${id}`, input);

export const fetchVendorUsers = ({ page, pageSize, search, companyId }: VendorUserListParams) =>
  apiGet<Page<VendorUserRecord>>('/licensing/users', {
    page,
    pageSize,
    search: search.trim() || undefined,
    companyId,
  });

export const fetchVendorUser = (id: number) => apiGet<VendorUserRecord>(`/licensing/users/${id}`);

export const saveVendorUser = (id: number, input: VendorUserInput) =>
  apiSend<VendorUserRecord>('put', `/licensing/users/${id}`, input);
