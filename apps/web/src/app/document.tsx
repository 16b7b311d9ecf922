import type { ReactNode } from 'react';
import type { Language } from '@portico/contract';
import { pageDataElementId, type PageAssets } from './page-data.ts';

interface DocumentProps {
  language: Language;
  assets: PageAssets;
  /** The page data as sent (serializePageData): the browser passes back the text it read. */
  pageDataJson: string;
  children: ReactNode;
}

/**
 * The whole HTML document of a server-rendered page. The browser hydrates `document` with the
 * same element, so both sides render it from the same assets and data. Title, description and
 * links come from each page's PageHead (React hoists them into <head>).
 */
export function Document({ language, assets, pageDataJson, children }: DocumentProps) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6b" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* With a precedence React writes the stylesheets before the script preloads it hoists. */}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* The first screen needs the HTML, the styles and the cover picture, not the app's code:
            the page's script (src/boot.ts) fetches the modules named here once that screen is
            shown, so on a slow line they do not share its bandwidth. */}
        {/* A page whose content the browser builds needs its code for its first screen: the
            browser fetches it while it reads the HTML, one round trip before the script would. */}
        {assets.appAtOnce
          ? assets.modulePreloads.map((href) => (
              <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
            ))
          : null}
        <script
          type="module"
          src={assets.entry}
          data-modules={assets.modulePreloads.join(' ')}
          data-load={assets.appAtOnce ? 'at-once' : 'after-first-screen'}
        />
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          id={pageDataElementId}
          type="application/json"
          // The data is escaped by serializePageData; it is read, never run.
          dangerouslySetInnerHTML={{ __html: pageDataJson }}
        />
      </body>
    </html>
  );
}
