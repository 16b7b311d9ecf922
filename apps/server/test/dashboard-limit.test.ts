import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * The dashboard is the console's costliest read: each person may make
 * DASHBOARD_REQUESTS_PER_STAFF_PER_MINUTE of them a minute (here 2), apart from everyone else.
 */
const base = testConfig({ publicOrigin: 'https://portal.test.example' });
const config: Config = { ...base, staffLimits: { ...base.staffLimits, dashboardPerMinute: 2 } };
const now = new Date();
const app = useApp(config, { clock: () => now });

describe('GET /operator/dashboard: reads per person and minute', () => {
  it('answers 429 dashboard_rate_limit with Retry-After past the minute’s reads, per person', async () => {
    const finance = await signedInStaff(app(), now, ['finance'], 'Fay Finance');
    const agent = await signedInStaff(app(), now, ['agent'], 'Abe Agent');
    expect((await finance.call('GET', 'dashboard')).statusCode).toBe(200);
    expect((await finance.call('GET', 'dashboard')).statusCode).toBe(200);
    const refused = await finance.call('GET', 'dashboard');
    expectError(refused, 429, 'dashboard_rate_limit');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another person's reads are theirs.
    expect((await agent.call('GET', 'dashboard')).statusCode).toBe(200);
  });

  it('counts only a person the guard let in: a request without a session is 401, not counted', async () => {
    const finance = await signedInStaff(app(), now, ['finance'], 'Flo Finance');
    for (let call = 0; call < 3; call += 1) {
      expectError(await finance.unsignedCall('GET', 'dashboard'), 401, 'unauthorized');
    }
    expect((await finance.call('GET', 'dashboard')).statusCode).toBe(200);
  });
});
