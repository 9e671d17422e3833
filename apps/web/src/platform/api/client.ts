import { type Envelope, HTTP_TIMEOUT_MS } from '@kibo/contracts';
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import { tokenStore } from '../storage.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls made without a session (login, brand): a 401 there is no reason to ask to log in again. */
    isPublic?: boolean;
    /** The caller shows the failure itself. */
    silent?: boolean;
  }
}

/** A failed call, with what the server said in its envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly kiboMessage: string,
    readonly errorCode: string,
    readonly errors: Record<string, string[]> = {},
    readonly messages: string[] = [],
    readonly statusText = '',
  ) {
    super(kiboMessage || `HTTP ${status ?? 'no response'}`);
  }
}

type ErrorPresenter = (error: ApiError, config: AxiosRequestConfig) => void;
let presentError: ErrorPresenter = () => {};
/** The shell installs the spec's error catalogue (dialogs, toasts); kept out of here so the client has no UI. */
export const setErrorPresenter = (presenter: ErrorPresenter) => {
  presentError = presenter;
};
/** Shows a failure of a call made `silent` after all (the caller decided it is the user's to see). */
export const presentApiError = (error: ApiError, config: AxiosRequestConfig = {}) =>
  presentError(error, config);

export const http = axios.create({ baseURL: '/api', timeout: HTTP_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = tokenStore.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', i18n.language || 'tr');
  return config;
});

http.interceptors.response.use(undefined, (failure: AxiosError<Envelope<unknown>>) => {
  const response = failure.response;
  const body = response?.data?.Response;
  const error = new ApiError(
    response?.status,
    body?.kiboMessage ?? '',
    body?.errorCode ?? '',
    body?.errors,
    body?.messages,
    response?.statusText ?? '',
  );
  // Spec: a call that got no answer at all passes its error on silently.
  if (response && !failure.config?.silent) presentError(error, failure.config ?? {});
  return Promise.reject(error);
});

/** GET, unwrapped to the envelope's data. */
export async function apiGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  const { data } = await http.get<Envelope<T>>(url, { ...config, params });
  return data.Response.data;
}

/** POST/PUT/DELETE, with the server's message for the success toast. */
export async function apiSend<T>(
  method: 'post' | 'put' | 'delete',
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<{ data: T; message: string }> {
  const { data } = await http.request<Envelope<T>>({ ...config, method, url, data: body });
  return { data: data.Response.data, message: data.Response.kiboMessage };
}
