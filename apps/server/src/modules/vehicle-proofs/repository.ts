import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import type { Queryable } from '../journeys/repository.ts';

/** A vehicle of a white-label, its plate normalised (contract normalisePlate). */
export interface ProvedVehicle {
  whitelabelId: number;
  countryCode: string;
  plate: string;
}

const p = payments;

/** A settled payment of the vehicle, settled at or after `since` (payments_plate_idx). */
const ofVehicleSince = (vehicle: ProvedVehicle, since: Date) =>
  and(
    eq(p.whitelabelId, vehicle.whitelabelId),
    eq(p.plate, vehicle.plate),
    eq(p.countryCode, vehicle.countryCode),
    eq(p.status, 'SUCCEED'),
    gte(p.settledAt, since),
  );

/**
 * The id of the vehicle's payment whose receipt number (letters and digits only) or order
 * reference is `normalised`.
 * A plate has few payments: they are compared one by one rather than through an index.
 */
export async function findReceiptPayment(
  db: Queryable,
  vehicle: ProvedVehicle,
  normalised: string,
  since: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        ofVehicleSince(vehicle, since),
        or(
          sql`upper(regexp_replace(${p.receiptNumber}, '[^0-9A-Za-z]', '', 'g')) = ${normalised}`,
          // The order reference the receipt e-mail's subject and the PSP's page show.
          sql`upper(${p.reference}) = ${normalised}`,
        ),
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * The id of the vehicle's latest payment made from the account, or whose receipt went to the
 * account's (verified) address.
 */
export async function findAccountPayment(
  db: Queryable,
  vehicle: ProvedVehicle,
  account: { userId: string; email: string },
  since: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        ofVehicleSince(vehicle, since),
        or(eq(p.userId, account.userId), sql`lower(${p.email}) = lower(${account.email})`),
      ),
    )
    .orderBy(desc(p.settledAt))
    .limit(1);
  return row?.id;
}
