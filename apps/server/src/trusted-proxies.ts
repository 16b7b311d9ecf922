import type { TrustProxy } from './config.ts';

/** proxy-addr's test: whether the address `hop` steps from us may tell the one before it. */
type TrustHop = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify takes it. Addresses and networks go as they are (proxy-addr checks each
 * hop's address). A hop count becomes the classic rule, the `hops` nearest addresses are proxies,
 * written here because Fastify 5 now fails closed on a bare number: it cannot tell a proxy from a
 * client that connects directly. So a count is only for instances reachable through the load
 * balancer alone (a private network); otherwise list the proxies' addresses (README).
 */
export function trustedProxies(setting: TrustProxy): false | string[] | TrustHop {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
