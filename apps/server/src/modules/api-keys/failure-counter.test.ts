import { describe, expect, it } from 'vitest';
import { createKeyFailureCounter } from './failure-counter.ts';

describe('key failure counter', () => {
  it('blocks an IP after max failures until its window ends, and no other IP', () => {
    const counter = createKeyFailureCounter({ max: 3, windowMs: 1000 });
    for (let i = 0; i < 2; i += 1) counter.record('198.51.100.1', 100);
    expect(counter.blockedForMs('198.51.100.1', 100)).toBe(0);
    counter.record('198.51.100.1', 400);
    expect(counter.blockedForMs('198.51.100.1', 400)).toBe(700);
    expect(counter.blockedForMs('198.51.100.2', 400)).toBe(0);
    expect(counter.blockedForMs('198.51.100.1', 1099)).toBe(1);
    expect(counter.blockedForMs('198.51.100.1', 1100)).toBe(0);
    // A new window starts from zero.
    counter.record('198.51.100.1', 1200);
    expect(counter.blockedForMs('198.51.100.1', 1200)).toBe(0);
  });

  it('remembers at most maxTracked IPs, forgetting the oldest windows first', () => {
    const counter = createKeyFailureCounter({ max: 1, windowMs: 1000, maxTracked: 2 });
    counter.record('a', 0);
    counter.record('b', 1);
    counter.record('c', 2);
    expect(counter.blockedForMs('a', 3)).toBe(0);
    expect(counter.blockedForMs('b', 3)).toBeGreaterThan(0);
    expect(counter.blockedForMs('c', 3)).toBeGreaterThan(0);
  });
});
