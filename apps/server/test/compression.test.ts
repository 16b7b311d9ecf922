import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { articleSchema, errorEnvelopeSchema, whitelabelHostHeader } from '@portico/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { articleSeed, createTenant, inAllLanguages } from './helpers/factories.ts';
import { getRoute } from './helpers/requests.ts';
import { makeWebDist } from './helpers/web-dist.ts';

// A built web app whose bundle has the .br and .gz the build writes beside it.
const dist = makeWebDist();
afterAll(() => dist.remove());
const bundle = 'assets/route-home-5d1e2a.js';
const bundleText = 'export const journeys = ["A79", "Montmarault", "Digoin"];\n'.repeat(60);
const bundleBr = brotliCompressSync(bundleText);
const bundleGz = gzipSync(bundleText, { level: 9 });
writeFileSync(path.join(dist.root, bundle), bundleText);
writeFileSync(path.join(dist.root, `${bundle}.br`), bundleBr);
writeFileSync(path.join(dist.root, `${bundle}.gz`), bundleGz);

const pageHtml = `<!doctype html><html lang="it"><body>${'<p>Pedaggio free-flow</p>'.repeat(80)}</body></html>`;
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 'x')]);

const app = useApp(
  { webDist: dist.root },
  {
    // Stand-ins for answers no API route gives without a whole journey: a streamed page (as the
    // server renderer sends), an event stream and a PDF.
    beforeReady: async (instance) => {
      instance.get('/test-compression/page', (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(Readable.from([pageHtml])),
      );
      instance.get('/test-compression/events', (_request, reply) =>
        reply.type('text/event-stream').send(`data: ${'x'.repeat(2048)}\n\n`),
      );
      instance.get('/test-compression/receipt', (_request, reply) =>
        reply.type('application/pdf').send(pdfBytes),
      );
    },
  },
);

const longText = 'Il pedaggio si paga online, entro 15 giorni dal passaggio. '.repeat(50);
let tenantHost: Promise<string> | undefined;

/** A tenant with two articles: "long", whose JSON is well over the threshold, and "short". */
function tenantHostOfArticles(): Promise<string> {
  tenantHost ??= createTenant(app().database.db, {
    articles: [
      articleSeed('long', { content: inAllLanguages(longText) }),
      articleSeed('short', { content: inAllLanguages('Breve.') }),
    ],
    homePage: { listBlockArticleIds: [], sliderBlockArticleIds: [], footerArticleId: null },
    footerEntries: [],
  }).then((tenant) => tenant.host);
  return tenantHost;
}

async function articleAnswer(
  id: 'long' | 'short',
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return getRoute(app(), 'article', {
    params: { id },
    tenantHost: await tenantHostOfArticles(),
    headers,
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return app().inject({ method: 'GET', url, headers });
}

describe('API answers compressed on the fly', () => {
  it('answers a JSON over 1 KB in Brotli, gzip or as is, as the client accepts', async () => {
    const plain = await articleAnswer('long', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const article = articleSchema.parse(plain.json());

    const br = await articleAnswer('long', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(article);

    const gzip = await articleAnswer('long', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(article);

    const refused = await articleAnswer('long', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(article);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const response = await articleAnswer('short', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(articleSchema.parse(response.json()).content).toMatch(/^Breve\./);
  });

  it('keeps error envelopes readable', async () => {
    const response = await get('/services/v1/nope', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('route_not_found');
  });

  it('answers HEAD without a body', async () => {
    const response = await app().inject({
      method: 'HEAD',
      url: '/services/v1/articles/long',
      headers: { [whitelabelHostHeader]: await tenantHostOfArticles(), 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.rawPayload.length).toBe(0);
  });

  it('compresses a streamed page', async () => {
    const response = await get('/test-compression/page', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(pageHtml);
  });

  it('never compresses an event stream or a PDF', async () => {
    for (const url of ['/test-compression/events', '/test-compression/receipt']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    const receipt = await get('/test-compression/receipt', { 'accept-encoding': 'br, gzip' });
    expect(receipt.rawPayload.equals(pdfBytes)).toBe(true);
  });
});

describe('static files precompressed by the build', () => {
  it('serves the .br, else the .gz, of a bundle with its own type and length', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br', encoding: 'br', body: bundleBr },
      { acceptEncoding: 'gzip', encoding: 'gzip', body: bundleGz },
      { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip', body: bundleGz },
    ];
    for (const { acceptEncoding, encoding, body } of cases) {
      const response = await get(`/${bundle}`, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      // The build's bytes, not compressed a second time.
      expect(response.rawPayload.equals(body), acceptEncoding).toBe(true);
      expect(response.headers['content-length']).toBe(String(body.length));
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves the bundle itself to a client that accepts no compression', async () => {
    const response = await get(`/${bundle}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bundleText);
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('answers HEAD and a revalidation of the .br without a body', async () => {
    const head = await app().inject({
      method: 'HEAD',
      url: `/${bundle}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(bundleBr.length));
    expect(head.rawPayload.length).toBe(0);

    const etag = head.headers.etag;
    expect(etag).toBeDefined();
    const revalidated = await get(`/${bundle}`, {
      'accept-encoding': 'br',
      'if-none-match': String(etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('sends a file under 1 KB as it is, with its length, and its 304 unencoded', async () => {
    const response = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.body).toContain('User-agent');

    const revalidated = await get('/robots.txt', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(response.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('compresses on the fly a large text file the build left uncompressed', async () => {
    const styles = 'body { margin: 0; color: #1b1b1b; }\n'.repeat(60);
    writeFileSync(path.join(dist.root, 'assets', 'late-7c2e.css'), styles);
    const response = await get('/assets/late-7c2e.css', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(styles);
  });
});
