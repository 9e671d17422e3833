/** Business constants of spec section 9, shared by server and web. */
export const APP_VERSION = '1.0.80';
export const HTTP_TIMEOUT_MS = 60_000;
export const SETTINGS_CACHE_MS = 24 * 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 60 * 60 * 1000;
export const IDLE_RELOAD_MS = 300_000;
export const MAX_CACHED_VIEWS = 5;
export const MOBILE_BREAKPOINT_PX = 992;
export const RECEIPT_LINE_LIMIT = 1250;
export const ACCOUNT_CODE_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_CURRENCY = 'TRY';
export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export const LANGUAGES = ['tr', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const THEMES = ['light', 'dark', 'compact'] as const;
export type Theme = (typeof THEMES)[number];

/** Cookie names the spec fixes. */
export const COOKIE = {
  language: 'i18n_languages',
  sidebar: 'sidebarStatus',
  theme: 'theme',
} as const;
