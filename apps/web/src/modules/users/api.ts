import type { GrantableMenu, UserInput, UserLockout, UserRecord } from '@kibo/contracts';
import { apiGet, apiSend } from '../../platform/api/client.ts';

/** The server's paged list answer (`pageOf` in the contracts). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UserListParams {
  page: number;
  pageSize: number;
  search: string;
  active: 'all' | 'true' | 'false';
}

/** Query keys: `['users', params]` are the lists, invalidated together after a save. */
export const userKeys = {
  list: (params: UserListParams) => ['users', params] as const,
  lists: ['users'] as const,
  detail: (id: number) => ['user', id] as const,
  menus: (language: string) => ['grantableMenus', language] as const,
  lockouts: ['userLockouts'] as const,
};

export const fetchUsers = ({ page, pageSize, search, active }: UserListParams) =>
  apiGet<Page<UserRecord>>('/users', {
    page,
    pageSize,
    search: search.trim() || undefined,
    active: active === 'all' ? undefined : active,
  });

export const fetchUser = (id: number) => apiGet<UserRecord>(`/users/${id}`);

/** Menu names come in the request's language, hence one cache entry per language. */
export const fetchGrantableMenus = () => apiGet<GrantableMenu[]>('/users/menus');

export const saveUser = (input: UserInput, id?: number) =>
  id === undefined
    ? apiSend<UserRecord>('post', '/users', input)
    : apiSend<UserRecord>('put', `/users/${id}`, input);

/** The company's users the login throttle holds back now (few: fetched whole). */
export const fetchLockouts = () => apiGet<UserLockout[]>('/users/lockouts');

export const clearLockout = (id: number) => apiSend<null>('delete', `/users/${id}/lockout`);
