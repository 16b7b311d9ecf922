import { captchaChallengeSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  createChallenge,
  decodeSolution,
  maxTokenLength,
  saltExpiry,
  sha256Hex,
  signChallenge,
  solutionToken,
} from './domain.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-chars';
const now = new Date('2026-11-22T08:00:00Z');
const ttlMs = 600_000;

const made = (number = 42) => createChallenge({ secret, maxNumber: 1000, ttlMs, now, number });

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('createChallenge', () => {
  it('makes an ALTCHA challenge whose expiry is in its salt', () => {
    const { challenge, number } = made(42);
    expect(captchaChallengeSchema.parse(challenge)).toEqual(challenge);
    expect(number).toBe(42);
    expect(challenge.maxnumber).toBe(1000);
    expect(challenge.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+$/);
    expect(saltExpiry(challenge.salt)).toEqual(new Date(now.getTime() + ttlMs));
    expect(challenge.challenge).toBe(sha256Hex(`${challenge.salt}42`));
    expect(challenge.signature).toBe(signChallenge(secret, challenge.challenge));
  });

  it('picks a random number within maxnumber and a fresh salt each time', () => {
    const numbers = new Set<number>();
    const salts = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const { challenge, number } = createChallenge({ secret, maxNumber: 3, ttlMs, now });
      expect(number).toBeGreaterThanOrEqual(0);
      expect(number).toBeLessThanOrEqual(3);
      numbers.add(number);
      salts.add(challenge.salt);
    }
    expect(numbers.size).toBeGreaterThan(1);
    expect(salts.size).toBe(50);
  });
});

describe('checkSolution', () => {
  it('accepts the right number until the expiry, and says which signature to spend', () => {
    const { challenge } = made(7);
    const token = solutionToken(challenge, 7);
    const expiresAt = new Date(now.getTime() + ttlMs);
    expect(checkSolution(token, secret, now)).toEqual({
      ok: true,
      signature: challenge.signature,
      expiresAt,
    });
    expect(checkSolution(token, secret, expiresAt).ok).toBe(true);
  });

  it('accepts a challenge signed with the replaced secret while it is the previous one', () => {
    const previous = 'the-secret-being-replaced-of-32-characters-or-more';
    const { challenge } = createChallenge({
      secret: previous,
      maxNumber: 10,
      ttlMs,
      now,
      number: 4,
    });
    const token = solutionToken(challenge, 4);
    expect(checkSolution(token, [secret, previous], now).ok).toBe(true);
    expect(checkSolution(token, [secret], now)).toEqual({ ok: false, code: 'captcha_invalid' });
  });

  it('refuses a wrong number, another secret and a forged signature as invalid', () => {
    const { challenge } = made(7);
    const invalid = { ok: false, code: 'captcha_invalid' };
    expect(checkSolution(solutionToken(challenge, 8), secret, now)).toEqual(invalid);
    expect(checkSolution(solutionToken(challenge, 7), `${secret}x`, now)).toEqual(invalid);
    const forged = {
      ...challenge,
      signature: signChallenge('another-secret', challenge.challenge),
    };
    expect(checkSolution(solutionToken(forged, 7), secret, now)).toEqual(invalid);
  });

  it('refuses a challenge made up by the client, even with its work done', () => {
    const salt = `abcdef?expires=${Math.floor(now.getTime() / 1000) + 60}`;
    const challenge = sha256Hex(`${salt}1`);
    const token = encode({
      algorithm: 'SHA-256',
      challenge,
      number: 1,
      salt,
      signature: challenge,
    });
    expect(checkSolution(token, secret, now)).toEqual({ ok: false, code: 'captcha_invalid' });
  });

  it('refuses a salt whose expiry was changed, since the work no longer matches', () => {
    const { challenge } = made(7);
    const later = challenge.salt.replace(/\d+$/, (seconds) => String(Number(seconds) + 3600));
    const token = solutionToken({ ...challenge, salt: later }, 7);
    expect(checkSolution(token, secret, now)).toEqual({ ok: false, code: 'captcha_invalid' });
  });

  it('says expired once the salt expiry passed', () => {
    const { challenge } = made(7);
    const after = new Date(now.getTime() + ttlMs + 1000);
    expect(checkSolution(solutionToken(challenge, 7), secret, after)).toEqual({
      ok: false,
      code: 'captcha_expired',
    });
  });

  it('refuses a signed challenge whose salt carries no expiry', () => {
    const salt = 'abcdef';
    const challenge = sha256Hex(`${salt}3`);
    const signature = signChallenge(secret, challenge);
    const token = encode({ algorithm: 'SHA-256', challenge, number: 3, salt, signature });
    expect(checkSolution(token, secret, now)).toEqual({ ok: false, code: 'captcha_invalid' });
  });

  it.each([
    ['not base64', '!!!'],
    ['base64 of text', Buffer.from('hello').toString('base64')],
    ['base64 of other JSON', encode({ number: 1 })],
    ['another algorithm', encode({ ...made().challenge, algorithm: 'SHA-1', number: 42 })],
    ['a negative number', encode({ ...made().challenge, number: -1 })],
    ['a signature that is not hex', encode({ ...made().challenge, number: 42, signature: 'zz' })],
    ['an over-long token', 'A'.repeat(maxTokenLength + 4)],
  ])('refuses %s as invalid', (_case, token) => {
    expect(checkSolution(token, secret, now)).toEqual({ ok: false, code: 'captcha_invalid' });
  });
});

describe('decodeSolution', () => {
  it('reads back what solutionToken wrote', () => {
    const { challenge } = made(5);
    expect(decodeSolution(solutionToken(challenge, 5))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 5,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });
});

describe('saltExpiry', () => {
  it.each([
    ['abc?expires=1700000000', new Date(1_700_000_000_000)],
    ['abc?foo=1&expires=1700000000', new Date(1_700_000_000_000)],
    ['abc', null],
    ['abc?expires=', null],
    ['abc?expires=soon', null],
    ['abc?expires=-5', null],
  ])('reads %s', (salt, expected) => {
    expect(saltExpiry(salt)).toEqual(expected);
  });
});
