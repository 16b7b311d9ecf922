import { describe, expect, it } from 'vitest';
import { consoleCacheControl, consoleTargetOf, isConsolePath } from './domain.ts';

describe('the operator console’s paths', () => {
  it.each([
    ['/operator', true],
    ['/operator/', true],
    ['/operator/enrol', true],
    ['/operators', false],
    ['/services/v1/operator/staff/session', false],
    ['/fr/operator', false],
  ])('%s is the console: %s', (path, expected) => {
    expect(isConsolePath(path)).toBe(expected);
  });

  it.each([
    ['/operator/', { kind: 'page' }],
    ['/operator/enrol', { kind: 'page' }],
    ['/operator/staff/invited', { kind: 'page' }],
    ['/operator/assets/index-3f9a1c.js', { kind: 'file', file: 'assets/index-3f9a1c.js' }],
    ['/operator/favicon.svg', { kind: 'file', file: 'favicon.svg' }],
  ])('%s names %o', (path, expected) => {
    expect(consoleTargetOf(path)).toEqual(expected);
  });

  it('never keeps the page, keeps the hashed assets for good', () => {
    expect(consoleCacheControl('index.html')).toBe('no-store');
    expect(consoleCacheControl('assets/index-3f9a1c.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(consoleCacheControl('robots.txt')).toBe('public, max-age=3600');
  });
});
