import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  alertSubscriptions,
  fleetPlates,
  payments,
  userPlates,
  users,
} from '../../../db/schema/index.ts';
import type { VehicleHit } from './vehicle-match.ts';

/**
 * The vehicles an address is tied to: the customer account's registered plates, the fleet of a
 * renter's company (any period: the agent asks about a past rental too), the passage
 * alerts it subscribed (any state: an ended one still says who followed the plate), and the
 * payments it paid. Addresses are compared case-insensitively, each through its lower(email)
 * index. The label never repeats the address: the agent typed it.
 *
 * The alerts' and payments' rows of the address are a subquery with a LIMIT of its own, which
 * the planner cannot merge into the query around it: without it the planner served DISTINCT ...
 * LIMIT by reading the white-label's whole plate index in order, betting that matches come early;
 * for an address that paid nothing it read 400,000 payments (250 ms, bench:console) instead of
 * looking the address up (under 1 ms). The limit also bounds the work of an address that paid
 * thousands of times (a fleet's manager): the answer shows 20 vehicles anyway.
 */
const addressRowsMax = 1000;

export async function vehiclesByEmail(
  db: Database,
  whitelabelId: number,
  email: string,
  limit: number,
): Promise<VehicleHit[]> {
  const alertRows = db
    .select({ plate: alertSubscriptions.plate, country: alertSubscriptions.countryCode })
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.whitelabelId, whitelabelId),
        sql`lower(${alertSubscriptions.email}) = ${email}`,
      ),
    )
    .limit(addressRowsMax)
    .as('alert_rows');
  const payerRows = db
    .select({ plate: payments.plate, country: payments.countryCode })
    .from(payments)
    .where(
      and(
        eq(payments.whitelabelId, whitelabelId),
        sql`${payments.email} is not null`,
        sql`lower(${payments.email}) = ${email}`,
      ),
    )
    .limit(addressRowsMax)
    .as('payer_rows');
  const [accounts, renters, alerts, payers] = await Promise.all([
    db
      .selectDistinct({ plate: userPlates.plate, country: userPlates.countryCode })
      .from(users)
      .innerJoin(userPlates, eq(userPlates.userId, users.id))
      .where(and(eq(users.whitelabelId, whitelabelId), sql`lower(${users.email}) = ${email}`))
      .limit(limit),
    db
      .selectDistinct({ plate: fleetPlates.plate, country: fleetPlates.countryCode })
      .from(users)
      .innerJoin(fleetPlates, eq(fleetPlates.companyId, users.companyId))
      .where(
        and(
          eq(users.whitelabelId, whitelabelId),
          eq(users.accountType, 'renter'),
          sql`lower(${users.email}) = ${email}`,
        ),
      )
      .limit(limit),
    db
      .selectDistinct({ plate: alertRows.plate, country: alertRows.country })
      .from(alertRows)
      .limit(limit),
    db
      .selectDistinct({ plate: payerRows.plate, country: payerRows.country })
      .from(payerRows)
      .limit(limit),
  ]);
  return [
    ...accounts.map((row) => ({ ...row, kind: 'account_email' as const, label: 'account' })),
    ...renters.map((row) => ({ ...row, kind: 'renter_email' as const, label: 'rental fleet' })),
    ...alerts.map((row) => ({ ...row, kind: 'alert_email' as const, label: 'passage alert' })),
    ...payers.map((row) => ({ ...row, kind: 'payer_email' as const, label: 'payer' })),
  ];
}
