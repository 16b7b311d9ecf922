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

/** helmet 8's defaults with our frame and HSTS choices (the CSP is checked above). */
const helmetHeaders = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('helmet headers', () => {
  it('are on every answer: API, refused request, unknown route, page, static file', async () => {
    for (const url of [
      '/services/v1/whitelabels',
      '/services/v1/detailedJourneys?plate=AB-123-CD',
      '/services/v1/nope',
      '/fr/',
      '/robots.txt',
    ]) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(helmetHeaders);
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
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
