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
 * page of the last status by the contract's table: still PENDING gives waiting, a failed call
 * rejected. An abort (the page left) rejects with the abort reason.
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
    let status: PaymentStatusResponse;
    try {
      status = await fetchStatus(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return { page: resultPageOf(null), status: null };
    }
    if (status.status !== 'PENDING' || now() + intervalMs > deadline) {
      return { page: resultPageOf(status.status), status };
    }
    await wait(intervalMs, signal);
  }
}
