import type { PageApiAnswer, PageApiCall } from '@portico/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The page renderer's API calls: answered in-process (app.inject), through the same routes,
 * hooks, caches and limits as a browser's call, on behalf of the visitor's address (the rate
 * limits count the visitor, not the server).
 */
export function inProcessFetch(app: FastifyInstance, remoteAddress: string) {
  return async (url: string, call: PageApiCall): Promise<PageApiAnswer> => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: call.method as InjectOptions['method'],
      url: pathname + search,
      headers: call.headers,
      ...(call.body === undefined ? {} : { payload: call.body }),
      remoteAddress,
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: answer.statusCode, headers, body: answer.body };
  };
}
