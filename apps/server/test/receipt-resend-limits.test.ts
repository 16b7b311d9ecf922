import { buildPath, errorEnvelopeSchema, routes } from '@portico/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { dueBasket, fleetCards, onTenant } from './helpers/payments.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 13: POST /payments/receipt mailed a receipt to any address, as often as asked (a
 * mail cannon for anyone holding a payment id). Re-sends are capped per payment and per address
 * over a day, counted in the outbox, so the caps hold across instances.
 */
const config = testConfig({
  rateLimit: { max: 100_000, windowMs: 60_000 },
  receiptResends: { perPayment: 3, perRecipient: 4 },
});
const processor = createSandboxProcessor();
const app = useApp(config, { fleetProcessor: processor });
// A second instance on the same database (PostgreSQL: one database for both; PGlite: its own).
const otherInstance = useApp(config, { fleetProcessor: processor });
const onPostgres = config.database.kind === 'postgres';

afterAll(async () => {
  // Let the captures of the re-sent receipts finish before the databases close.
  await app().services.mail.idle();
  await otherInstance().services.mail.idle();
});

/** A SUCCEED fleet-card payment of a fresh plate of a fresh tenant, on `instance`. */
async function paidPayment(instance: () => FastifyInstance, tenant?: RoadTenant) {
  const { tenant: road, basket } = await dueBasket(instance(), config, {
    platePrefix: 'RS',
    ...(tenant ? { tenant } : {}),
  });
  const paid = await onTenant(instance(), road, {
    method: 'POST',
    url: buildPath(routes.paymentPrivateCards.path),
    payload: {
      sessionId: basket.id,
      ...fleetCards.SHELL,
      email: `payer-${basket.id.slice(0, 8)}@example.fr`,
    },
  });
  expect(paid.json()).toMatchObject({ status: 'SUCCEED' });
  return { tenant: road, paymentId: basket.id };
}

const resend = (
  instance: () => FastifyInstance,
  tenant: RoadTenant,
  paymentId: string,
  email: string,
) =>
  onTenant(instance(), tenant, {
    method: 'POST',
    url: buildPath(routes.sendPaymentReceipt.path),
    payload: { sessionId: paymentId, email },
  });

const statusesOf = async (responses: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(responses)).map((response) => response.statusCode);

let addresses = 0;
const freshAddress = () => `reader-${Date.now()}-${(addresses += 1)}@example.org`;

describe('POST /payments/receipt re-sends', () => {
  it('caps the re-sends of one payment, whatever the addresses, with receipt_resend_limit', async () => {
    const { tenant, paymentId } = await paidPayment(app);
    const sent = [];
    for (let i = 0; i < 3; i += 1) {
      sent.push((await resend(app, tenant, paymentId, freshAddress())).statusCode);
    }
    // The receipt of the settlement itself is not a re-send: three re-sends still pass.
    expect(sent).toEqual([202, 202, 202]);
    const refused = await resend(app, tenant, paymentId, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(refused.json())).toEqual({ message: 'receipt_resend_limit' });

    // Another payment is not affected.
    const other = await paidPayment(app, tenant);
    expect((await resend(app, tenant, other.paymentId, freshAddress())).statusCode).toBe(202);
  });

  it('caps the re-sends to one address, whatever the payments, its case ignored', async () => {
    const first = await paidPayment(app);
    const second = await paidPayment(app, first.tenant);
    const target = freshAddress();
    const statuses = [
      (await resend(app, first.tenant, first.paymentId, target)).statusCode,
      (await resend(app, first.tenant, first.paymentId, target.toUpperCase())).statusCode,
      (await resend(app, first.tenant, first.paymentId, target)).statusCode,
      (await resend(app, first.tenant, second.paymentId, target)).statusCode,
      (await resend(app, first.tenant, second.paymentId, target.toUpperCase())).statusCode,
    ];
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    // The second payment may still go to another address.
    expect((await resend(app, first.tenant, second.paymentId, freshAddress())).statusCode).toBe(
      202,
    );
  });

  it('counts over a day only', async () => {
    const { tenant, paymentId } = await paidPayment(app);
    for (let i = 0; i < 3; i += 1) await resend(app, tenant, paymentId, freshAddress());
    expect((await resend(app, tenant, paymentId, freshAddress())).statusCode).toBe(429);
    await app()
      .database.db.update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(mailOutbox.whitelabelId, tenant.id), isNotNull(mailOutbox.resendOf)));
    expect((await resend(app, tenant, paymentId, freshAddress())).statusCode).toBe(202);
  });

  it('holds under concurrent requests: exactly the cap is queued', async () => {
    const { tenant, paymentId } = await paidPayment(app);
    const statuses = await statusesOf(
      Array.from({ length: 8 }, () => resend(app, tenant, paymentId, freshAddress())),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const queued = await app()
      .database.db.select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.resendOf, paymentId));
    expect(queued).toHaveLength(3);
  });

  it.runIf(onPostgres)('holds across instances sharing the database', async () => {
    const { tenant, paymentId } = await paidPayment(app);
    const statuses = await statusesOf(
      Array.from({ length: 8 }, (_, index) =>
        resend(index % 2 === 0 ? app : otherInstance, tenant, paymentId, freshAddress()),
      ),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
  });
});
