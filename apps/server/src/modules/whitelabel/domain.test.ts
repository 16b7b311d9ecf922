import { describe, expect, it } from 'vitest';
import { normalizeHost } from './domain.ts';

describe('normalizeHost', () => {
  it.each([
    ['portal.example.com', 'portal.example.com'],
    ['Portal.Example.COM', 'portal.example.com'],
    ['portal.example.com:8080', 'portal.example.com'],
    ['portal.example.com.', 'portal.example.com'],
    ['  localhost:80 ', 'localhost'],
    ['[::1]:8080', '::1'],
    ['127.0.0.1:3000', '127.0.0.1'],
  ])('reads %j as %j', (value, host) => {
    expect(normalizeHost(value)).toBe(host);
  });

  it.each(['', ':8080', 'a b', 'evil.example/path', 'user@host', '[::1'])('refuses %j', (value) => {
    expect(normalizeHost(value)).toBeNull();
  });
});
