import { z } from 'zod';

/**
 * The captcha (DESIGN.md: ALTCHA proof of work, self-hosted). GET /services/v1/captcha/challenge
 * gives a challenge; the browser finds `number` such that SHA-256(salt + number) = challenge
 * (0 <= number <= maxnumber) and sends, as the spec's `captchaToken`, the base64 of the JSON
 * {algorithm, challenge, number, salt, signature}. The server checks the signature (HMAC of the
 * challenge), the expiry written in the salt, and that the token was never used before.
 */
export const captchaAlgorithm = 'SHA-256';

export const captchaChallengeSchema = z.object({
  algorithm: z.literal(captchaAlgorithm),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  maxnumber: z.number().int().positive(),
  salt: z.string().min(1).max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaSolutionSchema = z.object({
  algorithm: z.literal(captchaAlgorithm),
  challenge: z.string(),
  number: z.number().int().nonnegative(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;
