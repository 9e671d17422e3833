import '../platform/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadModuleLocale } from '../modules/locales/index.ts';
import { loadBrand } from '../platform/brand.ts';
import { initI18n } from '../platform/i18n/index.ts';
import { registerOfflineShell } from '../platform/offline-shell.ts';
import { installChunkFailureReload } from '../platform/reload-guard.ts';
import { App } from './App.tsx';

installChunkFailureReload();
registerOfflineShell();
initI18n((language) => loadModuleLocale[language]());
void loadBrand();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
