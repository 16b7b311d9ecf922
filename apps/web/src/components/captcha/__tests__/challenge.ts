import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { CaptchaChallenge } from '@portico/contract';
import { http, HttpResponse } from 'msw';
import { api } from '../../../../test/server.ts';

/** A real ALTCHA challenge as the server makes it, small enough to solve at once in a test. */
export function aChallenge({
  number = 77,
  maxNumber = 100,
  expiresAt = new Date(Date.now() + 600_000),
}: { number?: number; maxNumber?: number; expiresAt?: Date } = {}): CaptchaChallenge {
  const salt = `${randomBytes(12).toString('hex')}?expires=${Math.floor(expiresAt.getTime() / 1000)}`;
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return {
    algorithm: 'SHA-256',
    challenge,
    maxnumber: maxNumber,
    salt,
    signature: createHmac('sha256', 'test-secret').update(challenge).digest('hex'),
  };
}

/** The number a token carries, read back as the server does. */
export function tokenNumber(token: string): unknown {
  return (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { number?: unknown }).number;
}

export const challengeUrl = api('/captcha/challenge');

/** Serves a fresh challenge on each call and counts the calls. */
export function serveChallenges(make: () => CaptchaChallenge = () => aChallenge()) {
  const served: CaptchaChallenge[] = [];
  const handler = http.get(challengeUrl, () => {
    const challenge = make();
    served.push(challenge);
    return HttpResponse.json(challenge);
  });
  return { handler, served };
}
