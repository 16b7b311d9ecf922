import { captchaChallengeSchema, routes } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import type { CaptchaService } from './service.ts';

export interface CaptchaRoutesOptions {
  captcha: CaptchaService;
  /** Challenges per client IP and rate-limit window. */
  rateLimitMax: number;
}

const protocol =
  'ALTCHA v1 proof of work. Find the integer `number` (0 <= number <= `maxnumber`) such that ' +
  'the hex SHA-256 of `salt` followed by `number` in decimal equals `challenge`. Then send, as ' +
  'the `captchaToken` of a public trip lookup, the base64 of the JSON ' +
  '`{"algorithm":"SHA-256","challenge":...,"number":...,"salt":...,"signature":...}` (the ' +
  "challenge's fields plus the number found). The server checks the signature (an HMAC of " +
  '`challenge`), the work, and the expiry written in the salt (`?expires=<Unix seconds>`). A ' +
  'token opens one lookup only: a reused, malformed or forged one is 403 captcha_invalid, an ' +
  'expired one 403 captcha_expired, a missing one 400 captcha_mandatory.';

export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (
  app,
  { captcha, rateLimitMax },
) => {
  // Stricter than the global per-IP limit, counted apart from it. The route cannot use the
  // plugin's `config.rateLimit`: the global hook marks each request as limited already, so the
  // plugin would skip the route's own check. createRateLimit only counts and lets us answer.
  const challengesPerIp = app.namedRateLimit('captcha', rateLimitMax);

  app.get(
    routes.captchaChallenge.path,
    {
      schema: {
        summary: 'A captcha challenge to solve before a public trip lookup',
        description:
          `${protocol} Each answer is a new challenge (Cache-Control: no-store). Limited per ` +
          `client IP: ${rateLimitMax} challenges per rate-limit window, then 429 too_many_requests.`,
        tags: ['captcha'],
        headers: tenantHeadersSchema,
        response: { 200: captchaChallengeSchema },
      },
      onRequest: async (request, reply) => {
        const limit = await challengesPerIp(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw new AppError(429, 'too_many_requests');
        }
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
};
