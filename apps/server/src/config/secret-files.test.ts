import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariables, loadConfig } from '../config.ts';
import { configRefusal, productionEnv, testCwd } from './test-env.ts';

// Issue 15 item 1: every secret can come from a file (`NAME_FILE`, as container platforms mount
// secrets), and LOOKUP_SECRET_PREVIOUS keeps what the replaced secret signed valid.

const folder = mkdtempSync(path.join(tmpdir(), 'portico-secrets-'));
function secretFile(name: string, content: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}

const { LOOKUP_SECRET: lookupSecret, DATABASE_URL: databaseUrl, ...rest } = productionEnv;

describe('secrets from files', () => {
  it('reads LOOKUP_SECRET and DATABASE_URL from their files, one trailing newline dropped', () => {
    const config = loadConfig(
      {
        ...rest,
        LOOKUP_SECRET_FILE: secretFile('lookup', `${lookupSecret}\n`),
        DATABASE_URL_FILE: secretFile('database', `${databaseUrl}\r\n`),
      },
      testCwd,
    );
    expect(config.lookup.secret).toBe(lookupSecret);
    expect(config.database).toMatchObject({ kind: 'postgres', url: databaseUrl });
  });

  it('takes a relative path from the working directory', () => {
    const file = secretFile('relative', lookupSecret);
    const config = loadConfig(
      { ...productionEnv, LOOKUP_SECRET: '', LOOKUP_SECRET_FILE: path.basename(file) },
      folder,
    );
    expect(config.lookup.secret).toBe(lookupSecret);
  });

  it('offers a file for every secret variable, and for no other', () => {
    const secrets = Object.entries(envVariables)
      .filter(([, spec]) => 'secret' in spec && spec.secret !== undefined)
      .map(([name]) => name);
    expect(secrets).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'LOOKUP_SECRET', 'JWT_SECRET', 'SMTP_URL']),
    );
    // PORT is no secret: a PORT_FILE is not read (the default port stays).
    const port = secretFile('port', '9999');
    expect(loadConfig({ PORT_FILE: port }, testCwd).port).toBe(8080);
  });

  it('refuses a variable and its file both set, a missing file, and bad content unshown', () => {
    const file = secretFile('both', lookupSecret);
    expect(configRefusal({ ...productionEnv, LOOKUP_SECRET_FILE: file })).toContain(
      'LOOKUP_SECRET and LOOKUP_SECRET_FILE are both set',
    );
    const missing = path.join(folder, 'none');
    expect(configRefusal({ ...rest, DATABASE_URL: databaseUrl, LOOKUP_SECRET_FILE: missing })).toBe(
      `Invalid environment variable: LOOKUP_SECRET_FILE=${JSON.stringify(missing)} (cannot read it: ENOENT)`,
    );
    const short = configRefusal({
      ...rest,
      DATABASE_URL: databaseUrl,
      LOOKUP_SECRET_FILE: secretFile('short', 'too short secret\n'),
    });
    expect(short).toContain('LOOKUP_SECRET (from LOOKUP_SECRET_FILE)=(hidden, 16 characters)');
    expect(short).not.toContain('too short');
  });

  it('counts an empty file as unset: production still asks for the secret', () => {
    expect(
      configRefusal({
        ...rest,
        DATABASE_URL: databaseUrl,
        LOOKUP_SECRET_FILE: secretFile('empty', '\n'),
      }),
    ).toContain('LOOKUP_SECRET is required in production');
  });
});

describe('LOOKUP_SECRET_PREVIOUS', () => {
  const previous = 'the-previous-production-secret-of-32-characters';

  it('adds the replaced secret after the current one, to check signatures only', () => {
    const config = loadConfig({ ...productionEnv, LOOKUP_SECRET_PREVIOUS: previous }, testCwd);
    expect(config.lookup.secret).toBe(lookupSecret);
    expect(config.lookup.secrets).toEqual([lookupSecret, previous]);
    expect(loadConfig(productionEnv, testCwd).lookup.secrets).toEqual([lookupSecret]);
  });

  it('can come from a file too, and is checked like the secret', () => {
    const config = loadConfig(
      { ...productionEnv, LOOKUP_SECRET_PREVIOUS_FILE: secretFile('previous', previous) },
      testCwd,
    );
    expect(config.lookup.secrets).toEqual([lookupSecret, previous]);
    expect(configRefusal({ ...productionEnv, LOOKUP_SECRET_PREVIOUS: 'short' })).toContain(
      'LOOKUP_SECRET_PREVIOUS=(hidden, 5 characters)',
    );
  });
});
