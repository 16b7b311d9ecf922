import { afterAll, describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { makeSsrDist } from './helpers/ssr-dist.ts';
import { indexHtml, makeWebDist } from './helpers/web-dist.ts';

const dist = makeWebDist();
const ssr = makeSsrDist(dist.root);
afterAll(() => {
  dist.remove();
  ssr.remove();
});
const app = useApp({ webDist: dist.root, webSsrDist: ssr.root, pageRenderTimeoutMs: 300 });

const browser = { accept: 'text/html', host: 'www.a79.example' };

function reportOf(body: string): Record<string, unknown> {
  const match = /<pre id="report">(.*)<\/pre>/.exec(body);
  if (!match?.[1]) throw new Error(`no report in ${body.slice(0, 200)}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('pages painted by the server renderer', () => {
  it('streams the rendered page, uncached, with the API answered in-process', async () => {
    const response = await app().inject({ method: 'GET', url: '/it/?from=test', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const report = reportOf(response.body);
    expect(report).toMatchObject({
      url: '/it/?from=test',
      hostname: 'www.a79.example',
      apiStatus: 200,
      manifestEntries: ['index.html'],
    });
    expect(typeof report.siteTitle).toBe('string');
  });

  it('builds links on the public origin, never on a forged Host', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/it/',
      headers: { accept: 'text/html', host: 'evil.example' },
    });
    const report = reportOf(response.body);
    expect(report.origin).not.toContain('evil.example');
    expect(report.origin).toMatch(/^https?:\/\//);
  });

  it("answers a loader's redirect as an HTTP redirect", async () => {
    const response = await app().inject({ method: 'GET', url: '/it/redirect', headers: browser });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/it/');
  });

  it.each(['/it/broken', '/it/slow'])(
    'falls back to the browser-rendered page when %s cannot be painted',
    async (url) => {
      const response = await app().inject({ method: 'GET', url, headers: browser });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('still serves files and plain 404s without rendering', async () => {
    const robots = await app().inject({ method: 'GET', url: '/robots.txt', headers: browser });
    expect(robots.body).toContain('User-agent');
    const missing = await app().inject({ method: 'GET', url: '/assets/nope.js', headers: browser });
    expect(missing.statusCode).toBe(404);
  });
});
