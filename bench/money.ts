// `npm run bench:money` (also part of `npm run bench`): numbers, not pass/fail. Issue 29, the
// refunds under a PSP that answers slowly and sometimes not at all: N refund_due payments (1,000 by
// default, half Paybox, half Axepta) seeded in a white-label of their own whose refunds are
// automatic, each known to the simulated PSP's ledger (as if settled through its hosted page), the
// PSP answering every server-to-server call after 1 s and 10% of them never (after acting: the
// refund is made, its answer lost). Several loops, as several instances would, run the refund job
// (services.refunds.run) until every attempt is final or left for a person. Time is the job's
// clock: real time plus jumps, taken only when every loop is idle, to the next attempt due, so the
// backoff after a lost answer (30 s, doubling) costs no real waiting. Prints attempts per second,
// p50/p99 of time-to-refunded, the PSP's refund calls against the payments (one each: a lost answer
// is found by findRefund, never sent again), where the attempts ended, and the wall time.
// PostgreSQL only (DATABASE_URL): skipped with a message without it. The white-label and all it
// holds are removed at the end unless BENCH_KEEP_DATA=1.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/drivers/postgres.ts';
import { prepareDatabase } from '../apps/server/src/db/migrate.ts';
import { paymentRefunds, payments } from '../apps/server/src/db/schema/index.ts';
import { jobStates } from '../apps/server/src/modules/refunds/refunds-repository.ts';
import { createServices } from '../apps/server/src/services.ts';
import { startMoneyPsp } from './lib/money-psp.ts';
import { createMoneyWhitelabel, removeMoneyWhitelabel } from './lib/money-whitelabel.ts';
import { randomInt, seededRandom } from './lib/random.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('money bench skipped: set DATABASE_URL to a PostgreSQL server to measure it.');
  process.exit(0);
}

const paymentCount = Number(process.env.BENCH_REFUND_PAYMENTS ?? 1000);
const instances = Number(process.env.BENCH_REFUND_INSTANCES ?? 8);
const delayMs = Number(process.env.BENCH_PSP_DELAY_MS ?? 1000);
const silentPercent = Number(process.env.BENCH_PSP_SILENT_PERCENT ?? 10);
// A silent call costs this much real time each: above the 1 s delay, far below the 30 s default.
const timeoutMs = Number(process.env.BENCH_PSP_TIMEOUT_MS ?? 3000);
if (!(paymentCount >= 1 && paymentCount <= 100_000))
  throw new Error('BENCH_REFUND_PAYMENTS: 1 to 100000');
if (!(instances >= 1 && instances <= 64)) throw new Error('BENCH_REFUND_INSTANCES: 1 to 64');
if (!(silentPercent >= 0 && silentPercent <= 100))
  throw new Error('BENCH_PSP_SILENT_PERCENT: 0 to 100');

if (!(delayMs >= 0 && delayMs <= 600_000)) throw new Error('BENCH_PSP_DELAY_MS: 0 to 600000');
if (!(timeoutMs > delayMs && timeoutMs <= 600_000)) {
  throw new Error('BENCH_PSP_TIMEOUT_MS: above BENCH_PSP_DELAY_MS, at most 600000');
}

