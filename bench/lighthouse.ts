// `npm run bench:lighthouse` (also part of `npm run bench`): numbers, not pass/fail. Starts the real
// server (development mode, as `npm start` runs it, on an in-memory PGlite seeded with the demo),
// then runs Lighthouse 13 with its mobile defaults (simulated slow 4G) in Debian's Chromium on the
// five pages of issue 10, three runs each, and prints each page's median figures and the goals
// it misses. Needs a built web app (npm run build); builds nothing itself.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { auditPage } from './lib/lighthouse-audit.ts';
import {
  categories,
  goals,
  measureOf,
  medianMeasure,
  missedGoals,
  seconds,
  type PageMeasure,
} from './lib/lighthouse-measures.ts';
import { startServer } from './lib/server-process.ts';
import {
  afterPayPressed,
  afterPlateLookup,
  consentGivenCookie,
  lookUpPlate,
  type PlateLookup,
  type StoredEntries,
} from './lib/visitor-storage.ts';

const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8321);
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const distDir = resolve('apps/web/dist');
// A demo plate with one due trip: its journeys screen pre-checks it and "Paga" opens the payment.
const plate: PlateLookup = { plate: 'GD301AA', countryCode: 'FR', language: 'it' };

interface BenchPage {
  name: string;
  path: string;
  /** The visitor's local storage before the page opens, from the running server. */
  storage?: (origin: string) => Promise<StoredEntries>;
  /** The visitor answered the cookie banner before (its cookie is set): no banner. */
  consentGiven?: true;
}

const allPages: BenchPage[] = [
  { name: 'home', path: '/it/' },
  { name: 'article', path: '/it/free-flow-how-it-works' },
  { name: 'form/payment', path: '/it/form/payment' },
  {
    name: 'journeys',
    path: '/it/journeys',
    consentGiven: true,
    storage: async (origin) => afterPlateLookup(plate, await lookUpPlate(origin, plate)),
  },
  {
    name: 'payment',
    path: '/it/payment',
    consentGiven: true,
    storage: async (origin) => afterPayPressed(plate, await lookUpPlate(origin, plate)),
  },
];

if (!existsSync(join(distDir, 'index.html')) && !existsSync(join(distDir, '.vite/manifest.json'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function row(name: string, measure: PageMeasure): string {
  const score = (value: number | null) => String(value ?? '-').padStart(5);
  return [
    name.padEnd(13),
    ...categories.map((category) => score(measure.scores[category])),
    seconds(measure.fcpMs).padStart(8),
    seconds(measure.lcpMs).padStart(8),
    `${Math.round(measure.tbtMs)} ms`.padStart(8),
    measure.cls.toFixed(3).padStart(6),
    kib(measure.transferBytes).padStart(11),
    kib(measure.scriptTransferBytes).padStart(11),
  ].join(' ');
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART): such a run is done again, once. */
async function auditOnceMore(url: string, stored: StoredEntries, cookies: readonly string[]) {
  try {
    return await auditPage(url, stored, cookies);
  } catch (error) {
    console.log(`  run again after: ${messageOf(error)}`);
    return auditPage(url, stored, cookies);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function measurePage(page: BenchPage, origin: string): Promise<PageMeasure> {
  const measures: PageMeasure[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const started = performance.now();
    // A fresh lookup for each run: its captcha token is single-use and its session has a TTL.
    const stored = page.storage ? await page.storage(origin) : {};
    const cookies = page.consentGiven ? [consentGivenCookie()] : [];
    const lhr = await auditOnceMore(`${origin}${page.path}`, stored, cookies);
    lighthouseVersion = lhr.lighthouseVersion;
    // A guard that sends the visitor home (nothing stored) would measure the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: not the page measured`);
    }
    const measure = measureOf(lhr);
    measures.push(measure);
    const took = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `  ${page.name} run ${run}/${runs}: performance ${measure.scores.performance ?? '-'}, LCP ${seconds(measure.lcpMs)} (${took} s)`,
    );
  }
  return medianMeasure(measures);
}

// BENCH_LIGHTHOUSE_PAGES=journeys,payment measures only those (names as above).
const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;

let lighthouseVersion = '';
const results: { page: BenchPage; median: PageMeasure | null; error?: string }[] = [];
const server = await startServer(port, {
  NODE_ENV: 'development',
  PGLITE_DIR: 'memory://',
  // The in-memory PGlite even when the shell has a DATABASE_URL: the pages, not the database.
  DATABASE_URL: '',
  RATE_LIMIT_MAX: '100000',
  LOOKUP_RATE_LIMIT_MAX: '100000',
  // No background jobs competing with the page loads.
  JOBS_INTERVAL_MS: '0',
});
try {
  console.log(
    `Lighthouse: ${pages.length} pages, ${runs} runs each, mobile defaults (simulated slow 4G), ${server.url}`,
  );
  for (const page of pages) {
    try {
      results.push({ page, median: await measurePage(page, server.url) });
    } catch (error) {
      // The other pages are still worth measuring.
      console.log(`  ${page.name} failed: ${messageOf(error)}`);
      results.push({ page, median: null, error: messageOf(error) });
    }
  }
} finally {
  await server.stop();
}

console.log('');
console.log(
  `Lighthouse ${lighthouseVersion}, mobile, simulated slow 4G: the median of ${runs} runs, each figure on its own`,
);
console.log(
  'page           perf  a11y    bp   seo      FCP      LCP      TBT    CLS    transfer   JS transf',
);
for (const { page, median } of results) {
  console.log(median ? row(page.name, median) : `${page.name.padEnd(13)} (failed)`);
}
console.log('');
console.log(
  `goals: performance >= ${goals.minPerformance}, FCP <= ${seconds(goals.maxFcpMs)}, LCP <= ${seconds(goals.maxLcpMs)}, TBT <= ${goals.maxTbtMs} ms, CLS < ${goals.clsBelow}`,
);
for (const { page, median, error } of results) {
  const missed = median ? missedGoals(median) : [`not measured: ${error}`];
  console.log(
    `  ${page.name.padEnd(13)} ${missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`}`,
  );
}
// Chromium and PGlite can leave handles behind: the numbers are printed, so leave now (1 when a
// page could not be measured).
process.exit(results.some((result) => result.median === null) ? 1 : 0);
