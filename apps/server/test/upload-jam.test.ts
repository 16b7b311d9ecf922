import { randomBytes } from 'node:crypto';
import { apiPrefix, journeySetSchema, routes, whitelabelHostHeader } from '@portico/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../src/db/seed/demo-tenant.ts';

const demoProtestReasons = demoTenant.content.claimReasons;
import { seedProtestReasons } from '../src/db/seed/seed-protest-reasons.ts';
import { createChallenge, solutionToken } from '../src/modules/captcha/domain.ts';
import { issueLookupSession } from '../src/modules/lookups/session.ts';
import { freePort } from './helpers/free-port.ts';
import { createHelpTenant } from './helpers/help-centre.ts';
import { sampleValue } from './helpers/metrics-text.ts';
import { multipartBody, multipartContentType, sampleFiles } from './helpers/multipart.ts';
import { openProcessDatabase, useCleanups } from './helpers/process-database.ts';
import { claimableTrip, claimOf, claimPlate } from './helpers/protests.ts';
import { type RawUpload, startRawUpload } from './helpers/raw-upload.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * Issue 24 item 1 against the real server process, with real sockets: claims have two upload
 * slots. Two slow uploads hold both (one trickling to its end, one stalled), two more queue behind
 * them and hang up. Before the fix, each upload that hung up took a slot when its turn came and
 * never gave it back (the multipart parser waited for a 'close' already emitted), and the stalled
 * one held its slot until Node's request timeout: claims were dead until a restart. Now the two
 * that hung up leave the queue, the stalled one is cut at the minimum rate (408), and a normal
 * claim is filed within seconds; the gate's counts (portico_upload_slots) come back to zero.
 */

const cleanups = useCleanups();
const lookupSecret = randomBytes(24).toString('hex');
const hour = 3_600_000;

let server: ServerProcess;
let metricsUrl: string;
let tenant: RoadTenant;
/** A white-label whose help centre has a contact form taking files ('proof-form'). */
let helpHost: string;

beforeAll(async () => {
  const database = await openProcessDatabase('portico-upload-jam-', cleanups);
  tenant = database.tenant;
  const handle = await database.reopen();
  await seedProtestReasons(handle.db, tenant.id, demoProtestReasons);
  helpHost = (await createHelpTenant(handle.db)).host;
  // PGlite is one process's: the server opens the folder next.
  if (!process.env.DATABASE_URL) await handle.close();
  const [port, metricsPort] = [await freePort(), await freePort()];
  server = await startServerProcess(port, {
    ...database.env,
    LOOKUP_SECRET: lookupSecret,
    METRICS_PORT: String(metricsPort),
    RATE_LIMIT_MAX: '10000',
    // Each upload below comes from a phone of its own (x-forwarded-for): the gate counts places
    // and slots per client address too.
    TRUST_PROXY: '127.0.0.1',
    // The contact form's own limit per client address.
    LOOKUP_RATE_LIMIT_MAX: '10000',
  });
  cleanups.push(() => server.stop());
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
}, 90_000);

