import { apiPrefix, errorEnvelopeSchema, routes } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';

// A lookup limit of 3 per client IP under an API-wide limit of 100.
const base = testConfig();
const config = testConfig({
  lookup: { ...base.lookup, rateLimitMax: 3 },
  rateLimit: { max: 100, windowMs: 60_000 },
});
const app = useApp(config);

const get = (path: string, query: Record<string, string>, remoteAddress: string) =>
  app().inject({ method: 'GET', url: `${apiPrefix}${path}`, query, remoteAddress });

describe('lookup rate limit', () => {
  it('limits trip lookups and vehicle reads together per client IP, on top of the API limit', async () => {
    const ip = '203.0.113.21';
    const plate = { plate: 'AB123CD', country: 'FR' };
    const statuses = [
      (
        await get(
          routes.detailedJourneys.path,
          { ...plate, captchaToken: solvedCaptchaToken(config) },
          ip,
        )
      ).statusCode,
      (await get(routes.journeys.path, { ...plate, captchaToken: solvedCaptchaToken(config) }, ip))
        .statusCode,
      (await get(routes.vehicles.path, { plate: 'RL999ZZ', plateCountry: 'FR' }, ip)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 404]);

    const limited = await get(routes.detailedJourneys.path, plate, ip);
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json())).toEqual({ message: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const vehicle = await get(routes.vehicles.path, { plate: 'RL999ZZ', plateCountry: 'FR' }, ip);
    expect(vehicle.statusCode).toBe(429);

    // Other calls of the same client, and lookups of another client, go on.
    const page = await get(routes.journeysToPayPage.path, {}, ip);
    expect(page.statusCode).toBe(200);
    const company = await get(routes.journeyCompany.path, { companyCode: 'LOCA79' }, ip);
    expect(company.statusCode).toBe(200);
    const otherClient = await get(
      routes.detailedJourneys.path,
      { ...plate, captchaToken: solvedCaptchaToken(config) },
      '203.0.113.22',
    );
    expect(otherClient.statusCode).toBe(200);
  });
});
