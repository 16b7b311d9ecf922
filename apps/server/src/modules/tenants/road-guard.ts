import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journeys } from '../../db/schema/index.ts';
import type { RoadSeed } from '../../db/seed/seed-road.ts';
import { tariffKey } from './road-rows.ts';

/**
 * What applying a file may not do to a stored road (issue 27: "tariffs and gates that trips
 * already use are never rewritten in place"). Trips are priced, re-priced while unpaid, and
 * contested with the road of their day, so:
 * - nothing of the road is removed: a gate, gantry, pair or tariff missing from the file is a
 *   mistake (the file holds the road's whole history), never a deletion;
 * - a tariff whose date has come keeps its price: a new price is a new tariff with a later date;
 * - once the tenant has trips, a gate's normalised gate and a gantry's place (pair, side, gates)
 *   stay as they are, and no new tariff starts before today (it would re-price past trips).
 * Names, labels and future tariffs change freely. Each refusal is a line saying what to do.
 */
export async function roadRewriteProblems(
  db: Database,
  whitelabelId: number,
  stored: RoadSeed,
  proposed: RoadSeed,
  today: string,
): Promise<string[]> {
  const problems: string[] = [];
  const [trip] = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(eq(journeys.whitelabelId, whitelabelId))
    .limit(1);
  const hasTrips = trip !== undefined;

  const kept = <T extends { code: string }>(
    kind: string,
    rows: readonly T[],
    next: readonly T[],
  ) => {
    const byCode = new Map(next.map((row) => [row.code, row]));
    for (const row of rows) {
      if (!byCode.has(row.code)) {
        problems.push(
          `road.${kind} "${row.code}" is stored and missing from the file: the road is never shortened (trips may name it)`,
        );
      }
    }
    return byCode;
  };
  const gates = kept('gates', stored.gates, proposed.gates);
  kept('gantryPairs', stored.gantryPairs, proposed.gantryPairs);
  const gantries = kept('gantries', stored.gantries, proposed.gantries);
  if (hasTrips) {
    for (const gate of stored.gates) {
      const next = gates.get(gate.code);
      if (next && next.normalizedGate !== gate.normalizedGate) {
        problems.push(
          `road.gates "${gate.code}": its normalizedGate cannot change once trips use the road`,
        );
      }
    }
    for (const gantry of stored.gantries) {
      const next = gantries.get(gantry.code);
      if (
        next &&
        (next.pairCode !== gantry.pairCode ||
          next.side !== gantry.side ||
          next.westGate !== gantry.westGate ||
          next.eastGate !== gantry.eastGate)
      ) {
        problems.push(
          `road.gantries "${gantry.code}": its pair, side and gates cannot change once trips use the road`,
        );
      }
    }
  }

  const proposedTariffs = new Map(proposed.tariffs.map((tariff) => [tariffKey(tariff), tariff]));
  const storedKeys = new Set<string>();
  for (const tariff of stored.tariffs) {
    const key = tariffKey(tariff);
    storedKeys.add(key);
    const next = proposedTariffs.get(key);
    if (!next) {
      problems.push(
        `road.tariffs: ${key} is stored and missing from the file: a tariff is never removed`,
      );
    } else if (next.priceCents !== tariff.priceCents && tariff.validFrom <= today) {
      problems.push(
        `road.tariffs: ${key} is in force (${tariff.priceCents} cents): a new price needs a tariff with its own, later validFrom`,
      );
    }
  }
  if (hasTrips) {
    const retroactive = new Set(
      proposed.tariffs
        .filter((tariff) => !storedKeys.has(tariffKey(tariff)) && tariff.validFrom < today)
        .map((tariff) => tariff.validFrom),
    );
    for (const date of retroactive) {
      problems.push(
        `road.tariffs: a new tariff from ${date} would re-price past trips: date it today or later`,
      );
    }
  }
  return problems;
}
