import { type AuditEventView, type AuditPage, auditExportRowsMax } from '@portico/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

const now = new Date('2026-11-29T09:00:00Z');
const app = useApp({ publicOrigin: 'https://portal.test.example' }, { clock: () => now });

type Admin = Awaited<ReturnType<typeof signedInStaff>>;
const otherPerson = '0b6f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** An admin's white-label with a known history (the admin's own invitation and sign-in aside). */
async function history() {
  const admin = await signedInStaff(app(), now, ['admin'], 'Ada Admin');
  const event = (
    action: string,
    at: Date,
    extra: Partial<typeof auditEvents.$inferInsert> = {},
  ) => ({
    whitelabelId: admin.tenant.id,
    at,
    staffId: admin.memberId,
    staffName: 'Ada Admin',
    action,
    targetType: 'journey',
    targetId: '42',
    ...extra,
  });
  await app()
    .database.db.insert(auditEvents)
    .values([
      event('trips.cancel', hoursAgo(30), { reason: 'duplicate' }),
      event('passages.move', hoursAgo(20)),
      event('staff.roles.change', hoursAgo(10), { targetType: 'staff', targetId: otherPerson }),
      // Three at the very same instant: the id orders them.
      event('deadlines.extend', hoursAgo(5), { staffId: otherPerson, staffName: 'Bob Agent' }),
      event('deadlines.extend', hoursAgo(5), { staffId: otherPerson, staffName: 'Bob Agent' }),
      event('deadlines.extend', hoursAgo(5), { staffId: otherPerson, staffName: 'Bob Agent' }),
      event('trips.cancel', new Date('2025-01-10T00:00:00Z')),
    ]);
  return admin;
}

const page = async (admin: Admin, query: Record<string, string>) => {
  const response = await admin.call('GET', 'auditEvents', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};

/** Every event of the filters, a page of `size` at a time. */
async function walk(admin: Admin, query: Record<string, string>, size: number) {
  const events: AuditEventView[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const next: AuditPage = await page(admin, {
      ...query,
      pageSize: String(size),
      ...(cursor ? { cursor } : {}),
    });
    events.push(...next.events);
    cursor = next.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { events, pages };
}

describe('the audit log (issue 28 item 5)', () => {
  it('pages newest first with a cursor: each event once, ties in id order', async () => {
    const admin = await history();
    const whole = await walk(admin, { from: hoursAgo(48).toISOString() }, 100);
    const paged = await walk(admin, { from: hoursAgo(48).toISOString() }, 2);
    expect(paged.events.map((event) => event.id)).toEqual(whole.events.map((event) => event.id));
    expect(new Set(paged.events.map((event) => event.id)).size).toBe(paged.events.length);
    const times = whole.events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const actions = whole.events.map((event) => event.action);
    // The admin's own invitation and sign-in happened at the database's time (now or later).
    expect(actions.slice(-6)).toEqual([
      'deadlines.extend',
      'deadlines.extend',
      'deadlines.extend',
      'staff.roles.change',
      'passages.move',
      'trips.cancel',
    ]);
    const ties = whole.events.filter((event) => event.action === 'deadlines.extend');
    expect(ties.map((event) => Number(event.id))).toEqual(
      ties.map((event) => Number(event.id)).sort((a, b) => b - a),
    );
  });

  it('filters by person, action prefix, target and window', async () => {
    const admin = await history();
    const from = hoursAgo(48).toISOString();
    const actionsOf = async (query: Record<string, string>) =>
      (await page(admin, { from, ...query })).events.map((event) => event.action);
    expect(await actionsOf({ staffId: otherPerson })).toEqual(Array(3).fill('deadlines.extend'));
    expect(await actionsOf({ action: 'trips.' })).toEqual(['trips.cancel']);
    expect(await actionsOf({ targetType: 'staff', targetId: otherPerson })).toEqual([
      'staff.roles.change',
    ]);
    expect(
      await actionsOf({ from: hoursAgo(25).toISOString(), to: hoursAgo(9).toISOString() }),
    ).toEqual(['staff.roles.change', 'passages.move']);
    // The default window is the last 366 days: the event of January 2025 is not in it.
    const all = await walk(admin, {}, 100);
    expect(all.events.some((event) => event.at.startsWith('2025-01-10'))).toBe(false);
    const old = await page(admin, {
      from: '2025-01-01T00:00:00Z',
      to: '2025-02-01T00:00:00Z',
    });
    expect(old.events.map((event) => event.action)).toEqual(['trips.cancel']);
  });

  it('refuses a window over 366 days, a forged cursor or a page over 100 (400)', async () => {
    const admin = await history();
    const refused: Record<string, string>[] = [
      { from: '2024-01-01T00:00:00Z', to: '2025-06-01T00:00:00Z' },
      { from: '2025-01-01T00:00:00Z' },
      { to: '2025-01-01T00:00:00Z', from: '2025-02-01T00:00:00Z' },
      { cursor: 'bm90LWEtY3Vyc29y' },
      { pageSize: '101' },
      { targetId: '42' },
      { action: 'trips%' },
    ];
    for (const query of refused) {
      expectError(await admin.call('GET', 'auditEvents', { query }), 400, 'invalid_request');
    }
    expectError(
      await admin.call('GET', 'auditEventsExport', { query: { from: '2020-01-01T00:00:00Z' } }),
      400,
      'invalid_request',
    );
  });

  it('exports the same filters as CSV, formulas defused', async () => {
    const admin = await history();
    await app()
      .database.db.insert(auditEvents)
      .values([
        {
          whitelabelId: admin.tenant.id,
          at: hoursAgo(1),
          staffId: otherPerson,
          staffName: '=HYPERLINK("https://evil.example","x")',
          action: 'claims.decide',
          targetType: 'claim',
          targetId: 'R-1',
          reason: '@SUM(A1:A9)',
          after: { note: '+1' },
        },
        {
          whitelabelId: admin.tenant.id,
          at: hoursAgo(2),
          staffId: otherPerson,
          staffName: '-2+3',
          action: 'claims.decide',
          targetType: 'claim',
          targetId: 'R-2',
          reason: '+cmd',
        },
      ]);
    const response = await admin.call('GET', 'auditEventsExport', {
      query: { action: 'claims.', from: hoursAgo(48).toISOString() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="audit-2026-11-29.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'at (UTC);staff id;staff name;action;target type;target id;reason;before;after;address;request id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""https://evil.example"",""x"")";`);
    expect(lines[1]).toContain(";'@SUM(A1:A9);");
    expect(lines[1]).toContain(`"{""note"":""+1""}"`);
    expect(lines[1]?.startsWith(hoursAgo(1).toISOString())).toBe(true);
    expect(lines[2]).toContain(";'-2+3;claims.decide;");
    expect(lines[2]).toContain(";'+cmd;");
    // Nothing a cell could start with runs as a formula.
    for (const cell of lines.slice(1).flatMap((line) => line.split(';'))) {
      expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });

  it('stops the export at 50,000 rows, the newest', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    await app().database.db.execute(sql`
      insert into audit_events (whitelabel_id, at, staff_id, staff_name, action, target_type, target_id)
      select ${admin.tenant.id}, ${hoursAgo(1).toISOString()}::timestamptz - g * interval '1 second',
        ${otherPerson}::uuid, 'Bob Agent', 'vehicles.search', 'vehicle', g::text
      from generate_series(1, ${auditExportRowsMax + 1}) g`);
    const response = await admin.call('GET', 'auditEventsExport', {
      query: { action: 'vehicles.', from: hoursAgo(48).toISOString() },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(auditExportRowsMax + 1);
    expect(lines[1]).toContain(';vehicle;1;');
    expect(lines.at(-1)).toContain(`;vehicle;${String(auditExportRowsMax)};`);
  });

  it("shows nothing of another white-label's log", async () => {
    const admin = await history();
    const stranger = await signedInStaff(app(), now, ['admin']);
    const seen = await walk(stranger, { from: hoursAgo(48).toISOString() }, 100);
    expect(seen.events.every((event) => event.staffId !== admin.memberId)).toBe(true);
    expect(seen.events.some((event) => event.staffId === otherPerson)).toBe(false);
  });
});
