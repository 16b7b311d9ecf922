import { replace, type LoaderFunctionArgs } from 'react-router';

/**
 * The visited address once more, history replaced: its guards and loader run anew. For a loader
 * whose call has just signed the customer out (a 401 removes the token): the guards then treat
 * the visit as a visitor's.
 */
export function sameAddressAgain(args: LoaderFunctionArgs): Response {
  const url = new URL(args.request.url);
  return replace(`${url.pathname}${url.search}`);
}
