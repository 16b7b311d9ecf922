import type { Config } from '../../src/config.ts';
import { createChallenge, solutionToken } from '../../src/modules/captcha/domain.ts';

/**
 * A solved captcha token the app of `config` accepts once, minted from a challenge whose number
 * we chose instead of searching for it: API tests of captcha-protected calls stay fast.
 */
export function solvedCaptchaToken(config: Config, now: Date = new Date()): string {
  const { challenge, number } = createChallenge({
    secret: config.lookup.secret,
    maxNumber: config.lookup.captchaMaxNumber,
    ttlMs: config.lookup.captchaTtlMs,
    now,
  });
  return solutionToken(challenge, number);
}
