import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { configRefusal as refusal, productionEnv, testCwd } from './test-env.ts';

/** Issue 9 item 1: production never settles fleet cards through the sandbox. */
const production = productionEnv;
const gateway = {
  FLEET_PROCESSOR_URL: 'https://fleet-gateway.example.com/v1',
  FLEET_PROCESSOR_API_KEY: 'gateway-secret-0123456789',
};

const fleetOf = (env: Record<string, string>) => loadConfig(env, testCwd).payments.fleet;

describe('FLEET_PROCESSOR', () => {
  it('is the sandbox outside production and off in production by default', () => {
    expect(fleetOf({})).toEqual({ kind: 'sandbox', http: null, timeoutMs: 10_000 });
    expect(fleetOf({ NODE_ENV: 'test' }).kind).toBe('sandbox');
    expect(fleetOf(production)).toEqual({ kind: 'off', http: null, timeoutMs: 10_000 });
  });

  it('refuses the sandbox in production, in one line', () => {
    const message = refusal({ ...production, FLEET_PROCESSOR: 'sandbox' });
    expect(message).toMatch(/FLEET_PROCESSOR=sandbox is refused in production/);
    expect(message).not.toContain('\n');
  });

  it('takes a gateway: https, its key and timeout; http is the default when a URL is set', () => {
    const expected = {
      kind: 'http',
      http: { url: gateway.FLEET_PROCESSOR_URL, apiKey: gateway.FLEET_PROCESSOR_API_KEY },
      timeoutMs: 4000,
    };
    const env = { ...production, ...gateway, FLEET_PROCESSOR_TIMEOUT_MS: '4000' };
    expect(fleetOf({ ...env, FLEET_PROCESSOR: 'http' })).toEqual(expected);
    expect(fleetOf(env)).toEqual(expected);
    expect(fleetOf({ ...production, FLEET_PROCESSOR: 'off' }).kind).toBe('off');
  });

  it('refuses plain http but to this machine outside production', () => {
    const plain = { ...gateway, FLEET_PROCESSOR: 'http' };
    expect(
      refusal({ ...plain, FLEET_PROCESSOR_URL: 'http://fleet-gateway.example.com/v1' }),
    ).toMatch(/must be https/);
    expect(
      refusal({ ...production, ...plain, FLEET_PROCESSOR_URL: 'http://127.0.0.1:8300' }),
    ).toMatch(/must be https/);
    expect(
      fleetOf({ NODE_ENV: 'test', ...plain, FLEET_PROCESSOR_URL: 'http://127.0.0.1:8300' }).http
        ?.url,
    ).toBe('http://127.0.0.1:8300');
  });

  it('refuses a gateway without its key, a key without a gateway, and a bad timeout', () => {
    expect(
      refusal({ FLEET_PROCESSOR: 'http', FLEET_PROCESSOR_URL: gateway.FLEET_PROCESSOR_URL }),
    ).toMatch(/needs FLEET_PROCESSOR_URL and FLEET_PROCESSOR_API_KEY/);
    expect(refusal({ FLEET_PROCESSOR: 'sandbox', ...gateway })).toMatch(/not sandbox/);
    expect(refusal({ FLEET_PROCESSOR: 'stripe' })).toMatch(/FLEET_PROCESSOR=/);
    expect(refusal({ FLEET_PROCESSOR_TIMEOUT_MS: '50' })).toMatch(/FLEET_PROCESSOR_TIMEOUT_MS/);
  });
});
