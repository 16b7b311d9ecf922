import type { Tariff } from '../../modules/road/domain.ts';
import type { Database } from '../database.ts';
import { gantries, gantryPairs, gates, tariffs } from '../schema/index.ts';
import type { GantryPairSeed, GantrySeed, GateSeed } from './road.ts';
import { updateIfChanged } from './upsert.ts';

export interface RoadSeed {
  gates: readonly GateSeed[];
  gantryPairs: readonly GantryPairSeed[];
  gantries: readonly GantrySeed[];
  tariffs: readonly Tariff[];
}

/**
 * Upserts a white-label's road. Nothing is deleted: journeys and payments of later issues refer
 * to gates, gantries and tariffs, and old tariffs stay valid for old trips.
 */
export async function seedRoad(db: Database, whitelabelId: number, road: RoadSeed): Promise<void> {
  if (road.gates.length > 0) {
    await db
      .insert(gates)
      .values(road.gates.map((gate, position) => ({ ...gate, whitelabelId, position })))
      .onConflictDoUpdate({
        target: [gates.whitelabelId, gates.code],
        ...updateIfChanged(gates, ['label', 'names', 'position', 'normalizedGate']),
      });
  }
  if (road.gantryPairs.length > 0) {
    await db
      .insert(gantryPairs)
      .values(road.gantryPairs.map((pair, position) => ({ ...pair, whitelabelId, position })))
      .onConflictDoUpdate({
        target: [gantryPairs.whitelabelId, gantryPairs.code],
        ...updateIfChanged(gantryPairs, ['name', 'position']),
      });
  }
  if (road.gantries.length > 0) {
    await db
      .insert(gantries)
      .values(road.gantries.map((gantry, position) => ({ ...gantry, whitelabelId, position })))
      .onConflictDoUpdate({
        target: [gantries.whitelabelId, gantries.code],
        ...updateIfChanged(gantries, [
          'name',
          'pairCode',
          'side',
          'position',
          'westGate',
          'eastGate',
        ]),
      });
  }
  if (road.tariffs.length > 0) {
    await db
      .insert(tariffs)
      .values(
        road.tariffs.map((tariff) => ({
          whitelabelId,
          gantryCode: 'gantryCode' in tariff.point ? tariff.point.gantryCode : null,
          pairCode: 'pairCode' in tariff.point ? tariff.point.pairCode : null,
          vehicleClass: tariff.vehicleClass,
          emissionTier: tariff.emissionTier,
          validFrom: tariff.validFrom,
          priceCents: tariff.priceCents,
        })),
      )
      .onConflictDoUpdate({
        target: [
          tariffs.whitelabelId,
          tariffs.gantryCode,
          tariffs.pairCode,
          tariffs.vehicleClass,
          tariffs.emissionTier,
          tariffs.validFrom,
        ],
        ...updateIfChanged(tariffs, ['priceCents']),
      });
  }
}
