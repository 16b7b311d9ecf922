import {
  apiPrefix,
  type PassageInput,
  passageBatchResultSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { AlertSubscriptionState } from '../../src/db/schema/alerts.ts';
import { alertSubscriptions, mailOutbox, whitelabels } from '../../src/db/schema/index.ts';
import type { AlertDeliverySettings } from '../../src/modules/journeys/settings.ts';
import { uniqueSuffix } from './factories.ts';
import type { RoadTenant } from './road-tenant.ts';

/**
 * The alert jobs' tests: subscriptions written straight into the table (the subscription calls
 * have tests of their own), trips sent through the roadside API, and the alert e-mails read back
 * from the outbox. Each test makes its own tenant and plates.
 */

/** A plate nobody else uses: "AD" and 8 hex digits. */
export function freshPlate(): string {
  return `AD${uniqueSuffix().slice(0, 8).toUpperCase()}`;
}

/** Sends passages through the roadside API; all must be accepted or replays. */
export async function ingest(
  app: FastifyInstance,
  tenant: RoadTenant,
  items: readonly PassageInput[],
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `${apiPrefix}${routes.ingestPassages.path}`,
    headers: {
      [whitelabelHostHeader]: tenant.host,
      'content-type': 'application/json',
      'x-api-key': tenant.key,
    },
    payload: JSON.stringify({ passages: items }),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(passageBatchResultSchema.parse(response.json()).rejected).toEqual([]);
}

export interface SubscriptionFixture {
  state?: AlertSubscriptionState;
  countryCode?: string;
  /** A rental period. */
  rental?: { start: Date; end: Date };
  email?: string;
  /** When the address confirmed (default: 1 January 2026, before every test's trips). */
  confirmedAt?: Date;
  /**
   * Issue 24 item 6: whether the row carries a proof of possession (default: yes, as every row
   * the API writes does; no: a row from before proofs existed).
   */
  proven?: boolean;
}

/** A subscription row of the plate, active by default; answers its id. */
export async function subscribe(
  db: Database,
  tenant: { id: number },
  plate: string,
  {
    state = 'active',
    countryCode = 'FR',
    rental,
    email,
    confirmedAt = new Date('2026-01-01T00:00:00Z'),
    proven = true,
  }: SubscriptionFixture = {},
): Promise<number> {
  const [row] = await db
    .insert(alertSubscriptions)
    .values({
      whitelabelId: tenant.id,
      countryCode,
      plate,
      email: email ?? `${plate.toLowerCase()}@example.org`,
      language: 'it',
      startTime: rental?.start ?? null,
      endTime: rental?.end ?? null,
      state,
      endReason: state === 'ended' ? 'unsubscribed' : null,
      confirmedAt: state === 'pending' ? null : confirmedAt,
      ...(proven ? { provenAt: confirmedAt, proofKind: 'operator' as const } : {}),
    })
    .returning({ id: alertSubscriptions.id });
  if (!row) throw new Error('no subscription row');
  return row.id;
}

/** Writes the tenant's `alerts` settings (other keys of its settings document stay). */
export async function setAlertSettings(
  db: Database,
  tenant: { id: number },
  alerts: Partial<AlertDeliverySettings>,
): Promise<void> {
  await db
    .update(whitelabels)
    .set({
      settings: sql`jsonb_set(${whitelabels.settings}, '{alerts}', ${JSON.stringify(alerts)}::jsonb)`,
    })
    .where(eq(whitelabels.id, tenant.id));
}

export interface AlertMail {
  kind: string;
  recipient: string;
  language: string;
  payload: Record<string, unknown>;
}

/** The tenant's alert e-mails in the outbox (of one kind, or all), oldest first. */
export async function alertMails(
  db: Database,
  tenant: { id: number },
  kind?: 'alert_passage' | 'alert_deadline' | 'alert_notice',
): Promise<AlertMail[]> {
  return db
    .select({
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      language: mailOutbox.language,
      payload: mailOutbox.payload,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.whitelabelId, tenant.id),
        // The subscription service's own e-mails (confirmation, moved) are not the jobs'.
        inArray(
          mailOutbox.kind,
          kind ? [kind] : ['alert_passage', 'alert_deadline', 'alert_notice'],
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id));
}
