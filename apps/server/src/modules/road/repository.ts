import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { gantries, tariffs } from '../../db/schema/index.ts';
import type { RoadLayout } from '../journeys/road-layout.ts';
import type { Tariff } from './domain.ts';

/** Every tariff row of a tenant (a few hundred at most), for pricing in memory. */
export async function findTariffs(db: Database, whitelabelId: number): Promise<Tariff[]> {
  const rows = await db
    .select()
    .from(tariffs)
    .where(eq(tariffs.whitelabelId, whitelabelId))
    .orderBy(asc(tariffs.id));
  return rows.map((row) => ({
    point:
      row.gantryCode !== null ? { gantryCode: row.gantryCode } : { pairCode: row.pairCode ?? '' },
    vehicleClass: row.vehicleClass,
    emissionTier: row.emissionTier,
    validFrom: row.validFrom,
    priceCents: row.priceCents,
  }));
}

/** The road's gantries west to east, for the journey builder and pricing. */
export async function findRoadLayout(db: Database, whitelabelId: number): Promise<RoadLayout> {
  const rows = await db
    .select({
      code: gantries.code,
      pairCode: gantries.pairCode,
      westGate: gantries.westGate,
      eastGate: gantries.eastGate,
    })
    .from(gantries)
    .where(eq(gantries.whitelabelId, whitelabelId))
    .orderBy(asc(gantries.position));
  return { gantries: rows };
}
