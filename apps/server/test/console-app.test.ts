import { afterAll, describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { consoleAssetFile, consoleIndexHtml, makeConsoleDist } from './helpers/console-dist.ts';
import { indexHtml, makeWebDist } from './helpers/web-dist.ts';

const consoleDist = makeConsoleDist();
const webDist = makeWebDist();
afterAll(() => {
  consoleDist.remove();
  webDist.remove();
});

const browser = { accept: 'text/html', host: 'localhost' };

/** The console's policy, directive by directive. */
function directivesOf(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('the operator console under /operator/ (issue 28 item 11)', () => {
  const app = useApp({ consoleDist: consoleDist.root, webDist: webDist.root });

  it.each(['/operator/', '/operator/enrol', '/operator/sign-in', '/operator/staff/invited?x=1'])(
    'answers %s with the console’s page, never kept, under its own strict policy',
    async (url) => {
      const response = await app().inject({ method: 'GET', url, headers: browser });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(consoleIndexHtml);
      expect(response.body).not.toBe(indexHtml);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      const csp = String(response.headers['content-security-policy']);
      expect(directivesOf(csp)).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'connect-src': "'self'",
        'form-action': "'self'",
        'base-uri': "'none'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
      });
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    },
  );

  it('sends /operator to /operator/, with its query', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/operator?from=x',
      headers: browser,
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/operator/?from=x');
  });

  it('serves the hashed assets for good, and no file it does not have', async () => {
    const asset = await app().inject({ method: 'GET', url: `/operator/${consoleAssetFile}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("console");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toContain("base-uri 'none'");
    // A claim's PDF is framed from memory once read (the console's claim-pdf.tsx).
    expect(asset.headers['content-security-policy']).toContain("frame-src 'self' blob:");
    for (const url of ['/operator/assets/missing.js', '/operator/..%2F..%2Fetc%2Fpasswd.txt']) {
      const missing = await app().inject({ method: 'GET', url, headers: browser });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toBe(indexHtml);
    }
  });

  it('refuses the page to a client that wants JSON', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/operator/enrol',
      headers: { accept: 'application/json', host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('leaves the staff API to the API, and the portal to the portal', async () => {
    const session = await app().inject({
      method: 'GET',
      url: '/services/v1/operator/staff/session',
      headers: { accept: 'application/json', host: 'localhost' },
    });
    expect(session.statusCode).toBe(401);
    const portal = await app().inject({ method: 'GET', url: '/fr/operator', headers: browser });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toBe(indexHtml);
    expect(portal.headers['content-security-policy']).not.toContain("base-uri 'none'");
  });
});

describe('the operator console of a host no white-label answers', () => {
  const orphan = useApp({ consoleDist: consoleDist.root, defaultWhitelabel: 'no-such-operator' });

  it('answers the portal’s 404, not the console', async () => {
    const response = await orphan().inject({
      method: 'GET',
      url: '/operator/enrol',
      headers: { ...browser, host: 'peage.unknown.example' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No portal is set up at this address');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
