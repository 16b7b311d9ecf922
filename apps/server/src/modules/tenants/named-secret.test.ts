import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NamedSecretProblem, namedSecret } from './named-secret.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'portico-named-secret-'));
const keyFile = path.join(dir, 'key');
writeFileSync(keyFile, 'from-the-file\n');

describe('a secret a tenant file names', () => {
  it('is the variable, or the file its _FILE form names without its last newline', () => {
    expect(namedSecret({ ROAD_KEY: 'direct' }, 'ROAD_KEY')).toBe('direct');
    expect(namedSecret({ ROAD_KEY_FILE: keyFile }, 'ROAD_KEY')).toBe('from-the-file');
    expect(namedSecret({ ROAD_KEY_FILE: 'key' }, 'ROAD_KEY', dir)).toBe('from-the-file');
  });

  it('is unset when empty or absent', () => {
    expect(namedSecret({}, 'ROAD_KEY')).toBeUndefined();
    expect(namedSecret({ ROAD_KEY: '' }, 'ROAD_KEY')).toBeUndefined();
  });

  it('is refused, with the reason and never the value, when both forms are set or the file is not there', () => {
    expect(() => namedSecret({ ROAD_KEY: 'x', ROAD_KEY_FILE: keyFile }, 'ROAD_KEY')).toThrow(
      new NamedSecretProblem('ROAD_KEY and ROAD_KEY_FILE are both set (set one of them)'),
    );
    expect(() => namedSecret({ ROAD_KEY_FILE: path.join(dir, 'none') }, 'ROAD_KEY')).toThrow(
      /cannot read it: ENOENT/,
    );
  });
});
