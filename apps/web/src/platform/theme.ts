import type { Theme } from '@kibo/contracts';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { themeCookie } from './storage.ts';
import { createStore } from './store.ts';

export const themeStore = createStore<Theme>(themeCookie.get());

/** The spec's three themes are Ant Design's algorithms; the brand colour is the primary colour. */
export function themeConfig(theme: Theme, brandColor: string): ThemeConfig {
  const algorithm =
    theme === 'dark'
      ? antdTheme.darkAlgorithm
      : theme === 'compact'
        ? antdTheme.compactAlgorithm
        : antdTheme.defaultAlgorithm;
  return { algorithm, token: { colorPrimary: brandColor, borderRadius: 6 } };
}
