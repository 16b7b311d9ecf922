import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../app-error.ts';
import { createUploadGate } from './upload-gate.ts';
import { paceDeadline, watchPace } from './upload-pace.ts';

/**
 * Issue 24 item 1, the gate alone: every path of a slot (taken, waited for, left while waiting,
 * ended by its task however it settles, cut at the ceiling) leaves the counts where they were.
 */

/** A task that holds its slot until the test ends it, and sees its slot's signal. */
function heldTask() {
  let end: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let slot: AbortSignal | undefined;
  const task = (signal: AbortSignal) => {
    slot = signal;
    return new Promise<string>((resolve, reject) => {
      end = resolve;
      fail = reject;
    });
  };
  return {
    task,
    end: (value = 'done') => end(value),
    fail: (error: Error) => fail(error),
    slot: () => slot,
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('createUploadGate, per client address', () => {
  it('lets one client hold neither every slot nor more than its places, and gives them back', async () => {
    const gate = createUploadGate({ maxConcurrent: 2, maxWaiting: 50 });
    const phone = { client: '198.51.100.7' };
    const [first, second, third] = [heldTask(), heldTask(), heldTask()];
    const runs = [gate.run(first.task, phone), gate.run(second.task, phone)];
    await turn();
    // Two slots, yet the phone's second upload waits: the other slot stays for someone else.
    expect(gate.counts()).toEqual({ running: 1, waiting: 1 });
    const other = heldTask();
    const elsewhere = gate.run(other.task, { client: '203.0.113.9' });
    await turn();
    expect(gate.counts()).toEqual({ running: 2, waiting: 1 });
    runs.push(gate.run(third.task, phone));
    await turn();
    // Three places (one slot, two in line) at most: a fourth is refused at once.
    await expect(gate.run(heldTask().task, phone)).rejects.toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
    });
    other.end();
    await elsewhere;
    await turn();
    // The freed slot goes past the phone's waiters: it already holds one.
    expect(gate.counts()).toEqual({ running: 1, waiting: 2 });
    first.end();
    await turn();
    second.end();
    await turn();
    third.end();
    await Promise.all(runs);
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
    // Its places came back: it may upload again.
    const again = heldTask();
    const last = gate.run(again.task, phone);
    await turn();
    expect(gate.counts()).toEqual({ running: 1, waiting: 0 });
    again.end();
    await last;
  });
});

describe('createUploadGate', () => {
  it('counts the uploads running and waiting, and hands a freed slot to the first waiter', async () => {
    const gate = createUploadGate({ maxConcurrent: 1, maxWaiting: 5 });
    const first = heldTask();
    const second = heldTask();
    const third = heldTask();
    const runs = [first, second, third].map((held) => gate.run(held.task));
    await turn();
    expect(gate.counts()).toEqual({ running: 1, waiting: 2 });
    first.end('one');
    expect(await runs[0]).toBe('one');
    await turn();
    expect(second.slot()).toBeDefined();
    expect(third.slot()).toBeUndefined();
    expect(gate.counts()).toEqual({ running: 1, waiting: 1 });
    second.fail(new Error('database down'));
    await expect(runs[1]).rejects.toThrow('database down');
    await turn();
    third.end();
    await runs[2];
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a waiter whose client is gone leave the queue, never taking a slot', async () => {
    const gate = createUploadGate({ maxConcurrent: 1, maxWaiting: 5 });
    const holder = heldTask();
    const holding = gate.run(holder.task);
    const client = new AbortController();
    let ran = false;
    const leaving = gate.run(
      async () => {
        ran = true;
      },
      { signal: client.signal },
    );
    const after = heldTask();
    const next = gate.run(after.task);
    await turn();
    expect(gate.counts()).toEqual({ running: 1, waiting: 2 });
    const gone = new AppError(400, 'invalid_request');
    client.abort(gone);
    await expect(leaving).rejects.toBe(gone);
    expect(gate.counts()).toEqual({ running: 1, waiting: 1 });
    holder.end();
    await holding;
    await turn();
    // The slot went past the one that left, to the next.
    expect(ran).toBe(false);
    expect(after.slot()).toBeDefined();
    after.end();
    await next;
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('never runs the task of a client already gone, and refuses past maxWaiting with 503', async () => {
    const gate = createUploadGate({ maxConcurrent: 1, maxWaiting: 1 });
    const client = new AbortController();
    client.abort(new Error('gone'));
    await expect(gate.run(async () => 'ran', { signal: client.signal })).rejects.toThrow('gone');
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
    const holder = heldTask();
    const holding = gate.run(holder.task);
    const waiter = heldTask();
    const waiting = gate.run(waiter.task);
    await expect(gate.run(async () => 'ran')).rejects.toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
      headers: { 'retry-after': '5' },
    });
    holder.end();
    await holding;
    await turn();
    waiter.end();
    await waiting;
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('tells the running task its client is gone, and keeps the slot until the task ends', async () => {
    const gate = createUploadGate({ maxConcurrent: 1, maxWaiting: 1 });
    const client = new AbortController();
    const held = heldTask();
    const running = gate.run(held.task, { signal: client.signal });
    await turn();
    client.abort(new Error('gone'));
    expect(held.slot()?.aborted).toBe(true);
    expect(gate.counts()).toEqual({ running: 1, waiting: 0 });
    held.end('stored anyway');
    expect(await running).toBe('stored anyway');
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back at the ceiling, aborting the task, whose later end changes nothing', async () => {
    vi.useFakeTimers();
    const gate = createUploadGate({ maxConcurrent: 1, maxWaiting: 1, maxHoldMs: 1_000 });
    const stuck = heldTask();
    const running = gate.run(stuck.task);
    const refused = expect(running).rejects.toMatchObject({
      statusCode: 408,
      code: 'request_timeout',
      headers: { connection: 'close' },
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(gate.counts()).toEqual({ running: 1, waiting: 0 });
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    expect(stuck.slot()?.aborted).toBe(true);
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
    stuck.fail(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back when the task throws before its first await', async () => {
    const gate = createUploadGate({ maxConcurrent: 1, maxWaiting: 1 });
    await expect(
      gate.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(gate.counts()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the upload pace', () => {
  const pace = { minBytesPerSecond: 1_000, graceMs: 2_000 };

  it.each([
    { bytes: 0, deadline: 2_000 },
    { bytes: 1_000, deadline: 3_000 },
    { bytes: 60_000, deadline: 62_000 },
  ])('a read of $bytes bytes started at 0 is too slow from $deadline ms', ({ bytes, deadline }) => {
    expect(paceDeadline(0, bytes, pace)).toBe(deadline);
  });

  it('calls a body that stalls too slow once it falls behind, never one that keeps up', async () => {
    vi.useFakeTimers();
    const body = new PassThrough();
    body.resume();
    let slow = 0;
    const stop = watchPace(body, pace, () => (slow += 1));
    // 1,500 bytes a second for 4 s, ahead of the 1,000 asked.
    for (let second = 0; second < 4; second += 1) {
      body.write(Buffer.alloc(1_500));
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(slow).toBe(0);
    // Then nothing: 6,000 bytes buy 6 s after the 2 s of grace, so 8 s from the start.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(slow).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slow).toBe(1);
    stop();
  });

  it('stops watching at the end of the body', async () => {
    vi.useFakeTimers();
    const body = new PassThrough();
    body.resume();
    let slow = 0;
    watchPace(body, pace, () => (slow += 1));
    body.end(Buffer.alloc(10));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slow).toBe(0);
  });
});
