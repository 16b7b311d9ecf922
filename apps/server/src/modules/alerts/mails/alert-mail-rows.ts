import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { alertSubscriptions, journeys, whitelabels } from '../../../db/schema/index.ts';

/**
 * What the alert renderers read at send time, by the ids of the outbox payload: the rows as they
 * are then (a subscription may have ended, a journey been paid or deleted since the enqueue).
 */

export type SubscriptionRow = typeof alertSubscriptions.$inferSelect;
export type JourneyRow = typeof journeys.$inferSelect;

export interface OperatorRow {
  name: string;
  hosts: string[];
}

export async function findSubscription(
  db: Database,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id));
  return row;
}

export async function findJourney(db: Database, id: number): Promise<JourneyRow | undefined> {
  const [row] = await db.select().from(journeys).where(eq(journeys.id, id));
  return row;
}

/** The white-label's name (the e-mail's frame) and hosts (where its links point). */
export async function findOperator(
  db: Database,
  whitelabelId: number,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select({ name: whitelabels.name, hosts: whitelabels.hosts })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  return row;
}
