import type { FastifyBaseLogger } from 'fastify';

/** A server-to-server notification as the simulators send it (Paybox IPN, Axepta URLNotify). */
export interface NotificationRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type Deliver = (request: NotificationRequest) => Promise<{ status: number }>;

const DEFAULT_TIMEOUT_MS = 10_000;

/** Sends with fetch, without following redirects (an IPN handler must not redirect, 1.5). */
export const fetchDeliver: Deliver = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return { status: response.status };
};

/**
 * SSRF and open-redirect guard: the simulator is reachable by anyone and its keys are public, so
 * it sends notifications and browsers only to the portal, i.e. the configured public origin (or the
 * white-label host of the request that the database lists), never to an origin a form names.
 */
export function isOnOrigin(target: string, origin: string): boolean {
  try {
    return new URL(target).origin === origin;
  } catch {
    return false;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface DeliveryOptions {
  readonly deliver: Deliver;
  readonly log: FastifyBaseLogger;
  /** Total tries; Paybox sends once (1.5), Axepta retries (2.4). */
  readonly attempts: number;
  /** Wait before the first retry, doubled before each next one. */
  readonly backoffMs: number;
}

/** Sends until a 2xx or out of tries; never throws, logs each failure. True when delivered. */
export async function deliverNotification(
  request: NotificationRequest,
  { deliver, log, attempts, backoffMs }: DeliveryOptions,
): Promise<boolean> {
  const target = { method: request.method, url: request.url.split('?')[0] };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const { status } = await deliver(request);
      if (status >= 200 && status < 300) {
        log.info({ ...target, status, attempt }, 'psp simulator notification delivered');
        return true;
      }
      log.warn({ ...target, status, attempt }, 'psp simulator notification not accepted');
    } catch (error) {
      log.warn({ ...target, err: error, attempt }, 'psp simulator notification failed');
    }
    if (attempt < attempts) await delay(backoffMs * 2 ** (attempt - 1));
  }
  return false;
}
