import {
  apiPrefix,
  type CaptchaChallenge,
  captchaChallengeSchema,
  errorEnvelopeSchema,
  routes,
} from '@portico/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { saltExpiry, sha256Hex, solutionToken } from '../src/modules/captcha/domain.ts';
import {
  type CaptchaService,
  createCaptchaService,
  purgeExpiredSolutions,
} from '../src/modules/captcha/service.ts';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';

// A small difficulty keeps the brute-force solve below instant; the limit is the default's.
const config = testConfig();
const lookup = { ...config.lookup, captchaMaxNumber: 200 };
const app = useApp({ lookup });
const url = `${apiPrefix}${routes.captchaChallenge.path}`;

function getChallenge(remoteAddress = '198.51.100.1'): Promise<LightMyRequestResponse> {
  return app().inject({ method: 'GET', url, remoteAddress });
}

/** What the browser does: tries every number up to maxnumber. */
function solve(challenge: CaptchaChallenge): number {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (sha256Hex(`${challenge.salt}${number}`) === challenge.challenge) return number;
  }
  throw new Error('no number solves the challenge');
}

/** The service on the app's database, as the lookups use it. */
function captcha(): CaptchaService {
  return createCaptchaService(app().database.db, lookup);
}

async function expectRefusal(attempt: Promise<void>, statusCode: number, code: string) {
  await expect(attempt).rejects.toMatchObject({ statusCode, code });
}

describe('GET /captcha/challenge', () => {
  it('answers a fresh signed ALTCHA challenge that nobody may cache', async () => {
    const before = Date.now();
    const first = await getChallenge();
    const second = await getChallenge();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(first.json());
    expect(challenge.maxnumber).toBe(200);
    const expiry = saltExpiry(challenge.salt)?.getTime() ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(Math.floor((before + lookup.captchaTtlMs) / 1000) * 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + lookup.captchaTtlMs);
    expect(captchaChallengeSchema.parse(second.json()).salt).not.toBe(challenge.salt);
  });

  it('is documented in the OpenAPI document', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json() as { paths: Record<string, { get?: { summary?: string } }> };
    expect(document.paths[url]?.get?.summary).toMatch(/captcha/i);
  });
});

describe('captcha verification', () => {
  it('accepts a solved challenge once, then refuses it as reused', async () => {
    const challenge = captchaChallengeSchema.parse((await getChallenge()).json());
    const token = solutionToken(challenge, solve(challenge));
    await expect(captcha().verify(token)).resolves.toBeUndefined();
    await expectRefusal(captcha().verify(token), 403, 'captcha_invalid');
  });

  it('refuses a reused token even when both uses arrive at once', async () => {
    const token = solvedCaptchaToken(config);
    const outcomes = await Promise.allSettled([captcha().verify(token), captcha().verify(token)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('records the solutions of simultaneous lookups together, each once', async () => {
    const service = captcha();
    const distinct = Array.from({ length: 20 }, () => solvedCaptchaToken(config));
    const repeated = solvedCaptchaToken(config);
    const outcomes = await Promise.allSettled([
      ...distinct.map((token) => service.verify(token)),
      ...Array.from({ length: 5 }, () => service.verify(repeated)),
    ]);
    const accepted = outcomes.map((outcome) => outcome.status === 'fulfilled');
    expect(accepted.slice(0, 20)).toEqual(Array<boolean>(20).fill(true));
    expect(accepted.slice(20).filter(Boolean)).toHaveLength(1);
    // And a later use of any of them is a replay.
    await expectRefusal(service.verify(distinct[7] ?? ''), 403, 'captcha_invalid');
  });

  it('refuses a forged signature and a wrong number', async () => {
    const challenge = captchaChallengeSchema.parse((await getChallenge()).json());
    const number = solve(challenge);
    const forged = { ...challenge, signature: sha256Hex('forged') };
    await expectRefusal(captcha().verify(solutionToken(forged, number)), 403, 'captcha_invalid');
    const wrong = number === 0 ? 1 : number - 1;
    await expectRefusal(captcha().verify(solutionToken(challenge, wrong)), 403, 'captcha_invalid');
    // Neither refusal spent the real solution.
    await expect(captcha().verify(solutionToken(challenge, number))).resolves.toBeUndefined();
  });

  it.each([
    ['malformed base64', '%%%not-base64%%%'],
    ['base64 of something else than JSON', Buffer.from('<xml/>').toString('base64')],
    ['JSON that is no solution', Buffer.from('{"number":1}').toString('base64')],
  ])('refuses %s as invalid', async (_case, token) => {
    await expectRefusal(captcha().verify(token), 403, 'captcha_invalid');
  });

  it('refuses an expired challenge as expired', async () => {
    const issuedAt = new Date('2026-11-22T08:00:00Z');
    const token = solvedCaptchaToken(config, issuedAt);
    const afterTtl = new Date(issuedAt.getTime() + config.lookup.captchaTtlMs + 1000);
    await expectRefusal(captcha().verify(token, afterTtl), 403, 'captcha_expired');
  });

  it.each([undefined, ''])('asks for a captcha when the token is %j', async (token) => {
    await expectRefusal(captcha().verify(token), 400, 'captcha_mandatory');
  });

  it('forgets spent solutions once their challenge expired', async () => {
    const issuedAt = new Date('2026-01-01T00:00:00Z');
    const token = solvedCaptchaToken(config, issuedAt);
    await captcha().verify(token, issuedAt);
    const afterTtl = new Date(issuedAt.getTime() + config.lookup.captchaTtlMs + 1000);
    expect(await purgeExpiredSolutions(app().database.db, afterTtl)).toBeGreaterThanOrEqual(1);
    // The purge changes nothing for the client: the token is refused, now as expired.
    await expectRefusal(captcha().verify(token, afterTtl), 403, 'captcha_expired');
  });
});

describe('challenge rate limit', () => {
  it(`answers 429 too_many_requests past ${lookup.rateLimitMax} challenges per IP`, async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < lookup.rateLimitMax; i += 1) {
      expect((await getChallenge(ip)).statusCode).toBe(200);
    }
    const limited = await getChallenge(ip);
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json())).toEqual({ message: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another client still gets challenges, and the limited one still reaches other calls.
    expect((await getChallenge('198.51.100.78')).statusCode).toBe(200);
    const other = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.whitelabel.path}`,
      remoteAddress: ip,
    });
    expect(other.statusCode).toBe(200);
  });
});
