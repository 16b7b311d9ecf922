import { data } from 'react-router';

/**
 * Ends a loader with the router's 404 (issue 26 item 16): the pages' error boundary shows the
 * not-found page, and the server's paint answers HTTP 404, so nothing is sent home silently.
 */
export function notFound(): never {
  throw data('not_found', { status: 404 });
}
