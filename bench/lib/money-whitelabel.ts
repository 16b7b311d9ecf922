import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.ts';
import { whitelabels } from '../../apps/server/src/db/schema/index.ts';

/**
 * The money bench's own white-label (bench/money.ts): refunds automatic under a ceiling above
 * every amount it seeds, and its removal at the end with all it holds.
 */
export async function createMoneyWhitelabel(db: Database): Promise<{ id: number; code: string }> {
  const code = `bench-money-${Date.now().toString(36)}`;
  const [row] = await db
    .insert(whitelabels)
    .values({
      code,
      name: 'Bench money',
      hosts: [`${code}.bench.example`],
      logoUrl: '/media/bench.svg',
      gdprText: { fr: 'RGPD' },
      seoTitle: { fr: 'Bench' },
      seoDescription: { fr: 'Bench' },
      languages: ['fr'],
      settings: { payments: { refunds: { automatic: true, ceilingCents: 1_000_000 } } },
    })
    .returning({ id: whitelabels.id });
  if (!row) throw new Error('no white-label inserted');
  return { id: row.id, code };
}

/**
 * Deletes the white-label, its payments, attempts and the refund job's audit events. The audit log
 * refuses any DELETE (an append-only trigger); in a replica session triggers do not fire, so the
 * bench's own events go with its throwaway white-label, in one transaction.
 */
export async function removeMoneyWhitelabel(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from audit_events where whitelabel_id = ${id}`);
    await tx.execute(sql`delete from mail_outbox where whitelabel_id = ${id}`);
    await tx.execute(sql`delete from payment_refunds where whitelabel_id = ${id}`);
    await tx.execute(sql`delete from payments where whitelabel_id = ${id}`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.delete(whitelabels).where(eq(whitelabels.id, id));
  });
}
