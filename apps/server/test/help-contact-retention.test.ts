import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactRequestAttachments, contactRequests } from '../src/db/schema/index.ts';
import { runDataRetentionJob } from '../src/jobs/data-retention.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { pdfBytes, setTenantSetting } from './helpers/help-centre.ts';

/**
 * Issue 24 item 4: contact requests and their files are kept for the support desk's time (90 days
 * after the request by default, `retention.contactDays` per white-label), not the trips' 2 years.
 */
const app = useApp();
const db = () => app().database.db;
const day = 24 * 3_600_000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

/** A contact request sent `days` ago with one file; answers its id. */
async function requestOf(whitelabelId: number, days: number): Promise<number> {
  const [row] = await db()
    .insert(contactRequests)
    .values({
      whitelabelId,
      nodeId: 'pay-form',
      topic: 'Payment form',
      email: 'visitor@example.test',
      language: 'fr',
      message: `Sent ${days} days ago`,
      fields: [],
      createdAt: daysAgo(days),
    })
    .returning({ id: contactRequests.id });
  if (!row) throw new Error('no contact request');
  await db().insert(contactRequestAttachments).values({
    requestId: row.id,
    filename: 'proof.pdf',
    contentType: 'application/pdf',
    size: pdfBytes.length,
    content: pdfBytes,
  });
  return row.id;
}

async function keptOf(whitelabelId: number) {
  const requests = await db()
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.whitelabelId, whitelabelId));
  const ids = requests.map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await db()
          .select({ requestId: contactRequestAttachments.requestId })
          .from(contactRequestAttachments)
          .where(inArray(contactRequestAttachments.requestId, ids));
  return {
    requests: ids.sort((a, b) => a - b),
    files: files.map((row) => row.requestId).sort((a, b) => a - b),
  };
}

describe('contact requests in the data-retention job', () => {
  it('deletes requests and their files 90 days after they were sent, in batches, and keeps younger ones', async () => {
    const tenant = await createTenant(db());
    const old = [await requestOf(tenant.id, 91), await requestOf(tenant.id, 120)];
    old.push(await requestOf(tenant.id, 400));
    const young = [await requestOf(tenant.id, 89), await requestOf(tenant.id, 1)];

    const counts = await runDataRetentionJob(db(), now, { whitelabelId: tenant.id, batch: 2 });
    expect(counts.contactRequests).toBe(3);
    const expected = [...young].sort((a, b) => a - b);
    expect(await keptOf(tenant.id)).toEqual({ requests: expected, files: expected });

    const again = await runDataRetentionJob(db(), now, { whitelabelId: tenant.id });
    expect(again.contactRequests).toBe(0);
  });

  it("follows the white-label's retention.contactDays", async () => {
    const tenant = await createTenant(db());
    await setTenantSetting(db(), tenant.id, 'retention', { contactDays: 30 });
    await requestOf(tenant.id, 31);
    const kept = await requestOf(tenant.id, 29);
    const counts = await runDataRetentionJob(db(), now, { whitelabelId: tenant.id });
    expect(counts.contactRequests).toBe(1);
    expect(await keptOf(tenant.id)).toEqual({ requests: [kept], files: [kept] });
  });
});
