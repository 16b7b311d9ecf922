import { isApiError } from './api-client.ts';

// The answer and the refusal only: the error texts (in every page's entry) import this module,
// and the passkey ceremony (check-passkey-again.ts) stays with the pages that change things.

/** The server's answer to a change made without a passkey check in the last five minutes. */
export function needsFreshCheck(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'fresh_check_required';
}

/** The person chose not to confirm: the change was not made. */
export class FreshCheckCancelledError extends Error {
  constructor() {
    super('fresh check cancelled');
    this.name = 'FreshCheckCancelledError';
  }
}

/** The passkey that answered was another person's: the session is now theirs. */
export class FreshCheckOtherPersonError extends Error {
  constructor() {
    super('fresh check signed in another person');
    this.name = 'FreshCheckOtherPersonError';
  }
}

/**
 * The router state of the page a fresh check through the identity provider comes back to: the
 * shell says the check passed (the change that asked is made again by the person).
 */
export const freshCheckPassedState = { freshCheckPassed: true } as const;

export function isFreshCheckPassed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'freshCheckPassed' in state;
}
