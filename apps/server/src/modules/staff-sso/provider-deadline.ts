import { AsyncLocalStorage } from 'node:async_hooks';
import type { CustomFetch } from 'openid-client';
import { providerRequest } from './provider-request.ts';

/**
 * The deadline of the sign-in request whose calls to the identity provider are running: one
 * request's calls (discovery, keys, code exchange, userinfo) share it, whichever cached provider
 * configuration they go through, since the configuration's fetch (below) reads it from here.
 */
const requestDeadline = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs one request's work with its calls to the provider bounded: each call is aborted when
 * `totalMs` has passed since the start or when `clientGone` aborts (the browser hung up), so no
 * socket to the provider outlives the request. An abort reads as openid-client's own timeout or
 * abort (OAUTH_TIMEOUT, OAUTH_ABORT): 503 staff_sso_unavailable (provider.ts).
 */
export function withProviderDeadline<T>(
  totalMs: number,
  clientGone: AbortSignal,
  run: () => Promise<T>,
): Promise<T> {
  const hungUp = new AbortController();
  const onGone = () => hungUp.abort(new DOMException('the client hung up', 'AbortError'));
  if (clientGone.aborted) onGone();
  else clientGone.addEventListener('abort', onGone, { once: true });
  const deadline = AbortSignal.any([AbortSignal.timeout(totalMs), hungUp.signal]);
  return requestDeadline
    .run(deadline, run)
    .finally(() => clientGone.removeEventListener('abort', onGone));
}

/** openid-client's own default timeout, for a call that came without its signal. */
const unboundedCallMs = 30_000;

/**
 * The fetch every provider configuration uses (openid-client's customFetch): the call's own
 * timeout (the configuration's `timeout`, in its signal) and the request's deadline, whichever
 * comes first, over a connection of the call's own that the abort closes (provider-request.ts).
 */
export const deadlineFetch: CustomFetch = (url, options) => {
  const bounds = [options.signal, requestDeadline.getStore()].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  const signal =
    bounds.length === 0 ? AbortSignal.timeout(unboundedCallMs) : AbortSignal.any(bounds);
  return providerRequest(url, options, signal);
};
