import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './service.ts';

export interface CaptchaRoutesOptions {
  captcha: CaptchaService;
  /** Challenges per client IP and rate-limit window. */
  rateLimitMax: number;
}

/** GET /captcha/challenge (being built for issue 3). */
export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async () => {};
