import type { PlateCountryCode } from '@portico/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { demoPlates, storedPlate } from '../../demo/plates.ts';
import type { Queryable } from '../../modules/journeys/repository.ts';
import { users } from '../schema/accounts.ts';
import { userPlates } from '../schema/user-plates.ts';
import { demoCustomer } from './seed-customer.ts';

const day = 24 * 60 * 60_000;

/**
 * The demo customer's registered vehicles (profile screen "Veicoli registrati"): a car of its own
 * with trips due, a truck, and the Italian car rented from yesterday to a week ahead (a rental
 * period, its alert toggle shown). Given when the customer has no vehicle, so a start puts them
 * back once all were removed, and leaves any other edit alone.
 */
export async function seedDemoCustomerVehicles(
  tx: Queryable,
  whitelabelId: number,
  now = new Date(),
): Promise<void> {
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.whitelabelId, whitelabelId),
        sql`lower(${users.email}) = lower(${demoCustomer.email})`,
      ),
    );
  if (!customer) return;
  const [held] = await tx
    .select({ n: count() })
    .from(userPlates)
    .where(eq(userPlates.userId, customer.id));
  if ((held?.n ?? 0) > 0) return;
  // Proved as the operator's staff would after seeing the registration papers (issue 24 item 6):
  // the demo customer's trips and alert toggles work at once.
  const own = (display: string, countryCode: PlateCountryCode) => ({
    userId: customer.id,
    whitelabelId,
    countryCode,
    plate: storedPlate(display),
    provenAt: now,
    proofKind: 'operator' as const,
  });
  await tx.insert(userPlates).values([
    own(demoPlates.dueThreeDays.display, 'FR'),
    own(demoPlates.heavy.display, 'FR'),
    {
      ...own(demoPlates.foreign.display, 'IT'),
      validityStartDate: new Date(now.getTime() - day),
      validityEndDate: new Date(now.getTime() + 7 * day),
    },
  ]);
}
