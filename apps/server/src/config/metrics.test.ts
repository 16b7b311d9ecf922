import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { configRefusal, productionEnv, testCwd } from './test-env.ts';

// Issue 15 item 3: where the Prometheus metrics are served, and what production refuses.

const token = 'a-metrics-token-of-32-characters-at-least';
const metricsOf = (env: Record<string, string>) => loadConfig(env, testCwd).metrics;

describe('metrics settings', () => {
  it('are off unless METRICS_PORT or METRICS_TOKEN is set', () => {
    expect(metricsOf({})).toBeNull();
    expect(metricsOf(productionEnv)).toBeNull();
  });

  it('serve a listener of their own on METRICS_PORT, on this machine by default', () => {
    expect(metricsOf({ METRICS_PORT: '9464' })).toEqual({
      listener: { port: 9464, host: '127.0.0.1' },
      publicPort: false,
      token: null,
    });
    expect(metricsOf({ ...productionEnv, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({
      listener: { port: 9464, host: '0.0.0.0' },
      publicPort: false,
      token: null,
    });
  });

  it('serve /metrics on the public port behind METRICS_TOKEN alone', () => {
    expect(metricsOf({ ...productionEnv, METRICS_TOKEN: token })).toEqual({
      listener: null,
      publicPort: true,
      token,
    });
  });

  it('take the token from METRICS_TOKEN_FILE, as every secret', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'portico-metrics-'));
    const file = path.join(folder, 'token');
    writeFileSync(file, `${token}\n`);
    expect(metricsOf({ ...productionEnv, METRICS_TOKEN_FILE: file })?.token).toBe(token);
  });

  it('refuse the public port without a token in production, allow it on a laptop', () => {
    expect(configRefusal({ ...productionEnv, PORT: '8080', METRICS_PORT: '8080' })).toContain(
      'METRICS_PORT equal to PORT serves the metrics on the public port, refused in production without METRICS_TOKEN',
    );
    expect(metricsOf({ ...productionEnv, METRICS_PORT: '8080', METRICS_TOKEN: token })).toEqual({
      listener: null,
      publicPort: true,
      token,
    });
    expect(metricsOf({ METRICS_PORT: '8080' })).toEqual({
      listener: null,
      publicPort: true,
      token: null,
    });
  });

  it('never show the token in a refusal', () => {
    const line = configRefusal({ ...productionEnv, METRICS_TOKEN: 'short secret' });
    expect(line).toContain('METRICS_TOKEN=(hidden, 12 characters)');
    expect(line).not.toContain('short secret');
  });
});
