/**
 * Resistance past an edge, as on iOS: the further you pull, the less the content follows,
 * approaching `dimension` but never reaching it. `constant` sets the stiffness (0.55 feels native).
 */
export function rubberBand(distance: number, dimension: number, constant = 0.55): number {
  if (distance === 0 || dimension <= 0) return 0;
  const sign = Math.sign(distance);
  const abs = Math.abs(distance);
  return sign * ((abs * dimension * constant) / (dimension + constant * abs));
}
