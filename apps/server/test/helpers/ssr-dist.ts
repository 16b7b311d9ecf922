import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away server renderer in the shape the web build emits (dist-ssr/entry-server.js
 * exporting createPageRenderer), scripted by URL: the tests see what the server does with each
 * kind of answer without building the web app.
 *   /it/redirect  -> a loader's redirect
 *   /it/broken    -> the render throws
 *   /it/slow      -> never answers until aborted
 *   anything else -> a page reporting what the renderer received and what the API answered
 */
const rendererSource = `
export function createPageRenderer({ manifest }) {
  return {
    async render(request) {
      if (request.url.startsWith('/it/redirect')) {
        return { kind: 'redirect', status: 302, location: '/it/' };
      }
      if (request.url.startsWith('/it/broken')) throw new Error('render failed');
      if (request.url.startsWith('/it/slow')) {
        await new Promise((resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      }
      const answer = await request.apiFetch(request.origin + '/services/v1/whitelabels', {
        method: 'GET',
        headers: { accept: 'application/json', 'accept-language': 'it' },
      });
      const whitelabel = JSON.parse(answer.body);
      const report = {
        url: request.url,
        origin: request.origin,
        hostname: request.hostname,
        apiStatus: answer.status,
        siteTitle: whitelabel.seo ? whitelabel.seo.title : null,
        manifestEntries: Object.keys(manifest),
      };
      async function* body() {
        yield '<!DOCTYPE html><html lang="it"><body><pre id="report">';
        yield JSON.stringify(report);
        yield '</pre></body></html>';
      }
      return { kind: 'page', status: 200, body: body() };
    },
  };
}
`;

export const manifestJson = JSON.stringify({
  'index.html': { file: 'assets/index-3f9a1c.js', isEntry: true, src: 'index.html' },
});

/** Adds a manifest to a web dist and makes a renderer folder beside it. */
export function makeSsrDist(webDistRoot: string): { root: string; remove: () => void } {
  mkdirSync(path.join(webDistRoot, '.vite'), { recursive: true });
  writeFileSync(path.join(webDistRoot, '.vite', 'manifest.json'), manifestJson);
  const root = mkdtempSync(path.join(tmpdir(), 'portico-ssr-'));
  writeFileSync(path.join(root, 'entry-server.js'), rendererSource);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
