import {
  resultPageOf,
  type PaymentResultPage,
  type PaymentStatusResponse,
} from '@portico/contract';

/** The PSP's notification normally comes before the browser: ask every second for about 10 s. */
export const pollingIntervalMs = 1000;
export const pollingBudgetMs = 10_000;

export interface PollingOptions {
  fetchStatus: (signal: AbortSignal) => Promise<PaymentStatusResponse>;
  signal: AbortSignal;
  intervalMs?: number;
  budgetMs?: number;
  now?: () => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface PaymentOutcome {
  page: PaymentResultPage;
  /** The last answer, null when the call failed. */
  status: PaymentStatusResponse | null;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Polls GET /payments/{id} while the payment is PENDING, within the budget, and gives the result
 * page of the last status by the contract's table: still PENDING gives waiting. A failed call (a
 * weak network, a server restarting) is asked again within the same budget; a status still not
 * learnt at its end gives waiting too, never rejected (issue 26 item 1): the card may well have
 * been charged. An abort (the page left) rejects with the abort reason.
 */
export async function awaitPaymentOutcome({
  fetchStatus,
  signal,
  intervalMs = pollingIntervalMs,
  budgetMs = pollingBudgetMs,
  now = Date.now,
  wait = sleep,
}: PollingOptions): Promise<PaymentOutcome> {
  const deadline = now() + budgetMs;
  for (;;) {
    let status: PaymentStatusResponse | null;
    try {
      status = await fetchStatus(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      status = null;
    }
    const learnt = status !== null && status.status !== 'PENDING';
    if (learnt || now() + intervalMs > deadline) {
      return { page: resultPageOf(status?.status ?? null), status };
    }
    await wait(intervalMs, signal);
  }
}
