import { errorEnvelopeSchema, whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';

const app = useApp();

describe('error envelope', () => {
  it('answers 404 route_not_found for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app().inject({
        method,
        url: '/services/v1/nope',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorEnvelopeSchema.parse(response.json())).toEqual({ message: 'route_not_found' });
    }
  });

  it('answers every 4xx of the content calls with a known code', async () => {
    const tenant = await createTenant(app().database.db);
    const cases = [
      { url: '/services/v1/articles/BAD', status: 400, code: 'invalid_request' },
      { url: '/services/v1/articles/missing', status: 404, code: 'article_not_found' },
      { url: '/services/v1/whitelabels?lang=xx', status: 400, code: 'invalid_request' },
      { url: '/services/v1/whitelabels?unexpected=1', status: 400, code: 'invalid_request' },
      { url: '/services/v1/whitelabels/footer/extra', status: 404, code: 'route_not_found' },
    ];
    for (const { url, status, code } of cases) {
      const response = await app().inject({
        method: 'GET',
        url,
        headers: { [whitelabelHostHeader]: tenant.host },
      });
      expect(response.statusCode, url).toBe(status);
      expect(errorEnvelopeSchema.parse(response.json()).message, url).toBe(code);
    }
  });

  it('answers a URL the router cannot decode with the envelope', async () => {
    for (const url of ['/services/v1/payments/AB-123-CD-session%/email', '/dev/mailbox/47%2']) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: 'invalid_request' });
      // Fastify's own answer echoed the whole URL (a plate, a session id).
      expect(response.body, url).not.toContain('session');
    }
  });

  it('answers bad input on a GET-only route without a 500', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/services/v1/whitelabels',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
  });
});
