import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { prepaymentsPages, vehicleRegistry } from '../../db/schema/index.ts';
import type { PlateRef } from '../journeys/repository.ts';

export type PrepaymentsPageRow = typeof prepaymentsPages.$inferSelect;

/** The white-label's prepayment page, null when it has not written one. */
export async function findPrepaymentsPage(
  db: Database,
  whitelabelId: number,
): Promise<PrepaymentsPageRow | null> {
  const [row] = await db
    .select()
    .from(prepaymentsPages)
    .where(eq(prepaymentsPages.whitelabelId, whitelabelId));
  return row ?? null;
}

/** The registry's energy code of a plate (EL electric...), null when the registry lacks it. */
export async function findRegistryEnergy(db: Database, vehicle: PlateRef): Promise<string | null> {
  const [row] = await db
    .select({ energy: vehicleRegistry.energy })
    .from(vehicleRegistry)
    .where(
      and(
        eq(vehicleRegistry.countryCode, vehicle.countryCode),
        eq(vehicleRegistry.plate, vehicle.plate),
      ),
    );
  return row?.energy ?? null;
}
