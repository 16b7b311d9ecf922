import {
  type AuditEventView,
  type AuditFilters,
  type AuditPage,
  auditWindowDaysMax,
} from '@portico/contract';
import { and, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';

const dayMs = 24 * 3_600_000;

/** Where a page ends: the last event's time (to the microsecond, as stored) and id. */
interface AuditPosition {
  at: string;
  id: number;
}

export function encodeAuditCursor(position: AuditPosition): string {
  return Buffer.from(`${position.at}|${String(position.id)}`).toString('base64url');
}

/** A cursor this server made, or 400 invalid_request (a client edits nothing in it). */
export function decodeAuditCursor(cursor: string): AuditPosition {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^\d{1,18}$/.test(id ?? '')) {
    throw new AppError(400, 'invalid_request', [{ path: 'query.cursor', code: 'invalid_cursor' }]);
  }
  return { at, id: Number(id) };
}

/**
 * The time window of a query: [from, to). Without `to` it runs to the newest event; without
 * `from` it starts `auditWindowDaysMax` days before `to` (or now). A window wider than that is
 * refused (400): the log of years is exported a year at a time.
 */
export function auditWindow(filters: AuditFilters, now: Date): { from: Date; to?: Date } {
  const to = filters.to === undefined ? undefined : new Date(filters.to);
  const end = to ?? now;
  const from =
    filters.from === undefined
      ? new Date(end.getTime() - auditWindowDaysMax * dayMs)
      : new Date(filters.from);
  if (end.getTime() - from.getTime() > auditWindowDaysMax * dayMs) {
    throw new AppError(400, 'invalid_request', [{ path: 'query.from', code: 'too_big' }]);
  }
  return to ? { from, to } : { from };
}

/**
 * The conditions of the filters, the white-label's first: with the time window they use
 * audit_events_time_idx (whitelabel_id, at), or audit_events_staff_idx (staff_id, at) for one
 * person, or audit_events_target_idx for one target; the action prefix is a filter on those rows.
 */
function conditionsOf(whitelabelId: number, filters: AuditFilters, now: Date): SQL[] {
  const window = auditWindow(filters, now);
  return [
    eq(auditEvents.whitelabelId, whitelabelId),
    gte(auditEvents.at, window.from),
    ...(window.to ? [lt(auditEvents.at, window.to)] : []),
    ...(filters.staffId ? [eq(auditEvents.staffId, filters.staffId)] : []),
    ...(filters.action ? [sql`starts_with(${auditEvents.action}, ${filters.action})`] : []),
    ...(filters.targetType ? [eq(auditEvents.targetType, filters.targetType)] : []),
    ...(filters.targetId ? [eq(auditEvents.targetId, filters.targetId)] : []),
  ];
}

/** `at` as UTC text to the microsecond: a cursor made of it finds the same row again exactly. */
const atText = sql<string>`to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the white-label's events, newest first (time, then id), after `cursor`: a keyset
 * page, so a page deep in the log costs what the first one does and an event written meanwhile
 * neither repeats nor hides one.
 */
export async function readAuditPage(
  db: Database,
  whitelabelId: number,
  query: AuditFilters & { cursor?: string | undefined; pageSize: number },
  now: Date,
): Promise<AuditPage> {
  const after = query.cursor ? decodeAuditCursor(query.cursor) : undefined;
  const afterCursor = after
    ? [
        lte(auditEvents.at, sql`${after.at}::timestamptz`),
        or(lt(auditEvents.at, sql`${after.at}::timestamptz`), lt(auditEvents.id, after.id)),
      ]
    : [];
  const rows = await db
    .select({ event: auditEvents, atText })
    .from(auditEvents)
    .where(and(...conditionsOf(whitelabelId, query, now), ...afterCursor))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    events: page.map((row) => presentAuditEvent(row.event)),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeAuditCursor({ at: last.atText, id: last.event.id })
        : null,
  };
}

type AuditRow = typeof auditEvents.$inferSelect;

export function presentAuditEvent(row: AuditRow): AuditEventView {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName: row.staffName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    address: row.address,
    requestId: row.requestId,
  };
}
