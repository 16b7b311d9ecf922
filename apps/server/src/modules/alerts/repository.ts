import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { type AlertEndReason, alertSubscriptions } from '../../db/schema/alerts.ts';
import { whitelabels } from '../../db/schema/whitelabels.ts';
import type { Queryable } from '../journeys/repository.ts';

export type { Queryable } from '../journeys/repository.ts';

export type SubscriptionRow = typeof alertSubscriptions.$inferSelect;
export type NewPendingSubscription = Pick<
  typeof alertSubscriptions.$inferInsert,
  | 'whitelabelId'
  | 'countryCode'
  | 'plate'
  | 'email'
  | 'language'
  | 'startTime'
  | 'endTime'
  | 'confirmationHash'
  | 'confirmationExpiresAt'
  | 'createdAt'
  | 'provenAt'
  | 'proofKind'
  | 'proofPaymentId'
>;

/** A plate of a white-label: what a subscription follows. */
export interface AlertVehicle {
  whitelabelId: number;
  countryCode: string;
  /** Normalised (contract normalisePlate). */
  plate: string;
}

const t = alertSubscriptions;

const ofVehicle = (vehicle: AlertVehicle) =>
  and(
    eq(t.whitelabelId, vehicle.whitelabelId),
    eq(t.countryCode, vehicle.countryCode),
    eq(t.plate, vehicle.plate),
  );

// Both sides through PostgreSQL's lower(), as the index alert_subscriptions_email_idx is built.
const ofAddress = (whitelabelId: number, email: string) =>
  and(eq(t.whitelabelId, whitelabelId), sql`lower(${t.email}) = lower(${email})`);

/** The tenant's settings document (alert settings are under its `alerts` key). */
export async function findTenantSettings(
  db: Queryable,
  whitelabelId: number,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  return row?.settings ?? {};
}

/**
 * Serialises, until the transaction ends, what changes which address a plate's alerts go to (a
 * key of its own, not the journeys' rebuild locks, so the two never wait for each other).
 */
export async function lockVehicleAlerts(tx: Queryable, vehicle: AlertVehicle): Promise<void> {
  const key = `alert-plate:${vehicle.whitelabelId}:${vehicle.countryCode}:${vehicle.plate}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Serialises the subscription requests of one address, so that concurrent ones (any instance)
 * cannot all read the same count of confirmations and all pass the limit.
 */
export async function lockAddressAlerts(
  tx: Queryable,
  whitelabelId: number,
  email: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`alert-address:${whitelabelId}:`} || lower(${email}), 0))`,
  );
}

/** The plate's active row (at most one: the partial unique index), whatever its rental end. */
export async function findActiveSubscription(
  db: Queryable,
  vehicle: AlertVehicle,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(ofVehicle(vehicle), eq(t.state, 'active')));
  return row;
}

/** Confirmation e-mails sent to the address since `since`: one per row it asked for. */
export async function countConfirmationsSince(
  tx: Queryable,
  whitelabelId: number,
  email: string,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ sent: count() })
    .from(t)
    .where(and(ofAddress(whitelabelId, email), gt(t.createdAt, since)));
  return row?.sent ?? 0;
}

/** The address's earlier requests for the plate: their links stop working (a newer one went). */
export async function supersedePending(
  tx: Queryable,
  vehicle: AlertVehicle,
  email: string,
  now: Date,
): Promise<void> {
  await tx
    .update(t)
    .set({ state: 'ended', endReason: 'superseded', endedAt: now, confirmationHash: null })
    .where(
      and(ofVehicle(vehicle), sql`lower(${t.email}) = lower(${email})`, eq(t.state, 'pending')),
    );
}

export async function insertPending(tx: Queryable, row: NewPendingSubscription): Promise<number> {
  const [inserted] = await tx
    .insert(t)
    .values({ ...row, state: 'pending' })
    .returning({ id: t.id });
  if (!inserted) throw new Error('the alert subscription insert returned no row');
  return inserted.id;
}

/** The row a confirmation link's token stands for (by the token's hash), if it is still usable. */
export async function findByConfirmationHash(
  db: Queryable,
  hash: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.confirmationHash, hash));
  return row;
}

/**
 * The row a confirmation link already confirmed (issue 26 item 16), whatever became of it since:
 * the caller says "already confirmed" only while it is in force.
 */
export async function findByConfirmedHash(
  db: Queryable,
  hash: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.confirmedHash, hash));
  return row;
}

export async function endSubscription(
  tx: Queryable,
  id: number,
  reason: AlertEndReason,
  endedAt: Date,
): Promise<void> {
  await tx
    .update(t)
    .set({ state: 'ended', endReason: reason, endedAt, confirmationHash: null })
    .where(eq(t.id, id));
}

/**
 * Makes a pending row the plate's active one, if it still holds this hash: single use, since the
 * hash goes. Answers whether it did (a concurrent confirmation of the same link took it first).
 */
