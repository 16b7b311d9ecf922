import { and, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AlertDeliveryKind } from '../../db/schema/alerts.ts';
import type { MailKind } from '../../db/schema/mail.ts';
import {
  alertDeliveries,
  alertSubscriptions,
  journeys,
  mailOutbox,
} from '../../db/schema/index.ts';
import { type PlateRef, plateKey, type Queryable } from '../journeys/repository.ts';
import type { AlertMailKind } from './alert-mails.ts';

/**
 * The queries of the alert deliveries: which plates have a live subscription, which journeys an
 * alert is due for, and the one statement that records a delivery and writes its e-mail.
 * Aliases in the SQL below: j = journeys, s = alert_subscriptions.
 */

/** The outbox kind of each delivery kind (the payload is { subscriptionId, journeyId }). */
const outboxKinds = {
  passage: 'alert_passage',
  deadline: 'alert_deadline',
  notice: 'alert_notice',
} as const satisfies Record<AlertDeliveryKind, AlertMailKind & MailKind>;

/**
 * The subscription that tells journey j at `now`, as a lateral subquery s(id): the plate's active
 * subscription in the tenant, proved (issue 24 item 6), confirmed by the journey's start (an address never learns where the
 * vehicle went before it subscribed); a rental's only while it runs (nothing after its end) and
 * only for journeys that started within its period. The rule of the subscription service's
 * coversPassage (alerts/domain.ts), on the journey's first passage, as the renderers check it.
 * LATERAL with LIMIT 1 keeps it one probe of the partial unique index
 * alert_subscriptions_active_plate_key per journey whatever the statistics say: a join the planner
 * may reorder chose, on a table not analyzed yet, to scan every subscription once per candidate
 * (256 ms instead of 0.5 ms for 300 plates; the bench's first minutes).
 */
function tellingSubscription(now: Date): SQL {
  return sql`cross join lateral (
      select s.id from ${alertSubscriptions} s
      where s.whitelabel_id = j.whitelabel_id and s.country_code = j.country_code
        and s.plate = j.plate and s.state = 'active' and s.proven_at is not null
        and s.confirmed_at <= j.first_passage_at
        and (s.end_time is null or (s.end_time > ${now}
          and j.first_passage_at >= s.start_time and j.first_passage_at <= s.end_time))
      limit 1) as s`;
}

/**
 * Records the deliveries of `candidates` (a query of journey_id, subscription_id) and writes one
 * e-mail per delivery, in one statement: the insert into alert_deliveries skips a (journey, kind)
 * already there, and only the rows it really inserted get an e-mail. Two instances delivering the
 * same journey at once: the second insert waits for the first's transaction and then skips, so the
 * e-mail is written once. Answers the number of e-mails written.
 */
