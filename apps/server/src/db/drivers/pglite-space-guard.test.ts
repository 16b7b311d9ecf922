import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../unavailable.ts';
import { createSpaceGuard } from './pglite-space-guard.ts';

const mebibyte = 1024 * 1024;

/** A disk whose free space the test sets, and a clock the test moves. */
function fixture(minFreeMiB = 64) {
  const disk = { free: 500 * mebibyte, reads: 0, broken: false };
  const clock = { now: 0 };
  const changes: { full: boolean; freeBytes: number }[] = [];
  const guard = createSpaceGuard({
    minFreeBytes: minFreeMiB * mebibyte,
    freeBytes: () => {
      disk.reads += 1;
      if (disk.broken) throw new Error('statfs failed');
      return disk.free;
    },
    now: () => clock.now,
    recheckMs: 1_000,
    onChange: (change) => changes.push(change),
  });
  return { guard, disk, clock, changes };
}

describe('the low-space guard of the embedded database', () => {
  it('lets statements through while the disk has room', () => {
    const { guard } = fixture();
    expect(() => guard.assertRoom()).not.toThrow();
  });

  it('refuses with DatabaseUnavailableError (503) under the margin, then lets through once space returns', () => {
    const { guard, disk, clock, changes } = fixture();
    guard.assertRoom();
    disk.free = 10 * mebibyte;
    clock.now += 1_000;
    expect(() => guard.assertRoom()).toThrow(DatabaseUnavailableError);
    expect(() => guard.assertRoom()).toThrow(/10 MiB free, 64 MiB needed/);
    disk.free = 200 * mebibyte;
    clock.now += 1_000;
    expect(() => guard.assertRoom()).not.toThrow();
    expect(changes).toEqual([
      { full: true, freeBytes: 10 * mebibyte },
      { full: false, freeBytes: 200 * mebibyte },
    ]);
  });

  it('reads the disk at most once per second, however many statements run', () => {
    const { guard, disk, clock } = fixture();
    for (let i = 0; i < 1_000; i += 1) guard.assertRoom();
    expect(disk.reads).toBe(1);
    clock.now += 999;
    guard.assertRoom();
    expect(disk.reads).toBe(1);
    clock.now += 1;
    guard.assertRoom();
    expect(disk.reads).toBe(2);
  });

  it('refuses while the free space cannot be read', () => {
    const { guard, disk } = fixture();
    disk.broken = true;
    expect(() => guard.assertRoom()).toThrow(DatabaseUnavailableError);
  });
});
