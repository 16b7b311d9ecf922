import { defaultDemoRoadsideApiKey } from '../../config.ts';
import type { PasswordHasher } from '../../modules/accounts/passwords.ts';
import { applyTenant } from '../../modules/tenants/apply-tenant.ts';
import type { Database } from '../database.ts';
import { demoFleetPlates } from '../../demo/fleet.ts';
import { demoTenant } from './demo-tenant.ts';
import { seedDemoCustomer } from './seed-customer.ts';
import { seedDemoCustomerVehicles } from './seed-customer-vehicles.ts';
import { seedDemoRenter } from './seed-demo-renter.ts';
import { seedTagManagerDemo } from './seed-tag-manager-demo.ts';
import { seedDemoVehicles } from './seed-vehicles.ts';

/** Label of the demo white-label's roadside API key. */
export const demoRoadsideKeyLabel = 'roadside';

export interface DemoSeedOptions {
  /** Key of the demo roadside system (DEMO_ROADSIDE_API_KEY); only its hash is stored. */
  roadsideApiKey?: string;
  /** Seeds the demo customer and renter user (seed-customer.ts) with it; absent in production. */
  customerPasswordHasher?: PasswordHasher | undefined;
}

/**
 * Creates or updates the demo white-label (A79): the tenant file tenants/demo.yaml applied as an
 * operator applies theirs (`npm run tenant -- apply`), then what only a demo has: the vehicle
 * registry's demo plates, a renter and a customer with their passwords, and a second tenant
 * showing the tag manager. Idempotent and all-or-nothing: one transaction, upserts on natural keys.
 */
export async function seedDemo(
  db: Database,
  { roadsideApiKey = defaultDemoRoadsideApiKey, customerPasswordHasher }: DemoSeedOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const whitelabelId = await applyTenant(tx, demoTenant, {
      // The file names DEMO_ROADSIDE_API_KEY: the server's setting of that name (or its default).
      secret: (name) => (name === 'DEMO_ROADSIDE_API_KEY' ? roadsideApiKey : undefined),
      today: new Date().toISOString().slice(0, 10),
    });
    await seedDemoVehicles(tx);
    await seedDemoVehicles(tx, demoFleetPlates);
    await seedDemoRenter(tx, whitelabelId, customerPasswordHasher);
    if (customerPasswordHasher) {
      await seedDemoCustomer(tx, whitelabelId, customerPasswordHasher);
      await seedDemoCustomerVehicles(tx, whitelabelId);
    }
    await seedTagManagerDemo(tx);
  });
}
