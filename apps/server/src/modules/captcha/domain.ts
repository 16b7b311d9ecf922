import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type CaptchaChallenge,
  captchaAlgorithm,
  type CaptchaSolution,
  captchaSolutionSchema,
} from '@portico/contract';
import { type VerificationKeys, withAnyKey } from '../../shared/secret-ring.ts';

/**
 * The ALTCHA v1 proof of work, written here rather than taken from altcha-lib so the rules we
 * depend on (single hash, HMAC of the challenge, expiry carried in the salt) are ours to read and
 * test. The browser finds `number` with SHA-256(salt + number) = challenge; the HMAC proves the
 * challenge is ours without storing it, and since the hash binds the salt, its expiry cannot be
 * changed without redoing the work against a new, unsigned challenge.
 */

export interface ChallengeOptions {
  secret: string;
  /** Upper bound (inclusive) of the secret number: the browser tries about half on average. */
  maxNumber: number;
  ttlMs: number;
  now: Date;
  /** The secret number; random by default. Tests and benchmarks pick it to mint solved tokens. */
  number?: number;
}

export interface CreatedChallenge {
  challenge: CaptchaChallenge;
  /** The number that solves it, for callers that mint tokens without searching. */
  number: number;
}

/** The outcome of checking a token, before the single-use check that needs the database. */
export type SolutionCheck =
  | { ok: true; signature: string; expiresAt: Date }
  | { ok: false; code: 'captcha_invalid' | 'captcha_expired' };

/** Longer tokens are refused unread: a real one is about 350 characters. */
export const maxTokenLength = 2000;

const saltRandomBytes = 12;
const expiresParam = 'expires';
const hexDigest = /^[0-9a-f]{64}$/;
const base64Text = /^[A-Za-z0-9+/]+={0,2}$/;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function signChallenge(secret: string, challenge: string): string {
  return createHmac('sha256', secret).update(challenge).digest('hex');
}

export function createChallenge({
  secret,
  maxNumber,
  ttlMs,
  now,
  number = randomInt(0, maxNumber + 1),
}: ChallengeOptions): CreatedChallenge {
  // ALTCHA reads the expiry from the salt's query part, in whole Unix seconds.
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const salt = `${randomBytes(saltRandomBytes).toString('hex')}?${expiresParam}=${expires}`;
  const challenge = sha256Hex(`${salt}${number}`);
  return {
    challenge: {
      algorithm: captchaAlgorithm,
      challenge,
      maxnumber: maxNumber,
      salt,
      signature: signChallenge(secret, challenge),
    },
    number,
  };
}

/** The token the browser sends once it found `number`: base64 of the solution's JSON. */
export function solutionToken(challenge: CaptchaChallenge, number: number): string {
  const solution: CaptchaSolution = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(solution), 'utf8').toString('base64');
}

/** The solution inside a token, or null when it is not base64 of a well-formed solution. */
export function decodeSolution(token: string): CaptchaSolution | null {
  if (token.length > maxTokenLength || !base64Text.test(token)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = captchaSolutionSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** When the salt says its challenge expires, or null when it says nothing usable. */
export function saltExpiry(salt: string): Date | null {
  const query = salt.indexOf('?');
  if (query < 0) return null;
  const value = new URLSearchParams(salt.slice(query + 1)).get(expiresParam);
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  return new Date(Number(value) * 1000);
}

function sameHex(a: string, b: string): boolean {
  // Both are checked to be 64 hex digits first, so the buffers have the same length.
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * Checks a token's signature, work and expiry. Forgery is checked before expiry so a made-up
 * token never learns more than "invalid".
 */
export function checkSolution(token: string, keys: VerificationKeys, now: Date): SolutionCheck {
  const solution = decodeSolution(token);
  if (!solution) return { ok: false, code: 'captcha_invalid' };
  const { challenge, signature, salt, number } = solution;
  if (!hexDigest.test(challenge) || !hexDigest.test(signature)) {
    return { ok: false, code: 'captcha_invalid' };
  }
  // A challenge handed out just before a rotation is still solved after it (LOOKUP_SECRET_PREVIOUS).
  const ours = withAnyKey(keys, (secret) =>
    sameHex(signChallenge(secret, challenge), signature) ? true : null,
  );
  if (!ours) return { ok: false, code: 'captcha_invalid' };
  if (!sameHex(sha256Hex(`${salt}${number}`), challenge)) {
    return { ok: false, code: 'captcha_invalid' };
  }
  const expiresAt = saltExpiry(salt);
  if (!expiresAt) return { ok: false, code: 'captcha_invalid' };
  if (now.getTime() > expiresAt.getTime()) return { ok: false, code: 'captcha_expired' };
  return { ok: true, signature, expiresAt };
}
