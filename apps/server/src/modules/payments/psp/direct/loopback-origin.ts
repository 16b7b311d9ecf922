import type { AddressInfo } from 'node:net';

/**
 * `http://HOST:PORT` to reach this server from itself, from what `server.address()` gives: null
 * while it does not listen (or listens on a pipe). A wildcard address is reached on loopback.
 */
export function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  if (wildcard) return `http://127.0.0.1:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