const say = (line: string) => process.stdout.write(`money: ${line}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

// Never a real PSP account from the caller's environment: the simulators only, on 127.0.0.1.
const simulatedOnly = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(PAYBOX|AXEPTA|CARD_PSP)/.test(name)),
);
const config = loadConfig({
  ...simulatedOnly,
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  PSP_SIMULATOR: 'true',
  AUTOMATIC_REFUNDS: 'true',
  PSP_DIRECT_TIMEOUT_MS: String(timeoutMs),
});
const handle = await openPostgres(databaseUrl, { poolMax: instances + 4 });
await prepareDatabase(handle, { seedDemo: false });
const { db } = handle;

// The job's clock: real time plus what the bench skipped while nothing was due.
let skippedMs = 0;
const clock = () => new Date(Date.now() + skippedMs);

const knob = { delayMs, silentShare: silentPercent / 100, dropShare: 0 };
const psp = await startMoneyPsp(db, config.payments, knob, clock);
const warnings = new Map<string, number>();
const services = createServices(db, config, {
  databaseDriver: handle.driver,
  pspServerToServer: psp.port,
  clock,
  logger: {
    warn: (_details, message) => warnings.set(message, (warnings.get(message) ?? 0) + 1),
    error: (details, message) => console.error(message, details),
  },
});

const { id: whitelabelId, code } = await createMoneyWhitelabel(db);

try {
  // The payments: DUPLICATED and refund_due (a second hosted page took the money), each in the
  // PSP's ledger as its hosted page would have left it. No e-mail: no outbox work in the runs.
  const random = seededRandom(29);
  const rows = Array.from({ length: paymentCount }, (_, index) => {
    const amountCents = randomInt(random, 190, 4_800);
    const reference = `BM${String(index).padStart(8, '0')}`;
    const paybox = index % 2 === 0;
    const transaction = String(1_000_000_000 + index);
    const call = String(2_000_000_000 + index);
    const payId = randomUUID().replaceAll('-', '');
    if (paybox) psp.ledger.remember(transaction, call, amountCents);
    else psp.ledger.remember(payId, reference, amountCents);
    return {
      id: randomUUID(),
      whitelabelId,
      reference,
      plate: `BM${String(index).padStart(6, '0')}`,
      countryCode: 'FR',
      language: 'fr' as const,
      status: 'DUPLICATED' as const,
      method: 'CREDIT_CARD' as const,
      provider: paybox ? ('PAYBOX' as const) : ('AXEPTA' as const),
      amountCents,
      pspTransaction: paybox ? `${transaction}/${call}` : payId,
      refundDue: true,
      expiresAt: new Date(Date.now() + 3_600_000),
      settledAt: new Date(),
    };
  });
  for (let at = 0; at < rows.length; at += 500) {
    await db.insert(payments).values(rows.slice(at, at + 500));
  }
  say(
    `${paymentCount} refund_due payments (half Paybox, half Axepta); the PSP answers after ` +
      `${delayMs} ms, ${silentPercent}% of calls never (timeout ${timeoutMs} ms); ${instances} instances`,
  );

  const mine = eq(paymentRefunds.whitelabelId, whitelabelId);
  /** When the next attempt is due, or null when none is left for the job. */
  const nextDue = async (): Promise<Date | null> => {
    const [row] = await db
      .select({ at: min(paymentRefunds.nextTryAt) })
      .from(paymentRefunds)
      .where(
        and(
          mine,
          inArray(paymentRefunds.state, [...jobStates]),
          isNotNull(paymentRefunds.nextTryAt),
        ),
      );
    return row?.at ?? null;
  };
  const waitingPayments = async (): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(
        and(
          eq(payments.whitelabelId, whitelabelId),
          eq(payments.refundDue, true),
          sql`not exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id})`,
        ),
      );
    return row?.count ?? 0;
  };

  const startedAt = clock();
  const started = performance.now();
  // Runs under way, and the clock's jump when one is being made: a jump is made only while no
  // run holds attempts (it would end their leases early), and no run starts during one.
  let busy = 0;
  let jumping: Promise<void> | null = null;
  let done = false;
  let runs = 0;
  let jumps = 0;
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  /** Moves the clock to the next attempt due, or says that nothing is left. */
  const jump = async () => {
    const due = await nextDue();
    const waiting = await waitingPayments();
    if (due === null && waiting === 0) done = true;
    else if (due !== null && due.getTime() > clock().getTime()) {
      skippedMs += due.getTime() - clock().getTime();
      jumps += 1;
    }
  };
  /** One instance: runs the job until nothing is left, as the scheduler would, back to back. */
  const instance = async () => {
    while (!done) {
      if (jumping) {
        await jumping;
        continue;
      }
      busy += 1;
      const looked = await services.refunds.run(clock(), { whitelabelId }).finally(() => {
        busy -= 1;
      });
      runs += 1;
      if (looked > 0) continue;
      if (busy > 0 || jumping) {
        await pause(100);
        continue;
      }
      jumping = jump().finally(() => {
        jumping = null;
      });
      await jumping;
    }
  };
  const ticker = setInterval(() => {
    say(
      `  ${seconds(performance.now() - started)} s: ${psp.counts.refundedAt.size} refunded so far`,
    );
  }, 15_000);
  await Promise.all(Array.from({ length: instances }, instance));
  clearInterval(ticker);
  const wallTotalMs = performance.now() - started;

  // Where the attempts ended, from the database.
  const attempts = await db.select().from(paymentRefunds).where(mine);
  const endings = new Map<string, number>();
  const clockMs: number[] = [];
  const wallMs: number[] = [];
  for (const attempt of attempts) {
    const ending =
      attempt.state === 'unknown' && attempt.nextTryAt === null
        ? 'left for a person'
        : attempt.state;
    endings.set(ending, (endings.get(ending) ?? 0) + 1);
    const at = psp.counts.refundedAt.get(attempt.attemptKey);
    if (attempt.state === 'refunded' && at) {
      clockMs.push(at.clock - startedAt.getTime());
      wallMs.push(at.wall - started);
    }
  }
  clockMs.sort((a, b) => a - b);
  wallMs.sort((a, b) => a - b);

  // What the PSP did: refunds it holds per payment (more than one is money given twice).
  let ledgerRefunds = 0;
  let paidTwice = 0;
  for (const row of rows) {
    const key =
      row.provider === 'PAYBOX' ? (row.pspTransaction.split('/')[0] ?? '') : row.pspTransaction;
    const held = psp.ledger.payment(key)?.refunds.length ?? 0;
    ledgerRefunds += held;
    if (held > 1) paidTwice += 1;
  }
  const refundCalls = [...psp.counts.refundCallsByKey.values()].reduce((sum, n) => sum + n, 0);
  const sentTwice = [...psp.counts.refundCallsByKey.values()].filter((n) => n > 1).length;
  const finalCount = attempts.filter((a) => ['refunded', 'refused'].includes(a.state)).length;

  console.log('');
  say(
    `wall time: ${seconds(wallTotalMs)} s (${runs} job runs over ${instances} instances, ${jumps} clock jumps)`,
  );
  say(`job clock: ${seconds(clock().getTime() - startedAt.getTime())} s, backoff included`);
  say(
    `attempts: ${attempts.length} for ${paymentCount} payments; ${(finalCount / (wallTotalMs / 1000)).toFixed(1)} ` +
      `attempts/s resolved (wall); ${((refundCalls + psp.counts.findRefundCalls) / (wallTotalMs / 1000)).toFixed(1)} PSP calls/s`,
  );
  say(
    `time-to-refunded, job clock: p50 ${seconds(percentile(clockMs, 0.5))} s, p99 ${seconds(percentile(clockMs, 0.99))} s, ` +
      `max ${seconds(clockMs.at(-1) ?? 0)} s`,
  );
  say(
    `time-to-refunded, wall: p50 ${seconds(percentile(wallMs, 0.5))} s, p99 ${seconds(percentile(wallMs, 0.99))} s`,
  );
  say(
    `PSP refund calls: ${refundCalls} for ${paymentCount} payments (sent twice: ${sentTwice}); ` +
      `findRefund calls: ${psp.counts.findRefundCalls}; refunds the PSP holds: ${ledgerRefunds} ` +
      `(payments refunded twice: ${paidTwice})`,
  );
  say(`ended: ${[...endings].map(([state, n]) => `${state} ${n}`).join(', ')}`);
  say(`PSP answers: ${[...psp.counts.answers].map(([what, n]) => `${what} ${n}`).join(', ')}`);
  for (const [message, n] of warnings) say(`job warnings: ${n} × "${message}"`);
  const whole = refundCalls === paymentCount && sentTwice === 0 && paidTwice === 0;
  say(
    whole
      ? 'exactly once: one refund call per payment, none sent or made twice'
      : `WARNING: not exactly once (${refundCalls} refund calls, ${sentTwice} sent twice, ${paidTwice} made twice)`,
  );
} finally {
  await psp.close();
  if (process.env.BENCH_KEEP_DATA === '1') {
    say(`kept: white-label ${code} (id ${whitelabelId}); BENCH_KEEP_DATA=1`);
  } else {
    await removeMoneyWhitelabel(db, whitelabelId);
    say(`removed the bench's white-label ${code}`);
  }
  await services.mail.close();
  await handle.close();
}
process.exit(0);
