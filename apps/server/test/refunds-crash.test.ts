import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { buildPath, paymentStatusResponseSchema, routes } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { mailOutbox, paymentRefunds, payments } from '../src/db/schema/index.ts';
import { PAYBOX_DIRECT_TYPES } from '../src/modules/payments/psp/paybox/direct-request.ts';
import { payboxSimulatorAccount } from '../src/modules/payments/psp/simulator/routes.ts';
import { newAttemptKey } from '../src/modules/refunds/refund-rules.ts';
import { freePort } from './helpers/free-port.ts';
import { loopbackCertificate } from './helpers/loopback-certificate.ts';
import {
  type RefundPlan,
  startTestPayboxDirect,
  type TestPayboxDirect,
} from './helpers/paybox-direct-server.ts';
import { freshPlate } from './helpers/payments.ts';
import { openProcessDatabase, useCleanups } from './helpers/process-database.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * Issue 29, "kill -9 during a refund: nothing twice, nothing lost", with a real kill -9: the
 * server process sends an approved refund attempt to Paybox Direct (a test PSP in this process,
 * so it outlives the server) and is killed while the call is in flight, leaving the attempt
 * `sending`. A second server process, once the first one's lease is over, asks the PSP (the
 * inquiry, findRefund) before anything is sent again: a refund the PSP made is marked refunded
 * without a second call; one it never received is sent once. The money moves exactly once.
 */
const minute = 60_000;
const simulatorPublicKey = path.resolve(
  import.meta.dirname,
  '../src/modules/payments/psp/simulator/keys/paybox-simulator-public.pem',
);

const cleanups = useCleanups();

interface PlantedRefund {
  paymentId: string;
  refundId: number;
  attemptKey: string;
  /** The payment's NUMTRANS, the PSP's ledger key. */
  transaction: string;
}

/**
 * A Paybox card payment the PSP knows (its "numtrans/numappel" in its ledger) and an attempt to
 * give back `refundCents` of it, `approved` as the finance desk's approval leaves it.
 */
async function plantApprovedRefund(
  db: Database,
  tenant: RoadTenant,
  psp: TestPayboxDirect,
  payment: { status: 'SUCCEED' | 'DUPLICATED'; refundDue: boolean; amountCents: number },
  refundCents: number,
): Promise<PlantedRefund> {
  const transaction = String(randomInt(10_000_000, 100_000_000));
  const call = String(randomInt(10_000_000, 100_000_000));
  psp.ledger.remember(transaction, call, payment.amountCents);
  const paymentId = `refund-crash-${randomUUID()}`;
  const now = new Date();
  await db.insert(payments).values({
    id: paymentId,
    whitelabelId: tenant.id,
    reference: `RC${randomInt(100_000_000, 1_000_000_000)}`,
    plate: freshPlate('RC'),
    countryCode: 'FR',
    language: 'fr',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    pspTransaction: `${transaction}/${call}`,
    email: 'driver@example.fr',
    expiresAt: new Date(now.getTime() + 30 * minute),
    submittedAt: now,
    settledAt: now,
    ...payment,
  });
  const attemptKey = newAttemptKey();
  const [refund] = await db
    .insert(paymentRefunds)
    .values({
      whitelabelId: tenant.id,
      paymentId,
      amountCents: refundCents,
      attemptKey,
      state: 'approved',
      reason: 'The driver paid twice for the same trip',
      requestedByName: 'Finance Desk',
      approvedByName: 'Finance Desk',
      approvedAt: now,
      nextTryAt: now,
    })
    .returning({ id: paymentRefunds.id });
  if (!refund) throw new Error('no refund attempt planted');
  return { paymentId, refundId: refund.id, attemptKey, transaction };
}

