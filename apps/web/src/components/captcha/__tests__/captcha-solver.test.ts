import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/server.ts';
import { captchaToken, challengeExpiry, solveCaptcha } from '../captcha-solver.ts';
import { findNumber } from '../proof-of-work.ts';
import { aChallenge, serveChallenges, tokenNumber } from './challenge.ts';

const task = (challenge: ReturnType<typeof aChallenge>) => ({
  salt: challenge.salt,
  challenge: challenge.challenge,
  maxNumber: challenge.maxnumber,
});

describe('findNumber', () => {
  it('finds the number of a real challenge, across several batches', async () => {
    const challenge = aChallenge({ number: 1234, maxNumber: 2000 });
    await expect(findNumber(task(challenge), { batchSize: 100 })).resolves.toBe(1234);
  });

  it('finds 0 and maxnumber, the two ends', async () => {
    await expect(findNumber(task(aChallenge({ number: 0, maxNumber: 50 })))).resolves.toBe(0);
    await expect(findNumber(task(aChallenge({ number: 50, maxNumber: 50 })))).resolves.toBe(50);
  });

  it('answers null when no number up to maxnumber fits', async () => {
    const challenge = aChallenge({ number: 60, maxNumber: 50 });
    await expect(findNumber(task(challenge))).resolves.toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const search = findNumber(task(aChallenge({ number: 4000, maxNumber: 5000 })), {
      signal: controller.signal,
      batchSize: 10,
    });
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('solveCaptcha', () => {
  it('fetches a challenge and answers the token the server expects', async () => {
    const { handler, served } = serveChallenges(() => aChallenge({ number: 42 }));
    server.use(handler);
    const solved = await solveCaptcha({ language: 'it', signal: new AbortController().signal });
    const [challenge] = served;
    expect(tokenNumber(solved.token)).toBe(42);
    expect(JSON.parse(atob(solved.token))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge?.challenge,
      number: 42,
      salt: challenge?.salt,
      signature: challenge?.signature,
    });
    expect(solved.expiresAt).toEqual(challengeExpiry(challenge?.salt ?? ''));
  });

  it('refuses a challenge no number solves', async () => {
    server.use(serveChallenges(() => aChallenge({ number: 200, maxNumber: 100 })).handler);
    await expect(
      solveCaptcha({ language: 'it', signal: new AbortController().signal }),
    ).rejects.toMatchObject({ name: 'UnsolvableCaptchaError' });
  });
});

describe('challengeExpiry and captchaToken', () => {
  it('reads the expiry of the salt in Unix seconds', () => {
    expect(challengeExpiry('abc?expires=1700000000')).toEqual(new Date(1_700_000_000_000));
    expect(challengeExpiry('abc')).toBeNull();
    expect(challengeExpiry('abc?expires=later')).toBeNull();
  });

  it('writes base64 of the solution JSON', () => {
    const challenge = aChallenge({ number: 3 });
    expect(tokenNumber(captchaToken(challenge, 3))).toBe(3);
  });
});
