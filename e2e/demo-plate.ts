import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { alertStatus, messagesTo, stopAlertsByMail } from './alert-helpers.ts';
import { expect, test } from './fixtures.ts';

// Issue 24 item 6: nothing follows a plate's trips without a receipt of a payment for it. The
// demo seed pays one trip of GQ-211-PP for real at start (apps/server/src/demo/pay.ts): the alert
// tests subscribe that plate with its receipt number. It is one plate for the whole run, so the
// tests that take its alerts run one at a time (withDemoPlate) and leave them with nobody.

/** The demo's paid plate (README "Demo plates"), as the server stores it. */
export const demoPlate = 'GQ211PP';

/** The address the demo payment's receipt went to (apps/server/src/demo/pay.ts). */
const demoPayer = 'demo.payer@example.org';
/** A receipt number as printed, e.g. "A79-R-2026-000123" (receipts/receipt-model.ts). */
const receiptNumberPattern = /\b[A-Z0-9]+-R-\d{4}-\d{6}\b/;

/**
 * The receipt number of the demo plate's seeded payment. ASSUMED (the server side of issue 24
 * makes it readable): the dev mailbox holds a message to the demo payer that carries it, in its
 * payload or its HTML. If the server exposes it otherwise, only this function changes.
 */
export async function demoReceiptNumber(request: APIRequestContext): Promise<string> {
  let number: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await messagesTo(request, demoPayer)) {
          const listed = JSON.stringify(message);
          const html = message.htmlUrl ? await (await request.get(message.htmlUrl)).text() : '';
          number = (receiptNumberPattern.exec(listed) ?? receiptNumberPattern.exec(html))?.[0];
          if (number) return true;
        }
        return false;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return number ?? '';
}

const lockStaleMs = 5 * 60_000;
const lockWaitMs = 8 * 60_000;

/**
 * Runs `body` while no other test of this run (on any worker) holds the demo plate's alerts: a
 * directory made atomically is the lock, per server port; one left by a killed worker goes stale.
 */
export async function withDemoPlate<T>(body: () => Promise<T>): Promise<T> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  const lock = join(tmpdir(), `portico-e2e-demo-plate-${origin.port}`);
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > lockStaleMs) await rmdir(lock).catch(() => undefined);
      if (Date.now() > deadline) throw new Error('the demo plate stayed taken');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await body();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

/**
 * Leaves the demo plate's alerts with nobody: each address of the test that still receives them
 * stops them as its owner would (best effort, after a failure too).
 */
export async function releaseDemoPlate(
  request: APIRequestContext,
  emails: readonly string[],
): Promise<void> {
  for (const email of emails) {
    if ((await alertStatus(request, demoPlate, email)) === 'ACTIVATED') {
      await stopAlertsByMail(request, email);
    }
  }
}
