// `npm run bench:help-search`: numbers, not pass/fail. The real server (production mode, the
// demo white-label seeded into in-memory PGlite, or DATABASE_URL's PostgreSQL) answers
// GET /services/v1/whitelabels/helpcenter/faq/search with queries of every language, each request
// the next query of the list: latency at a fixed rate, then the most requests/s 50 connections
// get. The search answers from the tenant's help library kept in memory (modules/help/library.ts),
// so the database is read once per content-cache period, not per request. The last row, the
// help centre's cover through the same stack, is the floor the search is compared with.
import { loadPaths } from './lib/load.ts';
import { benchServerEnv } from './lib/server-env.ts';
import { startServer } from './lib/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_HELP_RATE ?? 1000);
const port = 8199;

/** What drivers type, in the five languages, partial words included. */
const queries: [string, string][] = [
  ['fr', 'péage'],
  ['fr', 'avis de paiement'],
  ['fr', 'etranger'],
  ['fr', 'rembours'],
  ['en', 'notice'],
  ['en', 'refund'],
  ['en', 'receipt'],
  ['en', 'rented car'],
  ['de', 'Maut'],
  ['de', 'Zahlungsaufforderung'],
  ['it', 'avviso'],
  ['it', 'ricevuta'],
  ['it', 'targa clonata'],
  ['es', 'peaje'],
  ['es', 'matrícula'],
  ['es', 'zzzz nothing'],
];

const paths = queries.map(
  ([lang, q]) =>
    `/services/v1/whitelabels/helpcenter/faq/search?${new URLSearchParams({ q, lang }).toString()}`,
);
let index = 0;
const next = () => paths[index++ % paths.length] ?? paths[0] ?? '/';

const database = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL }
  : { pgliteDir: 'memory://' };
const server = await startServer(port, benchServerEnv(database));
try {
  await loadPaths('warm-up', server.url, next, { connections: 10, amount: 2000 });
  const atRate = await loadPaths(`search at ${rate}/s`, server.url, next, {
    connections: 50,
    seconds,
    overallRate: rate,
  });
  const max = await loadPaths('search, 50 connections', server.url, next, {
    connections: 50,
    seconds,
  });
  // The floor: the help centre's cover, a cached answer with no search, through the same stack.
  const cover = '/services/v1/whitelabels/helpcenter/faq?lang=fr';
  const floor = await loadPaths('cover (floor), 50 connections', server.url, () => cover, {
    connections: 50,
    seconds,
  });
  console.table([atRate, max, floor]);
} finally {
  await server.stop();
}
