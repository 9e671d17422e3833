import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, type Language, THEMES, type Theme } from '@kibo/contracts';
import Cookies from 'js-cookie';

export const TOKEN_KEY = 'kibo_access_token';
const YEAR = 365;

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export const languageCookie = {
  get(): Language {
    const value = Cookies.get(COOKIE.language);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
  },
  set: (language: Language) => Cookies.set(COOKIE.language, language, { expires: YEAR, sameSite: 'Lax' }),
};

export const themeCookie = {
  get(): Theme {
    const value = Cookies.get(COOKIE.theme);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'light';
  },
  set: (theme: Theme) => Cookies.set(COOKIE.theme, theme, { expires: YEAR, sameSite: 'Lax' }),
};

/** Spec: the sidebar state is remembered in cookie sidebarStatus ('1' open, '0' closed). */
export const sidebarCookie = {
  get: (): boolean => Cookies.get(COOKIE.sidebar) !== '0',
  set: (open: boolean) => Cookies.set(COOKIE.sidebar, open ? '1' : '0', { expires: YEAR, sameSite: 'Lax' }),
};
