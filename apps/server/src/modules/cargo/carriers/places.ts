import { searchFold, trUpper } from '@kibo/domain';
import type { CarrierPlace } from './types.ts';
import { CarrierError } from './types.ts';

// Our provinces and districts (PTT's list, `@kibo/contracts/geo`) in a carrier's own terms. The
// carriers that take names write them in Turkish capitals; the one that takes codes (MNG) is matched
// by name against the lists its service publishes, letters folded so "Eyupsultan" finds "EYÜPSULTAN".

/** Our names in capitals, as the name-taking carriers write them ("İSTANBUL", "KADIKÖY"). */
export const namedPlace = (province: string, provincePlate: number, district: string): CarrierPlace => ({
  provinceName: trUpper(province),
  districtName: trUpper(district),
  provinceCode: String(provincePlate).padStart(2, '0'),
});

/** Folded for matching: case, Turkish letters and spacing do not count. */
export const placeKey = (name: string): string => searchFold(name).replace(/[^a-z0-9]/g, '');

/** Finds our name in a carrier's list by its folded spelling, or refuses in the clerk's words. */
export function matchPlace<T extends { name: string }>(
  list: readonly T[],
  name: string,
  carrierTitle: string,
  what: 'il' | 'ilçe',
): T {
  const key = placeKey(name);
  const found = list.find((entry) => placeKey(entry.name) === key);
  if (!found)
    throw new CarrierError(
      'refused',
      'PLACE',
      `${carrierTitle} ${what} listesinde "${name}" bulunamadı; alıcının adresindeki ${what} adını düzeltin.`,
    );
  return found;
}
