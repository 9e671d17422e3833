import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { type TillCatalogue, tillCatalogue } from '../catalogue.ts';
import { keepCopyFresh } from './local-catalogue.ts';

/**
 * The till's catalogue for the signed-in company. The till opens at once on whatever the device
 * holds; while it is open the copy refreshes in the background (only what changed) and the search
 * index is built, so scans and searches never wait for the server.
 */
export function useTillCatalogue(): TillCatalogue {
  const settings = useStore(settingsStore).settings;
  const companyId = settings?.app.company_id ?? 0;
  const warehouseId = settings?.app.preferences.default_warehouse_id ?? null;
  const catalogue = useMemo(() => tillCatalogue(companyId), [companyId]);
  const queryClient = useQueryClient();
  // The till reads its sale rules (discounts, points, scale labels) from the copy: read again after
  // each refresh, so an open till follows a change made in the office.
  useEffect(
    () =>
      companyId
        ? keepCopyFresh(companyId, warehouseId, () => {
            void queryClient.invalidateQueries({ queryKey: ['pos', 'setup'] });
          })
        : undefined,
    [companyId, warehouseId, queryClient],
  );
  return catalogue;
}