export async function activateSubscription(
  tx: Queryable,
  id: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const activated = await tx
    .update(t)
    .set({ state: 'active', confirmedAt: now, confirmationHash: null, confirmedHash: hash })
    .where(and(eq(t.id, id), eq(t.state, 'pending'), eq(t.confirmationHash, hash)))
    .returning({ id: t.id });
  return activated.length === 1;
}

/**
 * Ends every active and pending row of an address in a tenant. One statement whatever the
 * address: a known one and an unknown one cost the same and answer nothing.
 */
export async function endAddressSubscriptions(
  db: Queryable,
  whitelabelId: number,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(t)
    .set({ state: 'ended', endReason: 'unsubscribed', endedAt: now, confirmationHash: null })
    .where(and(ofAddress(whitelabelId, email), inArray(t.state, ['pending', 'active'])));
}

/** A subscription of a signed-in customer's verified address: active at once (account-alerts.ts). */
export type NewActiveSubscription = Omit<
  NewPendingSubscription,
  'confirmationHash' | 'confirmationExpiresAt'
>;

export async function insertActive(tx: Queryable, row: NewActiveSubscription): Promise<number> {
  const [inserted] = await tx
    .insert(t)
    .values({ ...row, state: 'active', confirmedAt: row.createdAt })
    .returning({ id: t.id });
  if (!inserted) throw new Error('the alert subscription insert returned no row');
  return inserted.id;
}

/** Ends the address's active and pending rows of one plate (the profile's toggle switched off). */
export async function endAddressPlateSubscriptions(
  tx: Queryable,
  vehicle: AlertVehicle,
  email: string,
  now: Date,
): Promise<void> {
  await tx
    .update(t)
    .set({ state: 'ended', endReason: 'unsubscribed', endedAt: now, confirmationHash: null })
    .where(
      and(
        ofVehicle(vehicle),
        sql`lower(${t.email}) = lower(${email})`,
        inArray(t.state, ['pending', 'active']),
      ),
    );
}

/**
 * Deletes every row of an address in a tenant, whatever its state (a deleted account: its address
 * is erased, not only unsubscribed). Their deliveries go with them (on delete cascade); an alert
 * e-mail still in the outbox then finds no subscription and is skipped.
 */
export async function deleteAddressSubscriptions(
  tx: Queryable,
  whitelabelId: number,
  email: string,
): Promise<number> {
  const deleted = await tx.delete(t).where(ofAddress(whitelabelId, email)).returning({ id: t.id });
  return deleted.length;
}

/**
 * Deletes the rows of requests never confirmed, made before `before`: an address that did not
 * follow its link is kept no longer than the limits need it.
 */
export async function deleteUnconfirmed(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(t)
    .where(and(isNull(t.confirmedAt), ne(t.state, 'active'), lt(t.createdAt, before)))
    .returning({ id: t.id });
  return deleted.length;
}

/** A subscription by id (the handovers' rows). */
export async function findSubscriptionById(
  db: Queryable,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

/**
 * Issue 24: a pending row whose address followed its link while the plate's alerts were in force
 * at another address: confirmed (the hash goes, single use), still pending until the handover
 * moves it. Answers whether it did (a concurrent use of the same link took it first).
 */
export async function markConfirmed(
  tx: Queryable,
  id: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const marked = await tx
    .update(t)
    .set({ confirmedAt: now, confirmationHash: null, confirmedHash: hash })
    .where(and(eq(t.id, id), eq(t.state, 'pending'), eq(t.confirmationHash, hash)))
    .returning({ id: t.id });
  return marked.length === 1;
}

/**
 * A confirmed pending row becomes the plate's active one (a handover moved). Its confirmation
 * time is now: an address never learns of trips from before its alerts started.
 */
export async function activatePending(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const activated = await tx
    .update(t)
    .set({ state: 'active', confirmedAt: now })
    .where(and(eq(t.id, id), eq(t.state, 'pending')))
    .returning({ id: t.id });
  return activated.length === 1;
}

/** A signed-in customer's request waiting for a handover: confirmed (the account's address) and pending. */
export async function insertConfirmedPending(
  tx: Queryable,
  row: NewActiveSubscription,
): Promise<SubscriptionRow> {
  const [inserted] = await tx
    .insert(t)
    .values({ ...row, state: 'pending', confirmedAt: row.createdAt })
    .returning();
  if (!inserted) throw new Error('the alert subscription insert returned no row');
  return inserted;
}

/**
 * The language of one of the address's pending or active rows in the tenant (the unsubscribe
 * confirmation is written in it), or undefined when it has none.
 */
export async function hasLiveSubscription(
  db: Queryable,
  whitelabelId: number,
  email: string,
): Promise<{ language: SubscriptionRow['language'] } | undefined> {
  const [row] = await db
    .select({ language: t.language })
    .from(t)
    .where(and(ofAddress(whitelabelId, email), inArray(t.state, ['pending', 'active'])))
    .orderBy(desc(t.createdAt))
    .limit(1);
  return row;
}
