import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';

const app = useApp();

function csp(header: string | string[] | number | undefined): string {
  expect(typeof header).toBe('string');
  return String(header);
}

describe('security headers', () => {
  it("sends the portal's strict CSP, without 'unsafe-inline', on API and web answers", async () => {
    for (const url of ['/services/v1/whitelabels', '/healthz', '/fr/']) {
      const response = await app().inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const policy = csp(response.headers['content-security-policy']);
      expect(policy, url).not.toContain('unsafe-inline');
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("form-action 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the API docs with their own CSP, also without unsafe-inline', async () => {
    const page = await app().inject({ method: 'GET', url: '/services/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const policy = csp(page.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("script-src 'self'");
    const script = await app().inject({
      method: 'GET',
      url: '/services/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
  });
});

describe('HSTS', () => {
  const production = useApp({ nodeEnv: 'production' });

  it('is sent in production only', async () => {
    const prod = await production().inject({ method: 'GET', url: '/healthz' });
    expect(prod.headers['strict-transport-security']).toBe('max-age=31536000');
    const dev = await app().inject({ method: 'GET', url: '/healthz' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
  });
});
