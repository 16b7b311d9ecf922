import { claimCaseSchema } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { auditEvents } from '../src/db/schema/index.ts';
import { reserveClaimFileView } from '../src/modules/claims-desk/file-allowance.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { type ClaimsDesk, claimsDesk } from './helpers/claims-desk.ts';
import { testConfig } from './helpers/config.ts';
import { expectError } from './helpers/requests.ts';

/**
 * A claimant's files are personal data: each console person may open a bounded number an hour
 * and a day, and be served a bounded number of bytes a day (issue 28), counted in the database
 * before the file is read, per person, whoever else reads.
 */
const base = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
const config: Config = {
  ...base,
  staffLimits: {
    ...base.staffLimits,
    claimFiles: { perHour: 3, perDay: 4, bytesPerDay: 10 * 1024 * 1024 },
  },
};
let now = new Date('2026-11-20T10:50:00Z');
const clock = () => now;
const app = useApp(config, { clock });

async function deskWithFile() {
  const staff = await claimsDesk(app, config, clock);
  const { reference } = await staff.claim();
  const answer = await staff.call('GET', 'claimCase', { params: { reference } });
  const claim = claimCaseSchema.parse(answer.json());
  const attachmentId = claim.attachments[0]?.id ?? '';
  const read = () => staff.call('GET', 'claimFile', { params: { reference, attachmentId } });
  return { staff, reference, read, bytes: claim.attachments[0]?.bytes ?? 0 };
}

const viewsOf = async (staff: ClaimsDesk) =>
  app()
    .database.db.select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.whitelabelId, staff.tenant.id),
        eq(auditEvents.action, 'claims.file.view'),
      ),
    );

describe('GET /operator/claims/:reference/files/:id: each person’s allowance', () => {
  it('serves three files an hour and four a day, then 429 claim_file_view_limit, reading nothing', async () => {
    now = new Date('2026-11-20T10:50:00Z');
    const { staff, read } = await deskWithFile();
    for (let view = 0; view < 3; view += 1) expect((await read()).statusCode).toBe(200);
    expectError(await read(), 429, 'claim_file_view_limit');
    // The refused reading read nothing: no audit event for it.
    expect(await viewsOf(staff)).toHaveLength(3);

    // Another person has their own allowance.
    const other = await deskWithFile();
    expect((await other.read()).statusCode).toBe(200);

    // The next UTC hour (within the session's idle half hour): the hour's count starts again,
    // the day's does not.
    now = new Date('2026-11-20T11:05:00Z');
    expect((await read()).statusCode).toBe(200);
    expectError(await read(), 429, 'claim_file_view_limit');
    expect(await viewsOf(staff)).toHaveLength(4);
  });

  it('lets no more than the allowance through when the readings come at once', async () => {
    now = new Date('2026-11-22T09:00:00Z');
    const { staff, read } = await deskWithFile();
    const answers = await Promise.all(Array.from({ length: 6 }, () => read()));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await viewsOf(staff)).toHaveLength(3);
  });

  it('counts the bytes of the day with the views, all or none', async () => {
    const { staff } = await deskWithFile();
    const { db } = app().database;
    const allowance = {
      limits: { perHour: 2, perDay: 10, bytesPerDay: 1000 },
      counterSecret: config.lookup.secret,
    };
    const actor = { id: staff.memberId, whitelabelId: staff.tenant.id };
    const at = new Date('2026-11-23T08:00:00Z');
    await reserveClaimFileView(db, allowance, actor, 600, at);
    await expect(reserveClaimFileView(db, allowance, actor, 600, at)).rejects.toMatchObject({
      statusCode: 429,
      code: 'claim_file_view_limit',
    });
    // The refused one counted neither its bytes nor its view: 900 bytes, the hour's second view.
    await reserveClaimFileView(db, allowance, actor, 300, at);
    await expect(reserveClaimFileView(db, allowance, actor, 1, at)).rejects.toMatchObject({
      code: 'claim_file_view_limit',
    });
    // One file larger than the whole day's bytes is refused outright.
    const fresh = { id: `${staff.memberId}-big`, whitelabelId: staff.tenant.id };
    await expect(reserveClaimFileView(db, allowance, fresh, 1001, at)).rejects.toMatchObject({
      code: 'claim_file_view_limit',
    });
  });
});
