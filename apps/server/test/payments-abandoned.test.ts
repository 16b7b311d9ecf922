import { buildPath, routes } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { abandonedAfterMs, cancelAbandonedPayments } from '../src/modules/payments/abandoned.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import {
  allJourneysBasket,
  billingInfo,
  freshPlate,
  ingest,
  onTenant,
  payboxSuccessUrl,
  plateSession,
  tripPassages,
} from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

const config = testConfig();
const app = useApp(config);
const db = () => app().database.db;

async function statusOf(id: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row?.status;
}

describe('the abandoned-payments job', () => {
  it('cancels expired baskets and silent PSP payments, then a late success still settles', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate('AB');
    await ingest(app(), tenant, tripPassages(plate, new Date(Date.now() - 2 * 3_600_000)));
    const session = plateSession(config, tenant.id, plate);
    const [neverSent, silent, pending] = [
      await allJourneysBasket(app(), tenant, session),
      await allJourneysBasket(app(), tenant, session),
      await allJourneysBasket(app(), tenant, session),
    ];
    for (const basket of [silent, pending]) {
      const started = await onTenant(app(), tenant, {
        method: 'POST',
        url: buildPath(routes.paymentPsp.path),
        payload: { sessionId: basket.id, billingInfo },
      });
      expect(started.statusCode, started.body).toBe(200);
    }
    // The PSP said "pending" (99999) for this one: it is waiting for the payment method, not lost.
    await db().update(payments).set({ pspCode: '99999' }).where(eq(payments.id, pending.id));

    const soon = new Date(Date.now() + 60_000);
    // Scoped to this test's tenant: other files' payments share the database on PostgreSQL.
    await cancelAbandonedPayments(db(), soon, { whitelabelId: tenant.id });
    expect(await statusOf(neverSent.id)).toBe('OPEN');
    const later = new Date(Date.now() + abandonedAfterMs + 60_000);
    expect(await cancelAbandonedPayments(db(), later, { whitelabelId: tenant.id })).toBe(2);
    expect(await statusOf(neverSent.id)).toBe('CANCELLED');
    expect(await statusOf(silent.id)).toBe('CANCELLED');
    expect(await statusOf(pending.id)).toBe('PENDING');

    // The PSP's success arrives after all: the money was taken, so the trip is settled.
    const [row] = await db().select().from(payments).where(eq(payments.id, silent.id));
    const ipn = await onTenant(app(), tenant, {
      method: 'GET',
      url: payboxSuccessUrl(row?.reference ?? '', 420),
    });
    expect(ipn.statusCode).toBe(200);
    expect(await statusOf(silent.id)).toBe('SUCCEED');
  });
});
