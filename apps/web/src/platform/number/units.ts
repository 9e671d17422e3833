import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../api/client.ts';

interface UnitDecimals {
  id: number;
  code: string;
  name: string;
  decimals: number;
}

/** Under the units resource's key: saving a unit refreshes what its quantities show. */
export const unitDecimalsKey = ['resource', 'units', 'decimals'] as const;

/**
 * The decimals a unit's quantities show (declared on the unit, /stok/birim: Adet 0, Kilogram 3), by
 * the unit's id, or by its name where a screen has only the name; undefined while loading or for no
 * unit, which `formatQuantity` reads as "the company's quantity decimals".
 */
export function useUnitDecimals(needed = true): (unit: unknown) => number | undefined {
  const { data } = useQuery({
    queryKey: unitDecimalsKey,
    enabled: needed,
    queryFn: () => apiGet<UnitDecimals[]>('/units/decimals'),
    staleTime: 10 * 60_000,
  });
  return useCallback(
    (unit: unknown) =>
      data?.find((row) => (typeof unit === 'string' ? row.name === unit : row.id === Number(unit)))?.decimals,
    [data],
  );
}
