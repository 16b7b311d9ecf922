import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import { createHelpTenant, postContact } from './helpers/help-centre.ts';
import { expectError } from './helpers/requests.ts';

/** POST /whitelabels/contact is limited per client IP, as the other public writes are. */
const base = testConfig();
const config = testConfig({
  lookup: { ...base.lookup, rateLimitMax: 2 },
  rateLimit: { max: 100, windowMs: 60_000 },
});
const app = useApp(config);

describe('contact requests per client IP', () => {
  it('answers 429 too_many_requests with Retry-After past the limit', async () => {
    const tenant = await createHelpTenant(app().database.db);
    const send = () =>
      postContact(
        app(),
        tenant.host,
        {
          nodeId: 'other-node',
          email: 'driver@example.org',
          message: 'Hello',
          fields: {},
        },
        { captchaToken: solvedCaptchaToken(config) },
      );
    // Refused (no such node) but counted: the limit is on requests, not on successes.
    expectError(await send(), 404, 'smartform_not_found');
    expectError(await send(), 404, 'smartform_not_found');
    const limited = await send();
    expectError(limited, 429, 'too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
