import type { Brand } from '@kibo/contracts';
import { apiGet } from './api/client.ts';
import { createStore } from './store.ts';

const FALLBACK: Brand = {
  code: 'general',
  name: 'Kibo',
  color: '#1f6feb',
  favicon: '/brand/general/favicon.svg',
  logo: '/brand/general/logo.svg',
  email: '',
  phone: '',
};

export const brandStore = createStore<Brand>(FALLBACK);

/** The brand comes from the host name; a failure only gets logged (spec) and the general look stays. */
export async function loadBrand(): Promise<void> {
  try {
    const brand = await apiGet<Brand>('/brand', undefined, { isPublic: true, silent: true });
    brandStore.set(brand);
    const link = document.getElementById('favicon') as HTMLLinkElement | null;
    if (link) link.href = brand.favicon;
  } catch (error) {
    console.warn('brand could not be loaded', error);
  }
}
