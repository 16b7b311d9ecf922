import { randomBytes } from 'node:crypto';
import { freePort } from './helpers/free-port.ts';
import {
  buildPath,
  routes,
  signInHoldMinutes,
  signInMaxFailures,
  whitelabelHostHeader,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { users } from '../src/db/schema/index.ts';
import { createPasswordHasher } from '../src/modules/accounts/passwords.ts';
import { createChallenge, solutionToken } from '../src/modules/captcha/domain.ts';
import { freshEmail, goodPassword } from './helpers/accounts.ts';
import { testConfig } from './helpers/config.ts';
import {
  openProcessDatabase,
  type ProcessDatabase,
  useCleanups,
} from './helpers/process-database.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * Issue 24 item 2: the sign-in hold read before the Argon2id check and the failure counted after
 * it let 26 guesses sent at once all be checked, and the right one got a token. Here 50 guesses
 * (one right) go at once, over real connections, to the real server process with its default
 * Argon2id costs: at most signInMaxFailures of them may be verified (answered 401, or 200 for the
 * right one); every other one is refused held (429) without a verification. Once the hold is over,
 * the right password signs in.
 */
const guesses = 50;
const lookupSecret = randomBytes(24).toString('hex');
const captchaTtlMs = 600_000;

const cleanups = useCleanups();
let database: ProcessDatabase;
let server: ServerProcess;
const email = freshEmail();

/**
 * Runs `change` on the test's database while no server holds it (PGlite is one process's; on
 * PostgreSQL the handle is shared and stays open).
 */
async function onDatabase(change: (db: Database) => Promise<unknown>): Promise<void> {
  const handle = await database.reopen();
  await change(handle.db);
  if (!process.env.DATABASE_URL) await handle.close();
}

async function startServer(): Promise<void> {
  server = await startServerProcess(await freePort(), {
    ...database.env,
    LOOKUP_SECRET: lookupSecret,
    CAPTCHA_TTL_S: String(captchaTtlMs / 1000),
    RATE_LIMIT_MAX: '100000',
    LOOKUP_RATE_LIMIT_MAX: '100000',
  });
  cleanups.push(() => server.stop());
}

/** A captcha solved as the browser would (the number chosen here instead of searched for). */
function captchaToken(): string {
  const { challenge, number } = createChallenge({
    secret: lookupSecret,
    maxNumber: 1000,
    ttlMs: captchaTtlMs,
    now: new Date(),
  });
  return solutionToken(challenge, number);
}

async function signIn(password: string): Promise<{ status: number; body: unknown }> {
  const query = new URLSearchParams({ captchaToken: captchaToken() });
  const response = await fetch(`${server.url}${buildPath(routes.userToken.path)}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [whitelabelHostHeader]: database.tenant.host },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  database = await openProcessDatabase('portico-sign-in-race-', cleanups);
  // An activated customer whose hash has the server's own (default) costs: each check is the
  // 20-50 ms of CPU that makes the race window real.
  const hasher = createPasswordHasher(testConfig().accounts.argon2);
  const passwordHash = await hasher.hash(goodPassword);
  await onDatabase((db) =>
    db.insert(users).values({
      whitelabelId: database.tenant.id,
      email,
      passwordHash,
      firstName: 'Giulia',
      lastName: 'Rossi',
      language: 'it',
      acceptedTermsAt: new Date(),
      activatedAt: new Date(),
    }),
  );
  await startServer();
}, 90_000);

describe('sign-in guesses sent at once', () => {
  it(`verify at most ${signInMaxFailures} of ${guesses}, the right one refused once held; it signs in after the hold`, async () => {
    // The right password goes last: by then the first guesses have taken the allowed checks.
    const passwords = Array.from({ length: guesses }, (_, index) =>
      index === guesses - 1 ? goodPassword : `Wrong-pass${index}`,
    );
    const answers = await Promise.all(passwords.map((password) => signIn(password)));

    const statuses = answers.map((answer) => answer.status);
    const count = (status: number) => statuses.filter((each) => each === status).length;
    const summary = { 200: count(200), 401: count(401), 429: count(429) };
    expect(summary[200] + summary[401] + summary[429], JSON.stringify(statuses)).toBe(guesses);
    // Each 401 (and a 200) is one Argon2id verification; a 429 is none.
    expect(summary[401] + summary[200], JSON.stringify(summary)).toBeLessThanOrEqual(
      signInMaxFailures,
    );
    expect(summary[429]).toBeGreaterThanOrEqual(guesses - signInMaxFailures);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(answer.body).toEqual({ message: 'user_temporary_blocked' });
    }
    // Sent last, the right password nearly always meets the hold: no token. Should the machine
    // have let it be one of the first checks, it may sign in, but then as one of the five.
    const right = answers[guesses - 1];
    if (right?.status === 200) expect(summary[401]).toBeLessThan(signInMaxFailures);
    else {
      expect(right?.status, JSON.stringify(right?.body)).toBe(429);
      expect(right?.body).not.toHaveProperty('accessToken');
    }

    // The hold reached, the right password is refused.
    const held = await signIn(goodPassword);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: 'user_temporary_blocked' });

    // The hold ends (its minutes spent, here moved back in the database while no server runs):
    // the right password signs in.
    await server.stop();
    await onDatabase((db) =>
      db
        .update(users)
        .set({ heldUntil: new Date(Date.now() - 1000) })
        .where(eq(users.email, email)),
    );
    await startServer();
    const after = await signIn(goodPassword);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body).toHaveProperty('accessToken');
    expect(signInHoldMinutes).toBeGreaterThan(0);
  }, 120_000);
});
