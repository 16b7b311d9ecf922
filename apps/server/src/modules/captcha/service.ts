import type { CaptchaChallenge } from '@portico/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';

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
  _db: Database,
  _options: Pick<Config['lookup'], 'secret' | 'captchaMaxNumber' | 'captchaTtlMs'>,
): CaptchaService {
  // Being built (issue 3): see the captcha helper's commit.
  return {
    challenge: () => Promise.reject(new Error('captcha not built yet')),
    verify: () => Promise.reject(new Error('captcha not built yet')),
  };
}
