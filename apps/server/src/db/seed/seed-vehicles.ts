import { vehicleRegistry } from '../schema/index.ts';
import { type DemoPlate, demoPlates, storedPlate } from '../../demo/plates.ts';
import type { Queryable } from '../../modules/journeys/repository.ts';
import { updateIfChanged } from './upsert.ts';

/**
 * The vehicle registry's entries of the demo plates (GET /vehicles: model, energy, kind), so a
 * lookup of any of them also shows its vehicle; the electric one says EL. Upserted by plate and
 * country: running it twice changes nothing.
 */
export async function seedDemoVehicles(
  tx: Queryable,
  plates: readonly DemoPlate[] = Object.values(demoPlates),
): Promise<void> {
  const rows = plates.map((demo) => ({
    countryCode: demo.countryCode,
    plate: storedPlate(demo.display),
    ...demo.registry,
  }));
  if (rows.length === 0) return;
  const { set, setWhere } = updateIfChanged(vehicleRegistry, ['model', 'energy', 'vehicleType']);
  await tx
    .insert(vehicleRegistry)
    .values(rows)
    .onConflictDoUpdate({
      target: [vehicleRegistry.countryCode, vehicleRegistry.plate],
      set,
      setWhere,
    });
}
