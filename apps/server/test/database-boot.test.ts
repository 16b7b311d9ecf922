import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerToExit } from './helpers/server-process.ts';
import { mountTmpfs, type Tmpfs } from './helpers/tmpfs.ts';

/**
 * Issue 9 item 10: a database the server cannot use stops the start with exit code 1 and one
 * line saying what is wrong, never a stack trace of minified PGlite (or pg) internals.
 */
const boot = (env: Record<string, string>) => runServerToExit(env, { timeoutMs: 30_000 });

function expectOneLine(result: ReturnType<typeof boot>, pattern: RegExp) {
  expect(result.status, result.stderr).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr + result.stdout).not.toMatch(/\n\s+at .+:\d+/);
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'portico-boot-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('start with an embedded database folder it cannot use', () => {
  it('says in one line that PGLITE_DIR is a file', async () => {
    const file = path.join(scratch, 'a-file');
    await writeFile(file, 'not a folder');
    expectOneLine(
      boot({ PGLITE_DIR: file }),
      /^portico: the database folder .*a-file is a file, not a folder/,
    );
  });

  it('says in one line that another live process holds the folder', async () => {
    const folder = path.join(scratch, 'held');
    await mkdir(folder);
    // This test's own process plays the other Portico.
    await writeFile(path.join(folder, 'portico.lock'), String(process.pid));
    expectOneLine(
      boot({ PGLITE_DIR: folder }),
      new RegExp(`is held by another process \\(pid ${process.pid}\\)`),
    );
  });

  it('says in one line that the disk is too full (less free than PGLITE_MIN_FREE_MB)', () => {
    expectOneLine(
      boot({ PGLITE_DIR: path.join(scratch, 'full'), PGLITE_MIN_FREE_MB: '999999999' }),
      /^portico: the database folder .* is on a full disk: \d+ MiB free, PGLITE_MIN_FREE_MB asks for 999999999 MiB/,
    );
  });

  describe('a read-only folder', () => {
    let readOnly: Tmpfs | undefined;
    let folder = '';
    let skipped = '';
    beforeAll(async () => {
      folder = path.join(scratch, 'read-only');
      await mkdir(folder);
      if (process.getuid?.() !== 0) {
        await chmod(folder, 0o555);
        return;
      }
      // Root writes through any permission bits: only a read-only mount refuses it.
      const mounted = mountTmpfs(folder, { sizeMiB: 8, readOnly: true });
      if (typeof mounted === 'string') skipped = mounted;
      else readOnly = mounted;
    });
    afterAll(() => readOnly?.unmount());

    it('says in one line that the folder is not writable', (context) => {
      if (skipped) context.skip(skipped);
      expectOneLine(
        boot({ PGLITE_DIR: folder }),
        /^portico: the database folder .*read-only is not writable: (read-only file system \(EROFS\)|permission denied \(EACCES\))$/,
      );
    });
  });
});

describe('start with a PostgreSQL that cannot be reached', () => {
  it('says in one line that the database cannot be reached, without the URL', () => {
    const result = boot({ DATABASE_URL: 'postgres://portico:s3cret@127.0.0.1:1/portico' });
    expectOneLine(result, /^portico: the database cannot be reached: .*ECONNREFUSED/);
    expect(result.stderr).not.toContain('s3cret');
  });
});
