import { isIP } from 'node:net';
import { z } from 'zod';
import { variable } from './variable.ts';

/** No proxy, a number of hops, or the proxies' addresses and CIDR networks. */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY: false, a hop count, or proxy addresses/networks; `true` is refused on purpose. */
const trustProxySchema = z.string().transform((text, context): TrustProxy => {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.length <= 32 && entries.every(isAddressOrNetwork)) {
    return entries;
  }
  context.addIssue({ code: 'custom', message: 'not a hop count nor proxy addresses' });
  return z.NEVER;
});

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Which proxies in front may tell the client's address (Fastify's trustProxy). */
export const trustProxyVariables = {
  TRUST_PROXY: variable({
    description:
      'Which proxies in front may tell the client address and host (X-Forwarded-For, -Host, -Proto; rate limits count client IPs): false for none; a number of hops (1 behind one load balancer); or the proxies\u2019 addresses and networks, comma-separated (10.0.0.0/8, 192.168.1.10). Never true: trusting every hop lets any client choose its own address.',
    defaultValue: 'false',
    expected:
      'false, a number of hops from 1 to 10, or comma-separated IP addresses or CIDR networks',
    schema: trustProxySchema,
  }),
} as const;
