import type { Language, PlateCountryCode } from '@portico/contract';
import { and, asc, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { alertHandovers, alertSubscriptions } from '../../db/schema/alerts.ts';
import { vehicleRegistry } from '../../db/schema/lookups.ts';
import { userPlates } from '../../db/schema/user-plates.ts';
import type { VehicleProofKind } from '../../db/schema/vehicle-proofs.ts';
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
  /** Issue 24 item 6: when the customer proved the vehicle theirs; null until then. */
  provenAt: Date | null;
  /** When the plate's alerts move to the account's address (an open handover), or null. */
  alertHandoverAt: Date | null;
}

export type NewPlate = Pick<
  typeof userPlates.$inferInsert,
  'countryCode' | 'plate' | 'validityStartDate' | 'validityEndDate'
>;

const ownRows = (owner: PlateOwner) =>
  and(eq(userPlates.userId, owner.userId), eq(userPlates.whitelabelId, owner.whitelabelId));

const alerts = alertSubscriptions;

/**
 * The customer's plates in the order they were added, with the registry's vehicle type. The
 * alert toggle is read from the passage alerts, not from the stored column: it is on when the
 * plate's active subscription, still in force at `now`, is the account's address, so a move to
 * another address (the public form), an unsubscribe link or a rental's end shows at once.
 */
export function listPlates(tx: Queryable, owner: PlateOwner, now: Date): Promise<PlateRow[]> {
  return (
    tx
      .select({
        id: userPlates.id,
        countryCode: userPlates.countryCode,
        plate: userPlates.plate,
        vehicleType: vehicleRegistry.vehicleType,
        validityStartDate: userPlates.validityStartDate,
        validityEndDate: userPlates.validityEndDate,
        emailNotifications: sql<boolean>`${alerts.id} is not null`,
        provenAt: userPlates.provenAt,
        // The open handover whose waiting row is the account's address (at most one per plate).
        alertHandoverAt: sql<Date | null>`(
          select h.moves_at from ${alertHandovers} h
          join ${alerts} w on w.id = h.to_subscription_id
          where h.whitelabel_id = ${userPlates.whitelabelId}
            and h.country_code = ${userPlates.countryCode} and h.plate = ${userPlates.plate}
            and h.state = 'open' and w.state = 'pending' and lower(w.email) = lower(${users.email})
          limit 1)`.mapWith(alertHandovers.movesAt),
      })
      .from(userPlates)
      .innerJoin(users, eq(users.id, userPlates.userId))
      .leftJoin(
        vehicleRegistry,
        and(
          eq(vehicleRegistry.countryCode, userPlates.countryCode),
          eq(vehicleRegistry.plate, userPlates.plate),
        ),
      )
      // At most one row: a plate has one active subscription (alert_subscriptions_active_plate_key).
      .leftJoin(
        alerts,
        and(
          eq(alerts.whitelabelId, userPlates.whitelabelId),
          eq(alerts.countryCode, userPlates.countryCode),
          eq(alerts.plate, userPlates.plate),
          eq(alerts.state, 'active'),
          or(isNull(alerts.endTime), gt(alerts.endTime, now)),
          sql`lower(${alerts.email}) = lower(${users.email})`,
        ),
      )
      .where(ownRows(owner))
      .orderBy(asc(userPlates.id))
  );
}

/** A plate of the customer as its alert toggle needs it, with the account's address. */
export interface AlertPlateRow {
  countryCode: PlateCountryCode;
  plate: string;
  validityStartDate: Date | null;
  validityEndDate: Date | null;
  email: string;
  language: Language;
  provenAt: Date | null;
  proofKind: VehicleProofKind | null;
  proofPaymentId: string | null;
}

/**
 * The customer's plate of that id, locked for the rest of the transaction (a removal at the same
 * time waits), with the account's address and language; undefined when not theirs.
 */
export async function lockPlateForAlerts(
  tx: Queryable,
  owner: PlateOwner,
  id: number,
): Promise<AlertPlateRow | undefined> {
  const [row] = await tx
    .select({
      countryCode: userPlates.countryCode,
      plate: userPlates.plate,
      validityStartDate: userPlates.validityStartDate,
      validityEndDate: userPlates.validityEndDate,
      email: users.email,
      language: users.language,
      provenAt: userPlates.provenAt,
      proofKind: userPlates.proofKind,
      proofPaymentId: userPlates.proofPaymentId,
    })
    .from(userPlates)
    .innerJoin(users, eq(users.id, userPlates.userId))
    .where(and(ownRows(owner), eq(userPlates.id, id)))
    .for('update', { of: userPlates });
  return row;
}

export async function countPlates(tx: Queryable, owner: PlateOwner): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userPlates).where(ownRows(owner));
  return row?.n ?? 0;
}

/** Adds a plate and answers its id; undefined when the customer already has it (same country and plate). */
export async function insertPlate(
  tx: Queryable,
  owner: PlateOwner,
  plate: NewPlate,
): Promise<number | undefined> {
  const inserted = await tx
    .insert(userPlates)
    .values({ ...plate, userId: owner.userId, whitelabelId: owner.whitelabelId })
    .onConflictDoNothing({
      target: [userPlates.userId, userPlates.countryCode, userPlates.plate],
    })
    .returning({ id: userPlates.id });
  return inserted[0]?.id;
}

/**
 * Keeps the toggle's outcome on the plate row (a record of the customer's last choice; what the
 * profile shows is read from the alerts: listPlates). False when the customer has no plate of that id.
 */
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

/** Removes a plate; what it was (for its alerts), or undefined when the customer has none of that id. */
export async function deletePlate(
  tx: Queryable,
  owner: PlateOwner,
  id: number,
): Promise<{ countryCode: PlateCountryCode; plate: string } | undefined> {
  const [deleted] = await tx
    .delete(userPlates)
    .where(and(ownRows(owner), eq(userPlates.id, id)))
    .returning({ countryCode: userPlates.countryCode, plate: userPlates.plate });
  return deleted;
}

/** The address of the customer, if the account still exists. */
export async function customerEmail(tx: Queryable, owner: PlateOwner): Promise<string | undefined> {
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, owner.userId), eq(users.whitelabelId, owner.whitelabelId)));
  return row?.email;
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

/** Records the customer's proof of possession of the plate (issue 24 item 6). */
export async function setPlateProof(
  tx: Queryable,
  owner: PlateOwner,
  id: number,
  proof: { provenAt: Date; proofKind: VehicleProofKind; proofPaymentId: string | null },
): Promise<void> {
  await tx
    .update(userPlates)
    .set(proof)
    .where(and(ownRows(owner), eq(userPlates.id, id)));
}

/**
 * Records the operator's proof on the registrations of a plate by the activated customer of
 * this address (case ignored) in the white-label; answers how many there were (0: none).
 */
export async function setOperatorProof(
  tx: Queryable,
  whitelabelId: number,
  vehicle: { countryCode: PlateCountryCode; plate: string },
  email: string,
  now: Date,
): Promise<number> {
  const proved = await tx
    .update(userPlates)
    .set({ provenAt: now, proofKind: 'operator', proofPaymentId: null })
    .where(
      and(
        eq(userPlates.whitelabelId, whitelabelId),
        eq(userPlates.countryCode, vehicle.countryCode),
        eq(userPlates.plate, vehicle.plate),
        sql`${userPlates.userId} in (select ${users.id} from ${users}
          where ${users.whitelabelId} = ${whitelabelId} and ${users.activatedAt} is not null
            and lower(${users.email}) = lower(${email}))`,
      ),
    )
    .returning({ id: userPlates.id });
  return proved.length;
}
