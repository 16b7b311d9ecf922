import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffMembers, staffSessions } from '../../db/schema/index.ts';
import { hashStaffToken, newStaffToken } from './tokens.ts';

/** Issue 28 item 3: a session idle for 30 minutes, or 12 hours old, is over. */
export const staffIdleMs = 30 * 60_000;
export const staffAbsoluteMs = 12 * 3_600_000;
/** A passkey check stays fresh for money and irreversible actions this long. */
export const staffFreshMs = 5 * 60_000;
/** last_seen_at is written at most this often: not one write per console request. */
const touchEveryMs = 60_000;

export const staffCookieName = 'portico_staff';

export interface StaffSignedIn {
  sessionHash: string;
  member: {
    id: string;
    whitelabelId: number;
    name: string;
    email: string;
    roles: string[];
    /** Who they are at the identity provider, once they signed in through it. */
    ssoIssuer: string | null;
    ssoSubject: string | null;
  };
  freshUntil: Date;
  /** The passkey that opened the session; null when the identity provider did. */
  passkeyId: string | null;
}

/**
 * Opens a session after a passkey check (or a single sign-on: its provider's check, which may be
 * older, says until when it is fresh): the cookie's value is returned once, never stored.
 */
export async function openStaffSession(
  db: Database,
  memberId: string,
  now: Date,
  {
    freshUntil = new Date(now.getTime() + staffFreshMs),
    passkeyId = null,
  }: { freshUntil?: Date; passkeyId?: string | null } = {},
): Promise<{ cookieValue: string; freshUntil: Date }> {
  const cookieValue = newStaffToken();
  await db.insert(staffSessions).values({
    idHash: hashStaffToken(cookieValue),
    memberId,
    createdAt: now,
    lastSeenAt: now,
    freshUntil,
    passkeyId,
  });
  return { cookieValue, freshUntil };
}

/**
 * The session a cookie names, if it is still on: not ended, not idle past 30 minutes, not older
 * than 12 hours, its person not suspended and of this white-label. Each use moves its idle clock.
 */
export async function readStaffSession(
  db: Database,
  whitelabelId: number,
  cookieValue: string,
  now: Date,
): Promise<StaffSignedIn | undefined> {
  const idHash = hashStaffToken(cookieValue);
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        isNull(staffSessions.endedAt),
        gt(staffSessions.createdAt, new Date(now.getTime() - staffAbsoluteMs)),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - staffIdleMs)),
        eq(staffMembers.whitelabelId, whitelabelId),
        isNull(staffMembers.suspendedAt),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  }
  const { id, name, email, roles, ssoIssuer, ssoSubject } = row.member;
  return {
    sessionHash: idHash,
    member: { id, whitelabelId, name, email, roles, ssoIssuer, ssoSubject },
    freshUntil: row.session.freshUntil,
    passkeyId: row.session.passkeyId,
  };
}

/**
 * Makes a live session fresh again until `freshUntil` (a fresh check that keeps the session, as
 * a re-authentication at the identity provider does); false when the session is over.
 */
export async function refreshStaffSession(
  db: Database,
  sessionHash: string,
  freshUntil: Date,
): Promise<boolean> {
  const updated = await db
    .update(staffSessions)
    .set({ freshUntil })
    .where(and(eq(staffSessions.idHash, sessionHash), isNull(staffSessions.endedAt)))
    .returning({ idHash: staffSessions.idHash });
  return updated.length > 0;
}

/** Ends the session (sign-out): its cookie opens nothing any more. */
export async function endStaffSession(db: Database, sessionHash: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.idHash, sessionHash), isNull(staffSessions.endedAt)));
}

/**
 * The Set-Cookie value: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), Path=/ and no Domain, Secure on an https origin; no Max-Age: the server ends it.
 */
export function staffCookie(value: string, secure: boolean): string {
  return [
    `${staffCookieName}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The cookie that removes the session's from the browser. */
export function clearedStaffCookie(secure: boolean): string {
  return `${staffCookie('', secure)}; Max-Age=0`;
}

/** The session cookie's value in a Cookie header, if any. */
export function staffCookieValue(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === staffCookieName) {
      const text = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(text) ? text : undefined;
    }
  }
  return undefined;
}
