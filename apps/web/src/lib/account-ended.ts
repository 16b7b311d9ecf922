/**
 * How an account's session ended, carried in the history state of the page the customer lands on
 * (home) so that page can say what happened (issue 26 item 10): a sign-out, or a deletion. Only
 * the navigation that ended it carries it: a link or a reload elsewhere does not repeat it.
 */
export type AccountEnding = 'signedOut' | 'deleted';

export interface AccountEndedState {
  accountEnded: AccountEnding;
}

export const accountEndedState = (ending: AccountEnding): AccountEndedState => ({
  accountEnded: ending,
});

/** The ending a history state tells, if it is one of ours (states are untyped in the router). */
export function accountEndingOf(state: unknown): AccountEnding | null {
  if (typeof state !== 'object' || state === null || !('accountEnded' in state)) return null;
  const ending = state.accountEnded;
  return ending === 'signedOut' || ending === 'deleted' ? ending : null;
}
