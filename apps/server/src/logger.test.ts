import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';
import { serializeRequest } from './request-log.ts';

describe('loggerOptions', () => {
  it('writes JSON lines in production, even on a terminal', () => {
    const options = loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, true);
    expect(options).toMatchObject({ level: 'info' });
    expect(options).not.toHaveProperty('transport');
  });

  it('pretty-prints only for development on a terminal', () => {
    expect(loggerOptions({ logLevel: 'debug', nodeEnv: 'development' }, true)).toHaveProperty(
      'transport.target',
      'pino-pretty',
    );
    expect(loggerOptions({ logLevel: 'debug', nodeEnv: 'development' }, false)).not.toHaveProperty(
      'transport',
    );
  });

  it('turns logging off for the silent level', () => {
    expect(loggerOptions({ logLevel: 'silent', nodeEnv: 'test' }, false)).toBe(false);
  });
});

describe('request log lines (issue 9 item 14)', () => {
  it('log the path without its query, and the pattern of a route with parameters', () => {
    const lookup = serializeRequest({
      method: 'GET',
      url: '/services/v1/detailedJourneys?plate=GD301AA&country=FR&sessionId=abc',
      routeOptions: { url: '/services/v1/detailedJourneys' },
      ip: '203.0.113.1',
    });
    expect(lookup).toMatchObject({ method: 'GET', url: '/services/v1/detailedJourneys' });
    expect(JSON.stringify(lookup)).not.toMatch(/GD301AA|sessionId|abc/);
    const email = serializeRequest({
      method: 'GET',
      url: '/services/v1/payments/0b0e6c1e-6f43-4f4c-9a55-0d4e0f4e9c11/email',
      routeOptions: { url: '/services/v1/payments/:id/email' },
    });
    expect(email.url).toBe('/services/v1/payments/:id/email');
    // No route (404) or the web app's wildcard: the path, still without the query.
    expect(serializeRequest({ url: '/nope?caseNumber=A79-1', routeOptions: {} }).url).toBe('/nope');
    expect(serializeRequest({ url: '/fr/payment?x=1', routeOptions: { url: '/*' } }).url).toBe(
      '/fr/payment',
    );
  });

  it('redacts API keys, bearer tokens and cookies from any headers a line carries', () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, false, {
        write: (line) => lines.push(line),
      }),
    });
    const headers = {
      'x-api-key': 'secret-key-1',
      authorization: 'Bearer secret-token-2',
      cookie: 'sid=secret-cookie-3',
      accept: 'application/json',
    };
    app.log.info({ headers }, 'headers at top level');
    app.log.info({ req: { headers } }, 'headers of a request');
    const text = lines.join('\n');
    expect(lines).toHaveLength(2);
    expect(text).not.toMatch(/secret-key-1|secret-token-2|secret-cookie-3/);
  });
});
