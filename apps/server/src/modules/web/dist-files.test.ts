import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDistFile } from './dist-files.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portico-dist-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html>');
  await writeFile(path.join(root, 'assets', 'app 1.js'), '');
  await writeFile(path.join(root, '.env'), 'SECRET=1');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('findDistFile', () => {
  it('finds files, decoding the URL', async () => {
    expect(await findDistFile(root, '/index.html')).toBe('index.html');
    expect(await findDistFile(root, '/assets/app%201.js')).toBe('assets/app 1.js');
  });

  it('answers null for folders, missing files, dotfiles and escapes', async () => {
    for (const urlPath of [
      '/',
      '/assets',
      '/assets/nope.js',
      '/.env',
      '/../package.json',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/%E0%A4%A',
      '/index.html%00',
    ]) {
      expect(await findDistFile(root, urlPath), urlPath).toBeNull();
    }
  });
});
