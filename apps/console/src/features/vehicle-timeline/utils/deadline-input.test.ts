import { describe, expect, it } from 'vitest';
import { instantOfInput, localInputValue, proposedDeadline } from './deadline-input.ts';

describe('the deadline field', () => {
  it('writes and reads back the same local minute', () => {
    const date = new Date(2026, 11, 3, 9, 5);
    const value = localInputValue(date);
    expect(value).toBe('2026-12-03T09:05');
    expect(instantOfInput(value)).toBe(date.toISOString());
  });

  it('refuses what is not a day and a time', () => {
    expect(instantOfInput('')).toBeNull();
    expect(instantOfInput('2026-12-03')).toBeNull();
    expect(instantOfInput('2026-13-45T99:99')).toBeNull();
  });

  it('proposes a week after the deadline, or after now when the deadline is past', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(proposedDeadline('2026-12-01T12:00:00Z', now).toISOString()).toBe(
      '2026-12-08T12:00:00.000Z',
    );
    expect(proposedDeadline('2026-11-01T12:00:00Z', now).toISOString()).toBe(
      '2026-12-06T12:00:00.000Z',
    );
  });
});
