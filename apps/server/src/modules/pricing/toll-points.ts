import type { TollPoint } from '../road/domain.ts';
import { TripGantriesError } from './errors.ts';

/** What pricing needs to know of a gantry: the pair it belongs to. */
export interface PricedGantry {
  code: string;
  pairCode: string;
}

/**
 * The toll points a trip pays, in the order crossed: each gantry alone, except that both gantries
 * of a pair make one transit toll point (at the place of the first one crossed), which replaces
 * the two single prices (notes/domain.md section 1).
 */
export function tollPointsOf(
  gantriesCrossed: readonly string[],
  gantries: readonly PricedGantry[],
): TollPoint[] {
  const pairOf = new Map(gantries.map((gantry) => [gantry.code, gantry.pairCode]));
  const seen = new Set<string>();
  const crossedPairs = new Map<string, number>();
  for (const code of gantriesCrossed) {
    const pairCode = pairOf.get(code);
    if (pairCode === undefined) throw new TripGantriesError('unknown_gantry', code);
    if (seen.has(code)) throw new TripGantriesError('repeated_gantry', code);
    seen.add(code);
    crossedPairs.set(pairCode, (crossedPairs.get(pairCode) ?? 0) + 1);
  }

  const points: TollPoint[] = [];
  const pairsListed = new Set<string>();
  for (const code of gantriesCrossed) {
    // Both lookups succeeded in the first pass.
    const pairCode = pairOf.get(code) ?? '';
    const pairSize = gantries.filter((gantry) => gantry.pairCode === pairCode).length;
    if (pairSize > 1 && crossedPairs.get(pairCode) === pairSize) {
      if (!pairsListed.has(pairCode)) points.push({ pairCode });
      pairsListed.add(pairCode);
    } else {
      points.push({ gantryCode: code });
    }
  }
  return points;
}
