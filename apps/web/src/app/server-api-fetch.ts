import type { PageApiAnswer, PageApiCall } from '@portico/contract';

/** Statuses whose answer has no body: a Response with one throws. */
const emptyStatuses = new Set([101, 204, 205, 304]);

/**
 * The API client's fetch on the server: its calls go to the server's in-process API (plain data
 * across the seam), their answers come back as the Response the client reads in the browser.
 */
export function serverApiFetch(
  apiFetch: (url: string, call: PageApiCall) => Promise<PageApiAnswer>,
) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new Error('The server renderer sends JSON text bodies only');
    }
    const call: PageApiCall = {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    };
    const answer = await apiFetch(url, call);
    const body = emptyStatuses.has(answer.status) || answer.body === '' ? null : answer.body;
    return new Response(body, { status: answer.status, headers: answer.headers });
  };
}
