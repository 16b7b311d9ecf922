import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffAbsoluteMs, staffIdleMs } from '../staff/sessions.ts';

/**
 * The statements of the data-retention job (issue 15 item 7), one white-label at a time, each in
 * batches of `batch` rows that commit on their own: a large backlog never holds a long transaction,
 * and an instance killed mid-run leaves only whole batches done (the next run takes the rest).
 * Rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED), never waited for.
 *
 * What is removed and what is kept:
 * - A journey past retention whose money is settled (paid, cancelled, tag-paid or unpriced, or
 *   handed to the prosecutor's officer, whose case lives outside the portal) loses its plate and
 *   its passages; its amounts, dates and numbers stay for the accounts. A journey still owed, or
 *   under an open claim, keeps everything: the debt is the ground for keeping it.
 * - A payment of that age in a final status loses its plate, e-mail, billing details (a business payer's company too) and card label.
 * - A prepayment credit of that age loses its plate (credits last 30 days).
 * - A decided claim of that age loses its e-mail, comment and files (its reference, reason and
 *   outcome stay).
 * - A contact request is deleted with its files once older than the contact retention (90 days
 *   by default: the support desk's time, not the trips').
 * - A sent, captured or skipped e-mail is deleted once its creation is older than the mail
 *   retention (the outbox's retention index); a pending one is kept.
 * - A console session over (signed out, idle or too old) and an enrolment link used or expired
 *   are deleted 30 days after they stopped working (issue 28): they name a person and their
 *   devices' visits; the audit log keeps what the person did.
 * - A passkey challenge of a customer or renter (issue 28 item 12), used or expired, once it stopped
 *   working (the ceremonies also delete a few with each new one); their passkeys go with their
 *   account (on delete cascade), whether deleted by its person or purged never activated.
 */
export interface PurgeCounts {
  journeys: number;
  passages: number;
  payments: number;
  credits: number;
  contactRequests: number;
  claims: number;
  mails: number;
  staffSessions: number;
  staffEnrolments: number;
  passkeyChallenges: number;
}

export const emptyPurgeCounts = (): PurgeCounts => ({
  journeys: 0,
  passages: 0,
  payments: 0,
  credits: 0,
  contactRequests: 0,
  claims: 0,
  mails: 0,
  staffSessions: 0,
  staffEnrolments: 0,
  passkeyChallenges: 0,
});

/** What a cleared plate or claim address becomes: no lookup matches it (plates are never empty). */
export const clearedText = '';

/** Both drivers answer execute() with a result holding `rows`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Runs `batchOnce` until it does less than a whole batch; answers the rows it did. */
async function inBatches(batch: number, batchOnce: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await batchOnce();
    total += done;
    if (done < batch) return total;
  }
}

export interface PurgeScope {
  whitelabelId: number;
  /** Trip data (journeys, passages, payments, credits, claims) before this instant. */
  tripsBefore: Date;
  /** Contact requests (and their files) sent before this instant. */
  contactBefore: Date;
  /** Delivered e-mails before this instant. */
  mailBefore: Date;
  /** Console sessions and enrolment links that stopped working before this instant. */
  staffBefore: Date;
  batch: number;
}

/**
 * Settled journeys past retention: plate cleared, passages deleted, in one statement. The plate's
 * rebuild lock is tried, not waited for: a plate being rebuilt right now is left for the next run.
 */
function purgeJourneysOnce(db: Database, { whitelabelId, tripsBefore, batch }: PurgeScope) {
  return rowsOf<{ journeys: number; passages: number }>(
    db,
    sql`
      with picked as (
        select j.id, j.passage_ids from journeys j
        where j.whitelabel_id = ${whitelabelId}
          and j.last_passage_at < ${tripsBefore.toISOString()}
          and j.plate <> ${clearedText}
          and (j.dunning_kind is null or j.dunning_kind in ('paid', 'cancelled', 'omp'))
          and not exists (
            select 1 from protest_journeys pj join protests p on p.id = pj.protest_id
            where pj.journey_id = j.id and p.status = 'OPEN')
          and pg_try_advisory_xact_lock(${whitelabelId}::int, hashtext(j.plate || '|' || j.country_code))
        order by j.last_passage_at
        limit ${batch}
        for update of j skip locked
      ),
      removed as (
        delete from passages
        where whitelabel_id = ${whitelabelId}
          and passage_id in (select unnest(passage_ids) from picked)
        returning 1
      ),
      cleared as (
        update journeys j
        set plate = ${clearedText}, key = 'purged:' || j.id, passage_ids = '{}',
          updated_at = now()
        from picked where j.id = picked.id
        returning 1
      )
      select (select count(*) from cleared)::int as journeys,
        (select count(*) from removed)::int as passages`,
  );
}

/** Runs an update or delete ... returning id; answers how many rows it touched. */
async function clearOnce(db: Database, statement: SQL): Promise<number> {
  return (await rowsOf<{ id: unknown }>(db, statement)).length;
}

