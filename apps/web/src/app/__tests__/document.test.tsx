import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../document.tsx';
import type { PageAssets } from '../page-data.ts';

const modules = ['/assets/main-a.js', '/assets/journeys-b.js', '/assets/it.core.messages-c.js'];

function documentOf(appAtOnce: boolean): string {
  const assets: PageAssets = {
    entry: '/assets/index-e.js',
    stylesheets: ['/assets/style-s.css'],
    modulePreloads: modules,
    appAtOnce,
  };
  return renderToStaticMarkup(
    <Document language="it" assets={assets} pageDataJson="{}">
      <main />
    </Document>,
  );
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const preloads = (html: string) =>
  [...head(html).matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map(
    (match) => match[1],
  );

describe('the document head', () => {
  // Issue 26 item 19: the trips screen is built in the browser; its code waited for the page's
  // script to run before it was even requested, one round trip late on a slow line.
  it('names the modules of a page built in the browser as low-priority preloads', () => {
    const html = documentOf(true);
    expect(preloads(html)).toEqual(modules);
    expect(head(html)).toMatch(/<link rel="modulepreload" href="[^"]+" fetchPriority="low"/i);
    expect(html).toContain('data-load="at-once"');
  });

  it('leaves a page the server painted to fetch its code after the first screen', () => {
    const html = documentOf(false);
    expect(preloads(html)).toEqual([]);
    expect(html).toContain('data-load="after-first-screen"');
    expect(html).toContain(`data-modules="${modules.join(' ')}"`);
  });
});
