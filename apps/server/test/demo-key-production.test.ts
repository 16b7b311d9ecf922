import { whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { defaultDemoRoadsideApiKey } from '../src/config.ts';
import { useApp } from './helpers/build-app.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 14: the public demo roadside key (its value is in the README) opened the roadside
 * API of any server seeded with it. In production it is refused whatever the database holds.
 */
const production = useApp({ nodeEnv: 'production' });
const development = useApp({ nodeEnv: 'development' });

/** A batch for the demo white-label (seeded with the default key) and one for a fresh tenant. */
async function post(app: typeof production, key: string, host?: string) {
  return app().inject({
    method: 'POST',
    url: '/services/v1/passages',
    headers: { 'x-api-key': key, ...(host ? { [whitelabelHostHeader]: host } : {}) },
    payload: { passages: [] },
  });
}

describe('the public demo roadside key', () => {
  it('is refused in production even when stored, while a white-label’s own key works', async () => {
    const demo = await post(production, defaultDemoRoadsideApiKey);
    expect(demo.statusCode).toBe(401);
    expect(demo.json()).toEqual({ message: 'api_key_invalid' });
    const tenant = await createRoadTenant(production().database.db);
    expect((await post(production, tenant.key, tenant.host)).statusCode).toBe(200);
  });

  it('still opens the demo outside production', async () => {
    expect((await post(development, defaultDemoRoadsideApiKey)).statusCode).toBe(200);
  });
});
