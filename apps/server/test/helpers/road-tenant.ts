import type { Database } from '../../src/db/database.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../../src/db/seed/demo-road.ts';
import { seedRoad } from '../../src/db/seed/seed-road.ts';
import { createApiKeysService } from '../../src/modules/api-keys/service.ts';
import { createTenant } from './factories.ts';

export interface RoadTenant {
  id: number;
  code: string;
  /** The white-label's name: the network its trips show. */
  name: string;
  host: string;
  /** A fresh API key of the tenant's machines (roadside or back office). */
  key: string;
}

/**
 * A tenant of its own with the A79 road, its 2026 tariffs (or none, to leave trips unpriced) and
 * a fresh API key, so a test's passages and cases never meet another test's.
 */
export async function createRoadTenant(
  db: Database,
  { keyLabel = 'roadside', priced = true }: { keyLabel?: string; priced?: boolean } = {},
): Promise<RoadTenant> {
  const tenant = await createTenant(db);
  await seedRoad(db, tenant.id, {
    gates: a79Gates,
    gantryPairs: a79GantryPairs,
    gantries: a79Gantries,
    tariffs: priced ? a79Tariffs : [],
  });
  const { key } = await createApiKeysService(db).issue(tenant.id, keyLabel);
  return { id: tenant.id, code: tenant.code, name: tenant.whitelabel.name, host: tenant.host, key };
}
