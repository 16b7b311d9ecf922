import type { CaptchaChallenge } from '@portico/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { checkSolution, createChallenge } from './domain.ts';
import { deleteExpiredSolutions } from './repository.ts';
import { createSolutionLedger } from './solution-ledger.ts';

/** Captcha challenges and the check of a solved one (single use, expiry). */
export interface CaptchaService {
  /** A new challenge, valid config.lookup.captchaTtlMs from `now`. */
  challenge(now?: Date): Promise<CaptchaChallenge>;
  /**
   * Accepts a solved challenge once. Throws AppError 400 captcha_mandatory when the token is
   * missing, 403 captcha_invalid when it is malformed, forged, wrong or already used, and 403
   * captcha_expired when its challenge expired.
   */
  verify(token: string | undefined, now?: Date): Promise<void>;
}

export function createCaptchaService(
  db: Database,
  {
    secret,
    secrets,
    captchaMaxNumber,
    captchaTtlMs,
  }: Pick<Config['lookup'], 'secret' | 'captchaMaxNumber' | 'captchaTtlMs'> &
    Partial<Pick<Config['lookup'], 'secrets'>>,
): CaptchaService {
  const ledger = createSolutionLedger(db);
  return {
    async challenge(now = new Date()) {
      return createChallenge({ secret, maxNumber: captchaMaxNumber, ttlMs: captchaTtlMs, now })
        .challenge;
    },

    async verify(token, now = new Date()) {
      if (!token) throw new AppError(400, 'captcha_mandatory');
      const check = checkSolution(token, secrets ?? secret, now);
      if (!check.ok) throw new AppError(403, check.code);
      // A reused solution is "invalid" rather than a code of its own: the form's answer is the
      // same (solve a new one) and a replayer learns nothing.
      if (!(await ledger.record(check.signature, check.expiresAt))) {
        throw new AppError(403, 'captcha_invalid');
      }
    },
  };
}

/**
 * Forgets used solutions whose challenge expired (a background job): past their expiry they are
 * refused as expired without the table, so it only holds the last TTL's lookups.
 */
export function purgeExpiredSolutions(db: Database, now: Date): Promise<number> {
  return deleteExpiredSolutions(db, now);
}