export async function deliverAlerts(
  tx: Queryable,
  kind: AlertDeliveryKind,
  candidates: SQL,
): Promise<number> {
  // Both drivers answer execute() with a result holding `rows`.
  const result = (await tx.execute(sql`
    with candidate as (${candidates}),
    told as (
      insert into ${alertDeliveries} (journey_id, kind, subscription_id)
      select journey_id, cast(${kind} as text), subscription_id from candidate
      on conflict do nothing
      returning journey_id, subscription_id)
    insert into ${mailOutbox} (whitelabel_id, kind, recipient, language, payload)
    select s.whitelabel_id, cast(${outboxKinds[kind]} as text), s.email, s.language,
      jsonb_build_object('subscriptionId', s.id, 'journeyId', told.journey_id)
    from told join ${alertSubscriptions} s on s.id = told.subscription_id
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.length;
}

/**
 * Of these plates, those with an active subscription in the tenant: one probe of the partial
 * unique index per plate (LATERAL, see tellingSubscription), the plates sent as one JSON
 * parameter (see passages/recordset.ts).
 */
export async function findSubscribedPlates(
  tx: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<Set<string>> {
  if (plates.length === 0) return new Set();
  const wanted = JSON.stringify(plates.map((ref) => ({ c: ref.countryCode, p: ref.plate })));
  // Both drivers answer execute() with a result holding `rows`.
  const result = (await tx.execute(sql`
    select w.c, w.p from jsonb_to_recordset(cast(${wanted} as text)::jsonb) as w(c text, p text)
    cross join lateral (
      select 1 from ${alertSubscriptions} s
      where s.whitelabel_id = ${whitelabelId} and s.state = 'active' and s.proven_at is not null
        and s.country_code = w.c and s.plate = w.p
      limit 1) as found`)) as unknown as { rows: { c: string; p: string }[] };
  return new Set(result.rows.map((row) => plateKey({ plate: row.p, countryCode: row.c })));
}

/** A journey a rebuild has just written, as the passage e-mail's candidates need it. */
export interface WrittenJourneyRef extends PlateRef {
  id: number;
  whitelabelId: number;
  firstPassageAt: Date;
}

/**
 * These journeys (the caller keeps those that are completed, priced, owed and not paid) with the
 * subscription that tells them. The journeys are sent as one JSON parameter under the journeys
 * alias j rather than read again: their rows were written by the same transaction, and a join on
 * journeys, planned before the table was first analyzed, scanned the tenant's whole table for
 * each statement (190-340 ms in the bench's first minutes).
 */
export function passageCandidates(written: readonly WrittenJourneyRef[], now: Date): SQL {
  const rows = JSON.stringify(
    written.map((journey) => ({
      id: journey.id,
      whitelabel_id: journey.whitelabelId,
      country_code: journey.countryCode,
      plate: journey.plate,
      first_passage_at: journey.firstPassageAt.toISOString(),
    })),
  );
  return sql`select j.id as journey_id, s.id as subscription_id
    from jsonb_to_recordset(cast(${rows} as text)::jsonb) as j(id integer, whitelabel_id integer,
      country_code text, plate text, first_passage_at timestamptz)
    ${tellingSubscription(now)}`;
}

/**
 * The unpaid completed journeys of the tenant whose payment deadline is in (now, until] and that
 * had no reminder yet, oldest deadline first. The deadline is next_transition_at: the end of the
 * 72 h pushed back by answered claims (null while a claim is open: no reminder then); the partial
 * index journeys_next_transition_idx answers the range.
 */
export function deadlineCandidates(
  whitelabelId: number,
  now: Date,
  until: Date,
  limit: number,
): SQL {
  return sql`select j.id as journey_id, s.id as subscription_id
    from ${journeys} j
    ${tellingSubscription(now)}
    where j.next_transition_at > ${now} and j.next_transition_at <= ${until}
      and j.whitelabel_id = ${whitelabelId} and j.completed and j.dunning_kind = 'due'
      and not exists (select 1 from ${alertDeliveries} d
        where d.journey_id = j.id and d.kind = 'deadline')
    order by j.next_transition_at, j.id
    limit ${limit}`;
}

/** The journeys of these ids that are at the notice stage, with the subscription that tells them. */
export function noticeCandidates(journeyIds: readonly number[], now: Date): SQL {
  return sql`select j.id as journey_id, s.id as subscription_id
    from jsonb_array_elements_text(cast(${JSON.stringify(journeyIds)} as text)::jsonb) as w(id)
    join ${journeys} j on j.id = w.id::integer
    ${tellingSubscription(now)}
    where j.dunning_kind = 'notice'`;
}

/** The tenants with at least one active subscription (the reminder job's first question). */
export async function findTenantsWithSubscriptions(db: Queryable): Promise<number[]> {
  const rows = await db
    .selectDistinct({ whitelabelId: alertSubscriptions.whitelabelId })
    .from(alertSubscriptions)
    .where(sql`${alertSubscriptions.state} = 'active'`);
  return rows.map((row) => row.whitelabelId);
}

/**
 * Ends the active rental subscriptions whose period is over at `now` (state ended, rental_over).
 * Reads treat them as inactive from their end anyway; this frees the plate for a new subscription
 * and keeps the active set small. Answers how many were ended.
 */
export async function endPastRentals(
  db: Queryable,
  now: Date,
  { whitelabelId }: { whitelabelId?: number | undefined } = {},
): Promise<number> {
  const rows = await db
    .update(alertSubscriptions)
    .set({ state: 'ended', endReason: 'rental_over', endedAt: now })
    .where(
      and(
        sql`${alertSubscriptions.state} = 'active'`,
        isNotNull(alertSubscriptions.endTime),
        lte(alertSubscriptions.endTime, now),
        whitelabelId === undefined ? undefined : eq(alertSubscriptions.whitelabelId, whitelabelId),
      ),
    )
    .returning({ id: alertSubscriptions.id });
  return rows.length;
}
