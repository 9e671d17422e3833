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

/** What a shipment is charged by: its desi or its kilograms, whichever is more, at least `minDesi`. */
export function chargedDesi(desi: Decimal, weightKg: Decimal, minDesi: Decimal): string {
  const most = [new Big(desi), new Big(weightKg), new Big(minDesi)].reduce((a, b) => (b.gt(a) ? b : a));
  return most.toFixed(2);
}