/** A plate with one completed trip, its lookup session and the trip's journey id. */
async function claimable(): Promise<{ sessionId: string; journeyId: string }> {
  const plate = claimPlate();
  const ingested = await fetch(`${server.url}${apiPrefix}${routes.ingestPassages.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [whitelabelHostHeader]: tenant.host,
      'x-api-key': tenant.key,
    },
    body: JSON.stringify({ passages: claimableTrip(plate, new Date(Date.now() - hour)) }),
  });
  expect(ingested.status, await ingested.clone().text()).toBe(200);
  const sessionId = issueLookupSession(
    lookupSecret,
    { whitelabelId: tenant.id, target: { kind: 'plate', plate, countryCode: 'FR' } },
    new Date(),
    30 * 60_000,
  );
  const query = new URLSearchParams({ plate, country: 'FR', sessionId });
  const looked = await fetch(`${server.url}${apiPrefix}${routes.detailedJourneys.path}?${query}`, {
    headers: { [whitelabelHostHeader]: tenant.host },
  });
  expect(looked.status).toBe(200);
  const [journey] = journeySetSchema.parse(await looked.json()).journeys;
  if (!journey) throw new Error('no journey');
  return { sessionId, journeyId: journey.id };
}

/** The multipart body of a claim on the journey, its PDF padded to `fileBytes`. */
function claimBody(journeyId: string, fileBytes = sampleFiles.pdf.length): Buffer {
  const pdf = Buffer.concat([
    sampleFiles.pdf,
    Buffer.alloc(Math.max(0, fileBytes - sampleFiles.pdf.length), 0x20),
  ]);
  return multipartBody([
    { name: 'claim', content: JSON.stringify(claimOf([journeyId])) },
    { name: 'attachments', fileName: 'registration.pdf', type: 'application/pdf', content: pdf },
  ]);
}

type Claimable = Awaited<ReturnType<typeof claimable>>;

let phones = 0;
/** The address of another phone, as the trusted proxy in front of the server tells it. */
const anotherPhone = () => {
  phones += 1;
  return { 'x-forwarded-for': `198.51.100.${phones}` };
};

async function openClaim(
  { sessionId, journeyId }: Claimable,
  fileBytes: number,
  firstBytes: number,
): Promise<RawUpload> {
  const query = new URLSearchParams({ type: 'FREE_FLOW', sessionId });
  return startRawUpload({
    port: Number(new URL(server.url).port),
    path: `${apiPrefix}${routes.createProtest.path}?${query}`,
    headers: {
      'content-type': multipartContentType,
      [whitelabelHostHeader]: tenant.host,
      ...anotherPhone(),
    },
    body: claimBody(journeyId, fileBytes),
    firstBytes,
  });
}

/** The claims gate's counts, as the metrics listener shows them. */
async function claimSlots(): Promise<{ running?: number; waiting?: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (state: string) =>
    sampleValue(text, 'portico_upload_slots', { intake: 'claims', state });
  return { running: value('running'), waiting: value('waiting') };
}

const slotsBecome = (expected: { running: number; waiting: number }, timeout = 5_000) =>
  expect.poll(claimSlots, { timeout, interval: 100 }).toEqual(expected);

/** A whole claim sent at once, as the web app sends it: its status. */
async function normalClaim({ sessionId, journeyId }: Claimable): Promise<number> {
  const query = new URLSearchParams({ type: 'FREE_FLOW', sessionId });
  const response = await fetch(`${server.url}${apiPrefix}${routes.createProtest.path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': multipartContentType, [whitelabelHostHeader]: tenant.host },
    body: claimBody(journeyId),
    signal: AbortSignal.timeout(15_000),
  });
  await response.text();
  return response.status;
}

describe('claim uploads against the real server', () => {
  it('survive two slow uploads and two that hang up while queued: a claim goes through at once', async () => {
    // Six trips to claim, ready before the clock of the slow ones starts.
    const trips: Claimable[] = [];
    for (let index = 0; index < 6; index += 1) trips.push(await claimable());
    const [slowTrip, stalledTrip, goneTrip, otherGoneTrip, firstTrip, secondTrip] = trips as [
      Claimable,
      Claimable,
      Claimable,
      Claimable,
      Claimable,
      Claimable,
    ];
    const started = performance.now();
    // Two slow ones take both slots: one will trickle to its end, one stalls after 1 KiB.
    const trickling = await openClaim(slowTrip, 96 * 1024, 1024);
    const stalled = await openClaim(stalledTrip, 96 * 1024, 1024);
    const stalledAt = performance.now();
    await slotsBecome({ running: 2, waiting: 0 });

    // Two whole claims queue behind them, then their phones give up.
    const abandoned = [await openClaim(goneTrip, 2048, 0), await openClaim(otherGoneTrip, 2048, 0)];
    for (const upload of abandoned) await upload.finish();
    await slotsBecome({ running: 2, waiting: 2 });
    for (const upload of abandoned) upload.hangUp();
    await slotsBecome({ running: 2, waiting: 0 });

    // The trickling one ends (24 KiB/s, above the 16 KiB/s kept): a slot frees.
    const feed = setInterval(() => void trickling.send(6 * 1024), 250);
    const trickled = await trickling.answer;
    clearInterval(feed);
    expect(trickled?.status, trickled?.body).toBe(201);

    // Its slot went to nobody that hung up: a normal claim is filed at once, while the stalled
    // one still holds the other slot.
    const before = performance.now();
    expect(await normalClaim(firstTrip)).toBe(201);
    expect(performance.now() - before).toBeLessThan(5_000);

    // The stalled one is cut by the minimum rate: 10 s of grace plus 1 KiB at 16 KiB/s.
    const cut = await stalled.answer;
    expect(cut?.status).toBe(408);
    expect(JSON.parse(cut?.body ?? '{}')).toEqual({ message: 'request_timeout' });
    expect(cut?.headers.connection).toBe('close');
    expect(performance.now() - stalledAt).toBeLessThan(20_000);
    await slotsBecome({ running: 0, waiting: 0 });
    expect(await normalClaim(secondTrip)).toBe(201);
    console.info(`upload jam test: ${Math.round(performance.now() - started)} ms`);
  }, 60_000);
});