async function refundedOf(server: ServerProcess, tenant: RoadTenant, paymentId: string) {
  const response = await fetch(
    `${server.url}${buildPath(routes.paymentStatus.path, { id: paymentId })}`,
    { headers: { 'x-whitelabel-host': tenant.host } },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return paymentStatusResponseSchema.parse(JSON.parse(text)).refunded;
}

/** Polls until `check` holds, or fails after `ms` with what the server said. */
async function eventually(server: ServerProcess, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function within<T>(ms: number, promise: Promise<T>, failure: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(failure())), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The scenario both cases share: the PSP deals with the attempt's first refund call as `first`
 * says, the server is killed once it received it, the lease runs out, a second server resolves
 * the attempt. Answers what the checks need, the second server stopped.
 */
async function refundCutOffByKill(
  folderPrefix: string,
  first: Exclude<RefundPlan, 'answer'>,
  payment: { status: 'SUCCEED' | 'DUPLICATED'; refundDue: boolean; amountCents: number },
  refundCents: number,
) {
  const database = await openProcessDatabase(folderPrefix, cleanups);
  const { tenant } = database;
  const certificate = await loopbackCertificate();
  cleanups.push(() => certificate.remove());
  const psp = await startTestPayboxDirect({
    shop: payboxSimulatorAccount,
    tls: certificate,
    plan: (_reference, nth) => (nth === 0 ? first : 'answer'),
  });
  cleanups.push(() => psp.close());
  const planted = await database.between(({ db }) =>
    plantApprovedRefund(db, tenant, psp, payment, refundCents),
  );

  const port = await freePort();
  const env = {
    ...database.env,
    JOBS_INTERVAL_MS: '200',
    RATE_LIMIT_MAX: '100000',
    // A real Paybox account (the simulator's test shop, which the test PSP checks the HMAC with).
    PAYBOX_PAGE_URL: 'https://127.0.0.1:9/cgi/MYchoix_pagepaiement.cgi',
    PAYBOX_SITE: payboxSimulatorAccount.site,
    PAYBOX_RANG: payboxSimulatorAccount.rang,
    PAYBOX_IDENTIFIANT: payboxSimulatorAccount.identifiant,
    PAYBOX_HMAC_KEY: payboxSimulatorAccount.hmacKeyHex,
    PAYBOX_PUBLIC_KEYS: simulatorPublicKey,
    PAYBOX_DIRECT_URLS: psp.url,
    // The call is cut off by the kill, well before this or the job's own limit (refundCallTimeoutMs of PSP_DIRECT_TIMEOUT_MS).
    PSP_DIRECT_TIMEOUT_MS: '60000',
    NODE_EXTRA_CA_CERTS: certificate.certFile,
  };

  const killed = await startServerProcess(port, env);
  cleanups.push(() => killed.crash());
  await within(20_000, psp.refundsReceived(1), () => `no refund call:\n${killed.output()}`);
  await killed.crash();

  const cutOff = await database.between(async ({ db }) => {
    const [row] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, planted.refundId));
    // The lease of the dead run (several minutes) is over: what a restart finds that long after.
    await db
      .update(paymentRefunds)
      .set({ nextTryAt: sql`now()` })
      .where(eq(paymentRefunds.id, planted.refundId));
    return row;
  });

  const second = await startServerProcess(port, env);
  cleanups.push(() => second.stop());
  // Done when the refund shows on the payment, or as soon as the PSP got more refund calls than
  // the case justifies (one, or two when the first never reached it): then the checks say which.
  const justified = first === 'hang' ? 2 : 1;
  const refundCalls = () =>
    psp.questions.filter(
      (q) => q.type === PAYBOX_DIRECT_TYPES.refund && q.reference === planted.attemptKey,
    ).length;
  await eventually(
    second,
    20_000,
    async () =>
      refundCalls() > justified ||
      (await refundedOf(second, tenant, planted.paymentId)) === refundCents,
  );
  await second.stop();

  const after = await database.between(async ({ db }) => {
    const [attempt] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, planted.refundId));
    const [stored] = await db
      .select({ refundDue: payments.refundDue })
      .from(payments)
      .where(eq(payments.id, planted.paymentId));
    const mails = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'payment_refunded'),
          sql`${mailOutbox.payload} ->> 'paymentId' = ${planted.paymentId}`,
        ),
      );
    return { attempt, refundDue: stored?.refundDue, mails: mails.length };
  });
  const refundsMade = psp.ledger.payment(planted.transaction)?.refunds ?? [];
  return { planted, psp, cutOff, after, refundsMade };
}

const kinds = (psp: TestPayboxDirect, attemptKey: string) =>
  psp.questions
    .filter((q) => q.type !== PAYBOX_DIRECT_TYPES.refund || q.reference === attemptKey)
    .map((q) => (q.type === PAYBOX_DIRECT_TYPES.refund ? 'refund' : 'inquiry'));

describe('a refund cut off by kill -9', () => {
  it('made by the PSP, its answer lost: found by the inquiry, refunded without a second call', async () => {
    const amountCents = 4270;
    const { planted, psp, cutOff, after, refundsMade } = await refundCutOffByKill(
      'portico-refund-crash-made-',
      'refund-then-hang',
      { status: 'DUPLICATED', refundDue: true, amountCents },
      amountCents,
    );
    // Killed in the call: written down as `sending` first, under the dead run's lease.
    expect(cutOff?.state).toBe('sending');
    expect(cutOff?.nextTryAt?.getTime()).toBeGreaterThan(Date.now() + minute);

    expect(kinds(psp, planted.attemptKey)).toEqual(['refund', 'inquiry']);
    expect(refundsMade).toEqual([
      expect.objectContaining({ amountCents, key: planted.attemptKey }),
    ]);
    expect(after.attempt).toMatchObject({ state: 'refunded', nextTryAt: null });
    // The whole payment given back: no longer to refund.
    expect(after.refundDue).toBe(false);
    expect(after.mails).toBe(1);
  }, 150_000);

  it('never received by the PSP: the inquiry finds none, sent once', async () => {
    const amountCents = 3900;
    const refundCents = 1500;
    const { planted, psp, cutOff, after, refundsMade } = await refundCutOffByKill(
      'portico-refund-crash-lost-',
      'hang',
      { status: 'SUCCEED', refundDue: false, amountCents },
      refundCents,
    );
    expect(cutOff?.state).toBe('sending');

    expect(kinds(psp, planted.attemptKey)).toEqual(['refund', 'inquiry', 'refund']);
    expect(refundsMade).toEqual([
      expect.objectContaining({ amountCents: refundCents, key: planted.attemptKey }),
    ]);
    expect(after.attempt).toMatchObject({ state: 'refunded', nextTryAt: null });
    expect(after.attempt?.pspTransaction).toMatch(/^[0-9]{10}\/[0-9]{10}$/);
    expect(after.refundDue).toBe(false);
    expect(after.mails).toBe(1);
  }, 150_000);
});
