import type { Language } from '@kibo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import trTR from 'antd/es/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { brandStore } from '../platform/brand.ts';
import { useStore } from '../platform/store.ts';
import { themeConfig, themeStore } from '../platform/theme.ts';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// Ant Design's Turkish says "Veri Yok" where every other text of ours is in sentence case.
const tr: Locale = { ...trTR, Empty: { ...trTR.Empty, description: 'Veri yok' } };

// Turkish ships with the first page; English and German Ant Design strings load when chosen.
const antdLocales: Record<Language, () => Promise<Locale>> = {
  tr: async () => tr,
  en: async () => (await import('antd/locale/en_US')).default,
  de: async () => (await import('antd/locale/de_DE')).default,
};
const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  tr: async () => undefined,
  en: async () => undefined,
  de: () => import('dayjs/locale/de'),
};

export function App() {
  const { i18n } = useTranslation();
  const theme = useStore(themeStore);
  const brand = useStore(brandStore);
  const [locale, setLocale] = useState<Locale>(tr);
  const language = (i18n.language || 'tr') as Language;

  useEffect(() => {
    let current = true;
    void Promise.all([antdLocales[language](), dayjsLocales[language]()]).then(([next]) => {
      if (!current) return;
      setLocale(next);
      dayjs.locale(language);
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <ConfigProvider locale={locale} theme={themeConfig(theme, brand.color)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