/** A solved captcha the server accepts once: the challenge is ours, signed with its secret. */
function captchaToken(): string {
  const { challenge, number } = createChallenge({
    secret: lookupSecret,
    maxNumber: 1_000,
    ttlMs: 10 * 60_000,
    now: new Date(),
  });
  return solutionToken(challenge, number);
}

/** A contact request with one PDF padded to `fileBytes`, and where it goes. */
function contactRequest(fileBytes: number) {
  const pdf = Buffer.concat([
    sampleFiles.pdf,
    Buffer.alloc(Math.max(0, fileBytes - sampleFiles.pdf.length), 0x20),
  ]);
  const body = multipartBody([
    {
      name: 'request',
      content: JSON.stringify({
        nodeId: 'proof-form',
        email: 'jam@example.org',
        message: 'My proof.',
        fields: {},
      }),
    },
    { name: 'attachments', fileName: 'proof.pdf', type: 'application/pdf', content: pdf },
  ]);
  const query = new URLSearchParams({ captchaToken: captchaToken() });
  return { path: `${apiPrefix}${routes.sendContactForm.path}?${query}`, body };
}

function openContact(fileBytes: number, firstBytes: number): Promise<RawUpload> {
  const { path, body } = contactRequest(fileBytes);
  return startRawUpload({
    port: Number(new URL(server.url).port),
    path,
    headers: {
      'content-type': multipartContentType,
      [whitelabelHostHeader]: helpHost,
      ...anotherPhone(),
    },
    body,
    firstBytes,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('contact uploads against the real server', () => {
  // Four slots, and no gauge of its own: the steps wait a little instead of reading the counts.
  it('survive four slow uploads and three that hang up while queued', async () => {
    const started = performance.now();
    const trickling = [
      await openContact(48 * 1024, 1024),
      await openContact(48 * 1024, 1024),
      await openContact(48 * 1024, 1024),
    ];
    const stalled = await openContact(48 * 1024, 1024);
    await pause(500);
    const abandoned = [
      await openContact(2048, 0),
      await openContact(2048, 0),
      await openContact(2048, 0),
    ];
    for (const upload of abandoned) await upload.finish();
    await pause(500);
    for (const upload of abandoned) upload.hangUp();
    await pause(300);

    // The three trickling ones end (24 KiB/s each): before the fix, the three that hung up took
    // their slots for good, the stalled one held the fourth, and the form was dead.
    const feed = setInterval(() => {
      for (const upload of trickling) void upload.send(6 * 1024);
    }, 250);
    const answers = await Promise.all(trickling.map((upload) => upload.answer));
    clearInterval(feed);
    expect(answers.map((answer) => answer?.status)).toEqual([201, 201, 201]);

    const { path, body } = contactRequest(2048);
    const before = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': multipartContentType, [whitelabelHostHeader]: helpHost },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status, await response.text()).toBe(201);
    expect(performance.now() - before).toBeLessThan(5_000);
    expect((await stalled.answer)?.status).toBe(408);
    console.info(`contact jam test: ${Math.round(performance.now() - started)} ms`);
  }, 60_000);
});
