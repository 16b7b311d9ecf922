import { describe, expect, it, vi } from 'vitest';
import { startScheduler } from './scheduler.ts';

const logger = () => ({ warn: vi.fn(), error: vi.fn() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startScheduler', () => {
  it('runs the jobs in order every interval with the clock, and a failing job does not stop the others', async () => {
    const calls: string[] = [];
    const now = new Date('2026-03-01T00:00:00Z');
    const log = logger();
    const scheduler = startScheduler({
      intervalMs: 5,
      logger: log,
      clock: () => now,
      jobs: [
        {
          name: 'first',
          run: async (at) => {
            calls.push(`first ${at.toISOString()}`);
            throw new Error('boom');
          },
        },
        { name: 'second', run: async () => void calls.push('second') },
      ],
    });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(4));
    await scheduler.stop();
    expect(calls.slice(0, 4)).toEqual([
      'first 2026-03-01T00:00:00.000Z',
      'second',
      'first 2026-03-01T00:00:00.000Z',
      'second',
    ]);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'first' }), 'job failed');
  });

  it('never overlaps rounds, and stop waits for the round in progress then runs no more', async () => {
    let running = 0;
    let maxRunning = 0;
    let finished = 0;
    const scheduler = startScheduler({
      intervalMs: 1,
      logger: logger(),
      jobs: [
        {
          name: 'slow',
          run: async () => {
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            await sleep(20);
            running -= 1;
            finished += 1;
          },
        },
      ],
    });
    await vi.waitFor(() => expect(running).toBe(1));
    await scheduler.stop();
    expect(running).toBe(0);
    const after = finished;
    await sleep(30);
    expect(finished).toBe(after);
    expect(maxRunning).toBe(1);
  });
});