export async function purgeWhitelabel(db: Database, scope: PurgeScope): Promise<PurgeCounts> {
  const { whitelabelId, tripsBefore, mailBefore, batch } = scope;
  const trips = tripsBefore.toISOString();
  const counts = emptyPurgeCounts();

  counts.journeys = await inBatches(batch, async () => {
    const [row] = await db.transaction((tx) => purgeJourneysOnce(tx as Database, scope));
    counts.passages += row?.passages ?? 0;
    return row?.journeys ?? 0;
  });

  counts.payments = await inBatches(batch, () =>
    clearOnce(
      db,
      sql`update payments set plate = ${clearedText}, email = null, billing = null,
            card_label = null, company_name = null, vat_number = null, updated_at = now()
          where id in (select id from payments
            where whitelabel_id = ${whitelabelId} and created_at < ${trips}
              and plate <> ${clearedText}
              and status in ('SUCCEED', 'DUPLICATED', 'REJECTED', 'CANCELLED')
            limit ${batch} for update skip locked)
          returning id`,
    ),
  );

  counts.credits = await inBatches(batch, () =>
    clearOnce(
      db,
      sql`update prepayment_credits set plate = ${clearedText}, updated_at = now()
          where id in (select id from prepayment_credits
            where whitelabel_id = ${whitelabelId} and created_at < ${trips}
              and plate <> ${clearedText}
            limit ${batch} for update skip locked)
          returning id`,
    ),
  );

  // Their files go with them (contact_request_attachments cascade).
  counts.contactRequests = await inBatches(batch, () =>
    clearOnce(
      db,
      sql`delete from contact_requests
          where id in (select id from contact_requests
            where whitelabel_id = ${whitelabelId}
              and created_at < ${scope.contactBefore.toISOString()}
            limit ${batch} for update skip locked)
          returning id`,
    ),
  );

  counts.claims = await inBatches(batch, () =>
    db.transaction(async (tx) => {
      const cleared = await rowsOf<{ id: number }>(
        tx as Database,
        sql`update protests set email = ${clearedText}, comment = null, updated_at = now()
            where id in (select id from protests
              where whitelabel_id = ${whitelabelId} and status <> 'OPEN'
                and decided_at < ${trips} and email <> ${clearedText}
              limit ${batch} for update skip locked)
            returning id`,
      );
      if (cleared.length > 0) {
        const ids = JSON.stringify(cleared.map((row) => row.id));
        await tx.execute(sql`
          delete from protest_attachments where protest_id in (
            select value::int from jsonb_array_elements_text(cast(${ids} as text)::jsonb))`);
      }
      return cleared.length;
    }),
  );

  counts.mails = await inBatches(batch, () =>
    clearOnce(
      db,
      sql`delete from mail_outbox
          where id in (select id from mail_outbox
            where whitelabel_id = ${whitelabelId} and status <> 'pending'
              and created_at < ${mailBefore.toISOString()}
            limit ${batch} for update skip locked)
          returning id`,
    ),
  );
  Object.assign(counts, await purgeStaffAccess(db, scope));
  return counts;
}

/**
 * Console sessions that ended (signed out, 30 minutes idle, or 12 hours old) and enrolment links
 * used or expired, before `staffBefore`. The idle and absolute limits are the sessions' own
 * (staff/sessions.ts), so a session still on is never taken.
 */
async function purgeStaffAccess(db: Database, { whitelabelId, staffBefore, batch }: PurgeScope) {
  const before = staffBefore.toISOString();
  const staffSessions = await inBatches(batch, () =>
    clearOnce(
      db,
      sql`delete from staff_sessions
          where id_hash in (select s.id_hash from staff_sessions s
            join staff_members m on m.id = s.member_id
            where m.whitelabel_id = ${whitelabelId}
              and (s.ended_at < ${before}
                or s.last_seen_at < ${new Date(staffBefore.getTime() - staffIdleMs).toISOString()}
                or s.created_at < ${new Date(staffBefore.getTime() - staffAbsoluteMs).toISOString()})
            limit ${batch} for update of s skip locked)
          returning id_hash as id`,
    ),
  );
  const staffEnrolments = await inBatches(batch, () =>
    clearOnce(
      db,
      sql`delete from staff_enrolments
          where id in (select e.id from staff_enrolments e
            join staff_members m on m.id = e.member_id
            where m.whitelabel_id = ${whitelabelId}
              and (e.used_at < ${before} or e.expires_at < ${before})
            limit ${batch} for update of e skip locked)
          returning id`,
    ),
  );
  return { staffSessions, staffEnrolments };
}

/**
 * The accounts' passkey challenges used or expired before `before`: of no white-label (a sign-in's
 * names nobody), so the job runs it once for all.
 */
export function purgePasskeyChallenges(db: Database, before: Date, batch: number) {
  return inBatches(batch, () =>
    clearOnce(
      db,
      sql`delete from account_passkey_challenges
          where challenge in (select challenge from account_passkey_challenges
            where used_at < ${before.toISOString()} or expires_at < ${before.toISOString()}
            limit ${batch} for update skip locked)
          returning challenge as id`,
    ),
  );
}

/** E-mails of no white-label (operator notices): the default mail retention applies. */
export function purgeUntenantedMail(db: Database, mailBefore: Date, batch: number) {
  return inBatches(batch, () =>
    clearOnce(
      db,
      sql`delete from mail_outbox
          where id in (select id from mail_outbox
            where whitelabel_id is null and status <> 'pending'
              and created_at < ${mailBefore.toISOString()}
            limit ${batch} for update skip locked)
          returning id`,
    ),
  );
}
