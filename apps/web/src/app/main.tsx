import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { moduleLocales } from '../modules/routes.ts';
import { loadBrand } from '../platform/brand.ts';
import { initI18n } from '../platform/i18n/index.ts';
import { installChunkFailureReload } from '../platform/reload-guard.ts';
import { App } from './App.tsx';

installChunkFailureReload();
initI18n(moduleLocales);
void loadBrand();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
