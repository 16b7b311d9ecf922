import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@portico/contract';

/** The files a server-rendered page names in its <head>. */
export interface PageAssets {
  /** The page's script (src/boot.ts): a module script in <head>, run once the document is parsed. */
  entry: string;
  stylesheets: string[];
  /** The app's modules, the page's route chunks and the language's texts, which the page's script
   * preloads together once the first screen is shown. */
  modulePreloads: string[];
  /**
   * The page's script loads the app at once, at low priority, instead of after the first screen:
   * for a page whose content the browser builds (the server painted a frame). Its modules are
   * then also named in <head> as low-priority module preloads (src/app/document.tsx), so the
   * browser fetches them as it reads the HTML instead of after the page's script has run.
   */
  appAtOnce?: boolean;
}

/**
 * What the server hands to the browser in the page (a JSON script element, never executed, so
 * the CSP needs no exception): the router's loader data, the queries' results, the assets.
 */
export interface PageData {
  language: Language;
  origin: string;
  assets: PageAssets;
  router: HydrationState;
  queries: DehydratedState;
}

export const pageDataElementId = 'portico-data';

/**
 * JSON that cannot end the script element or break out of it: "<" is escaped (so no "</script>"
 * or "<!--"), and so are the two line separators older parsers refuse in strings.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
