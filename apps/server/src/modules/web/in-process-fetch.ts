import type { FastifyInstance, InjectOptions } from 'fastify';

type InjectHeaders = NonNullable<InjectOptions['headers']>;

function headersOf(init: RequestInit): InjectHeaders {
  const headers: InjectHeaders = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function bodyOf(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  throw new Error('The page renderer sends JSON text bodies only');
}

/**
 * fetch() for the page renderer: the API answers in-process (app.inject), through the same
 * routes, hooks, caches and limits as a browser's call, on behalf of the visitor's address (the
 * rate limits count the visitor, not the server).
 */
export function inProcessFetch(app: FastifyInstance, remoteAddress: string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: pathname + search,
      headers: headersOf(init),
      payload: bodyOf(init.body),
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
