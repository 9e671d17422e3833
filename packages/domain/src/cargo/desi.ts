import { Big, type Decimal } from '../money.ts';

// Desi: a parcel's volumetric weight, which Turkish carriers charge by when it is more than the
// kilograms: length × width × height in centimetres over a divisor (3000 at most carriers).

/** The desi of a box, to two places, rounded up (a carrier never rounds a parcel down). */
export function desiOf(
  box: { lengthCm: Decimal; widthCm: Decimal; heightCm: Decimal },
  divisor: number,
): string {
  return new Big(box.lengthCm)
    .times(box.widthCm)
    .times(box.heightCm)
    .div(divisor)
    .round(2, Big.roundUp)
    .toFixed(2);
}

/** The desi a shipment is sent with: its own, but never under the carrier's least for each parcel. */
export function chargedDesi(desi: Decimal, parcels: number, minDesiPerParcel: Decimal): string {
  const least = new Big(minDesiPerParcel).times(parcels);
  const own = new Big(desi);
  return (own.lt(least) ? least : own).toFixed(2);
}
