import type { PlateCountryCode } from '@portico/contract';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { vehicleRegistry } from '../../db/schema/lookups.ts';
import { userPlates } from '../../db/schema/user-plates.ts';
import type { Queryable } from '../journeys/repository.ts';

/** Drizzle queries of the customers' registered vehicles (issue 12 item 3). */

/** Whose rows a call may touch: the signed-in customer's, on the request's white-label. */
export interface PlateOwner {
  whitelabelId: number;
  userId: string;
}

export interface PlateRow {
  id: number;
  countryCode: PlateCountryCode;
  plate: string;
  vehicleType: string | null;
  validityStartDate: Date | null;
  validityEndDate: Date | null;
  emailNotifications: boolean;
}

export type NewPlate = Pick<
  typeof userPlates.$inferInsert,
  'countryCode' | 'plate' | 'validityStartDate' | 'validityEndDate'
>;

const ownRows = (owner: PlateOwner) =>
  and(eq(userPlates.userId, owner.userId), eq(userPlates.whitelabelId, owner.whitelabelId));

/** The customer's plates in the order they were added, with the registry's vehicle type. */
export function listPlates(tx: Queryable, owner: PlateOwner): Promise<PlateRow[]> {
  return tx
    .select({
      id: userPlates.id,
      countryCode: userPlates.countryCode,
      plate: userPlates.plate,
      vehicleType: vehicleRegistry.vehicleType,
      validityStartDate: userPlates.validityStartDate,
      validityEndDate: userPlates.validityEndDate,
      emailNotifications: userPlates.emailNotifications,
    })
    .from(userPlates)
    .leftJoin(
      vehicleRegistry,
      and(
        eq(vehicleRegistry.countryCode, userPlates.countryCode),
        eq(vehicleRegistry.plate, userPlates.plate),
      ),
    )
    .where(ownRows(owner))
    .orderBy(asc(userPlates.id));
}

export async function countPlates(tx: Queryable, owner: PlateOwner): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userPlates).where(ownRows(owner));
  return row?.n ?? 0;
}

/** Adds a plate; false when the customer already has it (same country and plate). */
export async function insertPlate(
  tx: Queryable,
  owner: PlateOwner,
  plate: NewPlate,
): Promise<boolean> {
  const inserted = await tx
    .insert(userPlates)
    .values({ ...plate, userId: owner.userId, whitelabelId: owner.whitelabelId })
    .onConflictDoNothing({
      target: [userPlates.userId, userPlates.countryCode, userPlates.plate],
    })
    .returning({ id: userPlates.id });
  return inserted.length > 0;
}

/** Sets a plate's alert toggle; false when the customer has no plate of that id. */
export async function updateNotifications(
  tx: Queryable,
  owner: PlateOwner,
  id: number,
  emailNotifications: boolean,
): Promise<boolean> {
  const updated = await tx
    .update(userPlates)
    .set({ emailNotifications })
    .where(and(ownRows(owner), eq(userPlates.id, id)))
    .returning({ id: userPlates.id });
  return updated.length > 0;
}

/** Removes a plate; false when the customer has no plate of that id. */
export async function deletePlate(tx: Queryable, owner: PlateOwner, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(userPlates)
    .where(and(ownRows(owner), eq(userPlates.id, id)))
    .returning({ id: userPlates.id });
  return deleted.length > 0;
}

/**
 * The addresses of the activated customers of a white-label who registered a plate, first
 * registered first, at most `limit` (a customer has a plate once: one row each).
 */
export async function ownerEmails(
  tx: Queryable,
  whitelabelId: number,
  countryCode: PlateCountryCode,
  plate: string,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(userPlates)
    .innerJoin(users, eq(users.id, userPlates.userId))
    .where(
      and(
        eq(userPlates.whitelabelId, whitelabelId),
        eq(userPlates.countryCode, countryCode),
        eq(userPlates.plate, plate),
        eq(users.accountType, 'customer'),
        isNotNull(users.activatedAt),
      ),
    )
    .orderBy(asc(userPlates.createdAt), asc(userPlates.id))
    .limit(limit);
  return rows.map((row) => row.email);
}

/**
 * Locks the customer's row for the rest of the transaction, so two additions at once count the
 * plates one after the other; false when the account is gone.
 */
export async function lockCustomer(tx: Queryable, owner: PlateOwner): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, owner.userId), eq(users.whitelabelId, owner.whitelabelId)))
    .for('update');
  return rows.length > 0;
}
