import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('loggerOptions', () => {
  it('writes JSON lines in production, even on a terminal', () => {
    const options = loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, true);
    expect(options).toMatchObject({ level: 'info' });
    expect(options).not.toHaveProperty('transport');
  });

  it('pretty-prints only for development on a terminal', () => {
    expect(loggerOptions({ logLevel: 'debug', nodeEnv: 'development' }, true)).toHaveProperty(
      'transport.target',
      'pino-pretty',
    );
    expect(loggerOptions({ logLevel: 'debug', nodeEnv: 'development' }, false)).not.toHaveProperty(
      'transport',
    );
  });

  it('turns logging off for the silent level', () => {
    expect(loggerOptions({ logLevel: 'silent', nodeEnv: 'test' }, false)).toBe(false);
  });
});
