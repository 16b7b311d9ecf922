import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffEnrolments, staffSessions } from '../src/db/schema/index.ts';
import { runDataRetentionJob } from '../src/jobs/data-retention.ts';
import { hashStaffToken, newStaffToken } from '../src/modules/staff/tokens.ts';
import { useApp } from './helpers/build-app.ts';
import { staffDesk } from './helpers/staff-desk.ts';

const app = useApp();
const day = 24 * 3_600_000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

/**
 * Issue 28: console sessions that are over and enrolment links used or expired are deleted by the
 * data-retention job 30 days after they stopped working; what is still on, or stopped recently,
 * stays.
 */
describe('the data-retention job and the console', () => {
  it('deletes sessions and links 30 days after they stopped working, and keeps the rest', async () => {
    const { db } = app().database;
    const staff = await staffDesk(app(), daysAgo(40), ['agent']);
    const session = (name: string, fields: Partial<typeof staffSessions.$inferInsert>) => ({
      idHash: hashStaffToken(name + newStaffToken()),
      memberId: staff.memberId,
      createdAt: now,
      lastSeenAt: now,
      freshUntil: now,
      ...fields,
    });
    const sessions = {
      signedOutLongAgo: session('a', {
        createdAt: daysAgo(32),
        lastSeenAt: daysAgo(32),
        endedAt: daysAgo(31),
      }),
      idleLongAgo: session('b', { createdAt: daysAgo(40), lastSeenAt: daysAgo(40) }),
      signedOutRecently: session('c', {
        createdAt: daysAgo(29),
        lastSeenAt: daysAgo(29),
        endedAt: daysAgo(29),
      }),
      stillOn: session('d', {}),
    };
    await db.insert(staffSessions).values(Object.values(sessions));
    const link = (fields: Partial<typeof staffEnrolments.$inferInsert>) => ({
      memberId: staff.memberId,
      tokenHash: hashStaffToken(newStaffToken()),
      expiresAt: now,
      createdAt: daysAgo(40),
      ...fields,
    });
    const links = await db
      .insert(staffEnrolments)
      .values([
        link({ expiresAt: daysAgo(35), usedAt: daysAgo(38) }),
        link({ expiresAt: daysAgo(31) }),
        link({ expiresAt: daysAgo(10) }),
        link({ expiresAt: new Date(now.getTime() + day), createdAt: now }),
      ])
      .returning({ id: staffEnrolments.id });

    const counts = await runDataRetentionJob(db, now, { whitelabelId: staff.tenant.id, batch: 1 });
    // The invitation's own link (made 40 days ago, expired 37 days ago) goes too.
    expect(counts).toMatchObject({ staffSessions: 2, staffEnrolments: 3 });

    const leftSessions = await db
      .select({ idHash: staffSessions.idHash })
      .from(staffSessions)
      .where(eq(staffSessions.memberId, staff.memberId));
    expect(leftSessions.map((row) => row.idHash).sort()).toEqual(
      [sessions.signedOutRecently.idHash, sessions.stillOn.idHash].sort(),
    );
    const leftLinks = await db
      .select({ id: staffEnrolments.id })
      .from(staffEnrolments)
      .where(
        inArray(
          staffEnrolments.id,
          links.map((row) => row.id),
        ),
      );
    expect(leftLinks.map((row) => row.id).sort()).toEqual([links[2]?.id, links[3]?.id].sort());
    const again = await runDataRetentionJob(db, now, { whitelabelId: staff.tenant.id });
    expect(again).toMatchObject({ staffSessions: 0, staffEnrolments: 0 });
  });
});
