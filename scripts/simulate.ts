// `npm run simulate -- --rate 20 --duration 60 --url http://127.0.0.1:8080 --key demo-roadside-key`
// Feeds live gantry passages to a running Portico through the roadside ingestion API, as the A79's
// roadside system would: vehicles enter at a gate, cross the gantries in road order a few minutes
// apart and leave; about 30 % heavy vehicles, a share paid by tag, some foreign plates. Sends the
// passages of each second in one batch (split at the API's maximum), prints what the server
// answered every few seconds, and stops by itself after the duration. Talks only to --url.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  apiKeyHeader,
  apiPrefix,
  maxPassagesPerBatch,
  type PassageInput,
  passageBatchResultSchema,
  routes,
} from '@portico/contract';
import { a79Gantries } from '../apps/server/src/db/seed/demo-road.ts';
import { demoVehicles } from '../apps/server/src/demo/plates.ts';
import { createTrafficFeed } from '../apps/server/src/demo/traffic-feed.ts';
import { type Vehicle } from '../apps/server/src/demo/traffic.ts';

const usage = `usage: npm run simulate -- [--rate 20] [--duration 60] [--url http://127.0.0.1:8080]
                            [--key demo-roadside-key] [--tag-share 0.25] [--every 5]
  --rate       passages per second (default 20)
  --duration   seconds to run (default 60)
  --url        the Portico server (default http://127.0.0.1:8080)
  --key        the white-label's roadside API key (default demo-roadside-key)
  --tag-share  share of cars paying by toll tag, trucks twice as often (default 0.25)
  --every      seconds between progress lines (default 5)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: '20' },
      duration: { type: 'string', default: '60' },
      url: { type: 'string', default: 'http://127.0.0.1:8080' },
      key: { type: 'string', default: 'demo-roadside-key' },
      'tag-share': { type: 'string', default: '0.25' },
      every: { type: 'string', default: '5' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const number = (name: string, text: string, min: number, max: number) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value < min || value > max) {
      console.error(`simulate: --${name} must be a number from ${min} to ${max}\n${usage}`);
      process.exit(2);
    }
    return value;
  };
  let base: URL;
  try {
    base = new URL(values.url);
  } catch {
    console.error(`simulate: --url is not a URL: ${values.url}`);
    process.exit(2);
  }
  return {
    rate: number('rate', values.rate, 0.01, 100_000),
    durationS: number('duration', values.duration, 1, 86_400),
    endpoint: new URL(`${apiPrefix}${routes.ingestPassages.path}`, base),
    key: values.key,
    tagShare: number('tag-share', values['tag-share'], 0, 1),
    everyS: number('every', values.every, 1, 3600),
  };
}

interface Totals {
  sent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  failedRequests: number;
}

async function post(
  endpoint: URL,
  key: string,
  passages: PassageInput[],
  totals: Totals,
): Promise<void> {
  totals.sent += passages.length;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [apiKeyHeader]: key },
      body: JSON.stringify({ passages }),
    });
    if (!response.ok) {
      totals.failedRequests += 1;
      if (totals.failedRequests <= 3) {
        console.error(`simulate: HTTP ${response.status} ${await response.text()}`);
      }
      return;
    }
    const result = passageBatchResultSchema.parse(await response.json());
    totals.accepted += result.accepted;
    totals.duplicates += result.duplicates;
    totals.rejected += result.rejected.length;
  } catch (error) {
    totals.failedRequests += 1;
    if (totals.failedRequests <= 3) console.error(`simulate: ${String(error)}`);
  }
}

function line(totals: Totals, elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  const stored = totals.accepted + totals.duplicates;
  return (
    `${seconds.toFixed(0).padStart(5)} s  sent ${totals.sent}  accepted ${totals.accepted}` +
    `  duplicates ${totals.duplicates}  rejected ${totals.rejected}` +
    `  failed requests ${totals.failedRequests}  achieved ${(stored / seconds).toFixed(1)} passages/s`
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function main(): Promise<void> {
  const options = readOptions();
  const start = new Date();
  const demo = new Set(demoVehicles().map((vehicle) => `${vehicle.plate}|${vehicle.countryCode}`));
  const feed = createTrafficFeed({
    random: Math.random,
    road: { gantries: a79Gantries.map((gantry) => gantry.code) },
    passagesPerSecond: options.rate,
    start,
    runId: randomBytes(4).toString('hex'),
    tagShare: options.tagShare,
    avoid: (vehicle: Vehicle) =>
      demo.has(`${vehicle.plate.replace(/[\s-]/g, '')}|${vehicle.countryCode}`),
  });
  console.log(
    `simulate: ${options.rate} passages/s for ${options.durationS} s to ${options.endpoint.href}`,
  );
  const totals: Totals = { sent: 0, accepted: 0, duplicates: 0, rejected: 0, failedRequests: 0 };
  const endAt = start.getTime() + options.durationS * 1000;
  // A few plates sent (not tag-paid), to look up on the portal afterwards.
  const samples = new Set<string>();
  let nextReport = start.getTime() + options.everyS * 1000;
  // One round per second; a slow server makes the next round carry more, never two at once.
  for (let tick = 1; start.getTime() + tick * 1000 <= endAt && Date.now() < endAt; tick++) {
    await sleep(start.getTime() + tick * 1000 - Date.now());
    const passages = feed.due(new Date());
    for (const passage of passages) {
      if (samples.size < 3 && !passage.tagPaid)
        samples.add(`${passage.plate} (${passage.countryCode})`);
    }
    const batches: PassageInput[][] = [];
    for (let from = 0; from < passages.length; from += maxPassagesPerBatch) {
      batches.push(passages.slice(from, from + maxPassagesPerBatch));
    }
    await Promise.all(batches.map((batch) => post(options.endpoint, options.key, batch, totals)));
    if (Date.now() >= nextReport) {
      console.log(line(totals, Date.now() - start.getTime()));
      nextReport += options.everyS * 1000;
    }
  }
  console.log(`done: ${line(totals, Date.now() - start.getTime())}`);
  if (samples.size > 0) console.log(`plates to look up: ${[...samples].join(', ')}`);
  process.exit(totals.failedRequests > 0 && totals.accepted === 0 ? 1 : 0);
}

await main();
