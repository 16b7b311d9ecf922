import type { TenantRoad, TenantTollPointPrices } from '@portico/contract/tenant-file';

type TenantRoadInput = Omit<TenantRoad, 'gates'> & {
  gates: (Omit<TenantRoad['gates'][number], 'names'> & { names?: GateSeed['names'] })[];
};
import type { GantryPairSeed, GantrySeed, GateSeed } from '../../db/seed/road.ts';
import type { RoadSeed } from '../../db/seed/seed-road.ts';
import {
  emissionTiersOf,
  type Tariff,
  type TollPoint,
  vehicleClasses,
  type VehicleClass,
} from '../road/domain.ts';

/**
 * The road of a tenant file as the database's rows, and back. The file groups prices as the
 * operator's leaflet does (a toll point, each class's prices); the table has one row per toll
 * point, class, emission tier and date.
 */

const classKeys = {
  1: 'class1',
  2: 'class2',
  3: 'class3',
  4: 'class4',
  5: 'class5',
} as const satisfies Record<VehicleClass, string>;

function tollPointOf(prices: TenantTollPointPrices): TollPoint {
  return prices.gantry !== undefined
    ? { gantryCode: prices.gantry }
    : { pairCode: prices.pair ?? '' };
}

function pointKey(point: TollPoint): string {
  return 'gantryCode' in point ? `gantry ${point.gantryCode}` : `pair ${point.pairCode}`;
}

export function roadRows(road: TenantRoad): RoadSeed {
  const gates: GateSeed[] = road.gates.map((gate) => ({
    code: gate.code,
    label: gate.label,
    names: gate.names ?? null,
    normalizedGate: gate.normalizedGate,
  }));
  const gantryPairs: GantryPairSeed[] = road.gantryPairs.map(({ code, name }) => ({ code, name }));
  const gantries: GantrySeed[] = road.gantries.map((gantry) => ({
    code: gantry.code,
    name: gantry.name,
    pairCode: gantry.pair,
    side: gantry.side,
    westGate: gantry.westGate,
    eastGate: gantry.eastGate,
  }));
  const tariffs: Tariff[] = road.tariffs.flatMap(({ validFrom, points }) =>
    points.flatMap((prices) => {
      const point = tollPointOf(prices);
      return vehicleClasses.flatMap((vehicleClass) => {
        const classPrices: Readonly<Record<string, number>> = prices[classKeys[vehicleClass]];
        return emissionTiersOf(vehicleClass).map((emissionTier) => ({
          point,
          vehicleClass,
          emissionTier,
          validFrom,
          priceCents: classPrices[emissionTier] ?? 0,
        }));
      });
    }),
  );
  return { gates, gantryPairs, gantries, tariffs };
}

/**
 * Rows back to the file's shape: tariffs grouped by date, then toll point, in the rows' order.
 * Stored names are typed partial: the caller parses the result again, which checks them.
 */
export function fileRoad(rows: RoadSeed): TenantRoadInput {
  const byDate = new Map<
    string,
    Map<string, { point: TollPoint; prices: Map<VehicleClass, Record<string, number>> }>
  >();
  for (const tariff of rows.tariffs) {
    const points = byDate.get(tariff.validFrom) ?? new Map();
    byDate.set(tariff.validFrom, points);
    const key = pointKey(tariff.point);
    const entry = points.get(key) ?? { point: tariff.point, prices: new Map() };
    points.set(key, entry);
    const classPrices = entry.prices.get(tariff.vehicleClass) ?? {};
    classPrices[tariff.emissionTier] = tariff.priceCents;
    entry.prices.set(tariff.vehicleClass, classPrices);
  }
  const light = (prices: Record<string, number> | undefined) => ({
    standard: prices?.standard ?? 0,
    low_emission: prices?.low_emission ?? 0,
  });
  const heavy = (prices: Record<string, number> | undefined) => ({
    euro0_3: prices?.euro0_3 ?? 0,
    euro4: prices?.euro4 ?? 0,
    euro5: prices?.euro5 ?? 0,
    euro6_7: prices?.euro6_7 ?? 0,
  });
  return {
    gates: rows.gates.map((gate) => ({
      code: gate.code,
      label: gate.label,
      ...(gate.names ? { names: gate.names } : {}),
      normalizedGate: gate.normalizedGate,
    })),
    gantryPairs: rows.gantryPairs.map(({ code, name }) => ({ code, name })),
    gantries: rows.gantries.map((gantry) => ({
      code: gantry.code,
      name: gantry.name,
      pair: gantry.pairCode,
      side: gantry.side,
      westGate: gantry.westGate,
      eastGate: gantry.eastGate,
    })),
    tariffs: [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([validFrom, points]) => ({
        validFrom,
        points: [...points.values()].map(({ point, prices }) => ({
          ...('gantryCode' in point ? { gantry: point.gantryCode } : { pair: point.pairCode }),
          class1: light(prices.get(1)),
          class2: light(prices.get(2)),
          class3: heavy(prices.get(3)),
          class4: heavy(prices.get(4)),
          class5: light(prices.get(5)),
        })),
      })),
  };
}

/** The key a tariff row is unique by, for comparing a file with the stored rows. */
export function tariffKey(tariff: Tariff): string {
  return `${pointKey(tariff.point)}, class ${tariff.vehicleClass} ${tariff.emissionTier}, from ${tariff.validFrom}`;
}
