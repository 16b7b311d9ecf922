import { z } from 'zod';
import { consoleDistDefault, webDistDefault, webSsrDistDefault } from '../paths.ts';
import { positiveInt, variable } from './variable.ts';

/** The web app the server serves and paints, the operator console, and the content they show. */
export const pagesVariables = {
  WEB_DIST: variable({
    description:
      'Folder of the built web app served at / (relative paths: from the working directory).',
    defaultValue: webDistDefault,
    expected: 'a folder path',
    schema: z.string().min(1),
  }),
  WEB_SSR_DIST: variable({
    description:
      "Folder of the web app's server renderer (entry-server.js) that paints pages before their JavaScript runs; without it, pages are rendered in the browser only.",
    defaultValue: webSsrDistDefault,
    expected: 'a folder path',
    schema: z.string().min(1),
  }),
  CONSOLE_DIST: variable({
    description:
      'Folder of the built operator console served at /operator/ (relative paths: from the working directory).',
    defaultValue: consoleDistDefault,
    expected: 'a folder path',
    schema: z.string().min(1),
  }),
  PAGE_RENDER_TIMEOUT_MS: variable({
    description:
      'A page the server has not painted in this time (slow API, stuck render) is sent as the browser-rendered page instead.',
    defaultValue: '8000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  DEFAULT_WHITELABEL: variable({
    description: 'Code of the white-label answered when a request names no known host.',
    defaultValue: 'a79',
    expected: 'a white-label code (lower-case letters, digits, dashes)',
    schema: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/),
  }),
  CONTENT_CACHE_MS: variable({
    description:
      'How long each instance reuses editorial content (home page, articles, footer, FAQ) before reading it again; 0 turns the cache off.',
    defaultValue: '30000',
    expected: 'an integer from 0 (milliseconds)',
    schema: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  }),
} as const;
