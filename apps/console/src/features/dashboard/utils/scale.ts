/**
 * A bar's length out of `size` for a value out of the largest: a visible sliver for any value
 * above zero (a day with one passage is not a day with none), nothing for zero.
 */
export function barLength(value: number, largest: number, size: number): number {
  if (value <= 0 || largest <= 0) return 0;
  return Math.max(1, Math.round((value / largest) * size));
}
