import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { deliverNotification, isOnOrigin, type NotificationRequest } from './delivery.ts';

const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
const NOTIFICATION: NotificationRequest = { method: 'GET', url: 'http://p/n?a=1', headers: {} };

describe('isOnOrigin (SSRF and open-redirect guard)', () => {
  it.each<[string, string, boolean]>([
    ['http://localhost/notify', 'http://localhost', true],
    ['https://portal.example/n?x=1', 'https://portal.example', true],
    ['https://portal.example:8443/n', 'https://portal.example:8443', true],
    ['https://portal.example:443/n', 'https://portal.example', true],
    ['http://portal.example/n', 'https://portal.example', false],
    ['https://portal.example.evil/n', 'https://portal.example', false],
    ['https://portal.example@evil.example/n', 'https://portal.example', false],
    ['https://portal.example:444/n', 'https://portal.example', false],
    ['http://169.254.169.254/latest', 'http://localhost:3000', false],
    ['/relative/path', 'http://localhost', false],
    ['not a url', 'http://localhost', false],
  ])('%s on %s: %s', (target, origin, expected) => {
    expect(isOnOrigin(target, origin)).toBe(expected);
  });
});

describe('deliverNotification', () => {
  it('stops at the first 2xx', async () => {
    const deliver = vi
      .fn()
      .mockResolvedValueOnce({ status: 500 })
      .mockResolvedValue({ status: 204 });
    expect(
      await deliverNotification(NOTIFICATION, { deliver, log, attempts: 4, backoffMs: 1 }),
    ).toBe(true);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('counts a thrown error as a failure and never throws', async () => {
    const deliver = vi.fn().mockRejectedValue(new Error('ECONNREFUSED'));
    expect(
      await deliverNotification(NOTIFICATION, { deliver, log, attempts: 2, backoffMs: 1 }),
    ).toBe(false);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('sends once when told to (Paybox)', async () => {
    const deliver = vi.fn().mockResolvedValue({ status: 302 });
    expect(
      await deliverNotification(NOTIFICATION, { deliver, log, attempts: 1, backoffMs: 1 }),
    ).toBe(false);
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});
