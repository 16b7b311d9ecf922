import { errorEnvelopeSchema } from '@portico/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { assetFile, indexHtml, makeWebDist } from './helpers/web-dist.ts';

const dist = makeWebDist();
afterAll(() => dist.remove());
const app = useApp({ webDist: dist.root });

const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('web app', () => {
  it("redirects / to the visitor's language", async () => {
    const italian = await app().inject({
      method: 'GET',
      url: '/',
      headers: { ...browser, 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(italian.statusCode).toBe(302);
    expect(italian.headers.location).toBe('/it/');
    const unknown = await app().inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'xx' },
    });
    expect(unknown.headers.location).toBe('/fr/');
  });

  it.each(['/fr/', '/it/help/payment', '/de/free-flow-how-it-works', '/no-such-page'])(
    'answers index.html, uncached, for the in-app route %s',
    async (url) => {
      const response = await app().inject({ method: 'GET', url, headers: browser });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed bundles as immutable files', async () => {
    const response = await app().inject({ method: 'GET', url: `/${assetFile}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portico');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build, such as robots.txt, as themselves', async () => {
    const response = await app().inject({ method: 'GET', url: '/robots.txt', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent');
  });

  it('answers a plain 404 for a missing bundle and for non-HTML requests', async () => {
    for (const headers of [browser, { accept: '*/*' }]) {
      const response = await app().inject({ method: 'GET', url: '/assets/nope.js', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Portico test build');
    }
    const api = await app().inject({
      method: 'GET',
      url: '/fr/',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
  });

  it('never answers the app page for server paths', async () => {
    for (const url of ['/services/v1/nope', '/media/a79/nope.svg', '/services/docs/nope']) {
      const response = await app().inject({ method: 'GET', url, headers: browser });
      expect(response.statusCode, url).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe('route_not_found');
    }
  });

  it('serves the media folder with cache headers', async () => {
    const response = await app().inject({ method: 'GET', url: '/media/a79/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('without a web build', () => {
  it('answers 503 with the build command for pages, while the API works', async () => {
    const bare = await startApp({ webDist: '/nonexistent/portico-web-dist' });
    try {
      for (const url of ['/', '/fr/']) {
        const page = await bare.inject({ method: 'GET', url, headers: browser });
        expect(page.statusCode, url).toBe(503);
        expect(page.headers['content-type']).toContain('text/plain');
        expect(page.body).toContain('npm run build');
      }
      const api = await bare.inject({ method: 'GET', url: '/services/v1/whitelabels' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('web app of a host no white-label answers (issue 27)', () => {
  const orphan = useApp({ webDist: dist.root, defaultWhitelabel: 'no-such-operator' });

  it('answers a real 404 page, not the app with an empty title', async () => {
    // A host no white-label lists (the demo's lists localhost), and no default to fall back on.
    const response = await orphan().inject({
      method: 'GET',
      url: '/fr/',
      headers: { ...browser, host: 'peage.unknown.example' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No portal is set up at this address');
    expect(response.body).not.toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("still serves a white-label's own host", async () => {
    const tenant = await createTenant(orphan().database.db);
    const response = await orphan().inject({
      method: 'GET',
      url: '/fr/',
      headers: { ...browser, host: tenant.host },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });
});
