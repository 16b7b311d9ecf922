import {
  type CaptchaChallenge,
  type CaptchaSolution,
  type Language,
  routes,
} from '@portico/contract';
import { apiRequest } from '../../lib/api-client.ts';
import { searchNumber } from './search-number.ts';

/** A token ready to send as `captchaToken`, and when its challenge stops being accepted. */
export interface SolvedCaptcha {
  token: string;
  /** From the salt's `expires`; null when the server did not say. */
  expiresAt: Date | null;
}

/** No number up to maxnumber solves the challenge: not one of our server's. */
export class UnsolvableCaptchaError extends Error {
  override name = 'UnsolvableCaptchaError';
}

export interface SolveOptions {
  language: Language;
  signal: AbortSignal;
  /** The search; the worker-or-page one by default. */
  search?: typeof searchNumber;
}

export function fetchChallenge(language: Language, signal: AbortSignal): Promise<CaptchaChallenge> {
  return apiRequest(routes.captchaChallenge, { language, signal });
}

/** When the challenge expires: ALTCHA writes it in the salt as `?expires=<Unix seconds>`. */
export function challengeExpiry(salt: string): Date | null {
  const query = salt.indexOf('?');
  if (query < 0) return null;
  const seconds = new URLSearchParams(salt.slice(query + 1)).get('expires');
  return seconds && /^\d+$/.test(seconds) ? new Date(Number(seconds) * 1000) : null;
}

/** The server's token format: base64 of the solution's JSON (UTF-8, though it is ASCII today). */
export function captchaToken(challenge: CaptchaChallenge, number: number): string {
  const solution: CaptchaSolution = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  const bytes = new TextEncoder().encode(JSON.stringify(solution));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** Fetches a challenge and solves it. Rejects with the signal's reason once aborted. */
export async function solveCaptcha({
  language,
  signal,
  search = searchNumber,
}: SolveOptions): Promise<SolvedCaptcha> {
  const challenge = await fetchChallenge(language, signal);
  const number = await search(
    { salt: challenge.salt, challenge: challenge.challenge, maxNumber: challenge.maxnumber },
    signal,
  );
  if (number === null) throw new UnsolvableCaptchaError('no number solves the challenge');
  return { token: captchaToken(challenge, number), expiresAt: challengeExpiry(challenge.salt) };
}
