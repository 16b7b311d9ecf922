import { randomBytes, randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  apiPrefix,
  buildPath,
  captchaChallengeSchema,
  journeySetSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { sha256Hex, solutionToken } from '../src/modules/captcha/domain.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { tripPassages } from './helpers/payments.ts';
import { dropDatabase, recreateDatabase } from '../../../bench/lib/bench-database.ts';
import { openPostgres } from '../src/db/drivers/postgres.ts';
import { prepareDatabase } from '../src/db/migrate.ts';
import { quietServerEnv, useCleanups } from './helpers/process-database.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * Issue 15 item 4: two real server processes on one PostgreSQL, behind the settings of several
 * instances (REDIS_URL on the machine's Redis, TRUST_PROXY naming the proxy the requests come
 * through, one LOOKUP_SECRET), show one rate limit for both, a captcha and a lookup session minted
 * by one accepted by the other (and a captcha spent on one refused by the other), and e-mails of
 * the outbox sent once although both run the mail job every 100 ms. Two processes cannot share
 * an embedded database (PGlite is one process's): this runs in the PostgreSQL pass of CI, on a
 * database of its own (the other test files' mail runs would claim its e-mails in `test`).
 */
const databaseUrl = process.env.DATABASE_URL;
const ports = [8353, 8354] as const;
const apiMax = 4;
const mails = 40;
const databaseName = 'portico_two_instances';

const cleanups = useCleanups();
let servers: [ServerProcess, ServerProcess];
let tenant: RoadTenant;
let database: DatabaseHandle;
const received: string[] = [];

/** A client address of its own per run: Redis keeps the counts of earlier runs for a window. */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A GET on one instance as the proxy forwards it: the client's address in X-Forwarded-For. */
function get(server: ServerProcess, path: string, client = clientAddress()) {
  return fetch(`${server.url}${path}`, {
    headers: { [whitelabelHostHeader]: tenant.host, 'x-forwarded-for': client },
  });
}

function startSmtp(): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((address) => address.address));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve(smtp));
  });
}

beforeAll(async () => {
  if (!databaseUrl) return;
  const url = await recreateDatabase(databaseUrl, databaseName);
  cleanups.push(() => dropDatabase(databaseUrl, databaseName));
  database = await openPostgres(url);
  cleanups.push(() => database.close());
  await prepareDatabase(database, { seedDemo: false });
  tenant = await createRoadTenant(database.db);
  const smtp = await startSmtp();
  cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve(undefined))));
  const env = {
    ...quietServerEnv,
    DATABASE_URL: url,
    // The default white-label: the servers are ready only once it exists (issue 27).
    DEFAULT_WHITELABEL: tenant.code,
    REDIS_URL: 'redis://127.0.0.1:6379/0',
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: String(apiMax),
    LOOKUP_SECRET: randomBytes(24).toString('hex'),
    CAPTCHA_MAX_NUMBER: '1000',
    JOBS_INTERVAL_MS: '100',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  };
  // Started together: both check the migrations under the database's lock, one after the other.
  const started = await Promise.all(ports.map((port) => startServerProcess(port, env)));
  for (const server of started) cleanups.push(() => server.stop());
  servers = started as [ServerProcess, ServerProcess];
}, 90_000);

describe.skipIf(!databaseUrl)('two instances on one PostgreSQL', () => {
  it('count one API limit per client, who is told apart by the trusted proxy', async () => {
    const [first, second] = servers;
    const client = clientAddress();
    const statuses: number[] = [];
    for (const server of [first, second, first, second, first, second]) {
      statuses.push((await get(server, buildPath(routes.whitelabel.path), client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client behind the same proxy is counted apart, on either instance.
    expect((await get(first, buildPath(routes.whitelabel.path))).status).toBe(200);
  });

  it('accept a captcha and a lookup session minted by the other instance, a spent captcha on neither', async () => {
    const [first, second] = servers;
    const plate = `TI${uniqueSuffix().slice(0, 6).toUpperCase()}`;
    const ingested = await fetch(`${first.url}${apiPrefix}${routes.ingestPassages.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [whitelabelHostHeader]: tenant.host,
        'x-api-key': tenant.key,
        'x-forwarded-for': clientAddress(),
      },
      body: JSON.stringify({
        passages: tripPassages(plate, new Date(Date.now() - 2 * 3_600_000), {
          gantries: ['molinet-ouest', 'molinet-est'],
        }),
      }),
    });
    expect(ingested.status).toBe(200);

    // The challenge comes from the first instance and is solved here, as a browser would.
    const challengeResponse = await get(first, buildPath(routes.captchaChallenge.path));
    const challenge = captchaChallengeSchema.parse(await challengeResponse.json());
    let number = 0;
    while (sha256Hex(`${challenge.salt}${number}`) !== challenge.challenge) number += 1;
    const captchaToken = solutionToken(challenge, number);

    const lookupPath = (query: Record<string, string>) =>
      `${buildPath(routes.detailedJourneys.path)}?${new URLSearchParams({ plate, country: 'FR', ...query })}`;
    const onSecond = await get(second, lookupPath({ captchaToken }));
    expect(onSecond.status).toBe(200);
    const found = journeySetSchema.parse(await onSecond.json());
    expect(found.journeys).toHaveLength(1);

    // The session the second instance answered opens the same trips on the first.
    const onFirst = await get(first, lookupPath({ sessionId: found.sessionId }));
    expect(onFirst.status).toBe(200);
    const again = journeySetSchema.parse(await onFirst.json());
    expect(again.journeys.map((journey) => journey.id)).toEqual(
      found.journeys.map((journey) => journey.id),
    );

    // The captcha was spent on the second instance: the first refuses it too.
    const replayed = await get(first, lookupPath({ captchaToken }));
    expect(replayed.status).toBe(403);
  });

  it('send each e-mail of the outbox once, although both instances run the mail job', async () => {
    const run = uniqueSuffix();
    const recipients = Array.from(
      { length: mails },
      (_, index) => `two-instances-${run}-${index}@example.test`,
    );
    const rows = await database.db
      .insert(mailOutbox)
      .values(
        recipients.map((recipient) => ({
          whitelabelId: tenant.id,
          kind: 'account_deleted' as const,
          recipient,
          language: 'fr' as const,
          payload: {},
        })),
      )
      .returning({ id: mailOutbox.id });
    const ids = rows.map((row) => row.id);

    const deadline = Date.now() + 30_000;
    let pending = ids.length;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const states = await database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids));
      pending = states.filter((state) => state.status !== 'sent').length;
    }
    expect(pending).toBe(0);
    // A send in flight when the last row turned 'sent' has reached the SMTP server by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ours = received.filter((recipient) => recipient.includes(`-${run}-`)).sort();
    expect(ours).toEqual([...recipients].sort());
  });
});
