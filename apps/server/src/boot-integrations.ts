import type { Config } from './config.ts';

/** What the server talks to, as the boot line says it: kinds and places, never a secret. */
export interface Integrations {
  database: 'postgres' | 'pglite';
  mail: 'smtp' | 'capture';
  cardPsp: string;
  /** live: the PSP's own account; simulator: the built-in one; unavailable: neither. */
  cardPspMode: 'live' | 'simulator' | 'unavailable';
  fleetProcessor: 'off' | 'sandbox' | 'http';
  redis: boolean;
  trustedProxies: string;
  metrics: string;
}

/**
 * The integrations in force (issue 27: one boot line at info says them), so that an operator
 * reading the log of a start sees at once an e-mail capture or a simulator where a real service
 * was meant. Never a URL's credentials: only kinds, hosts the operator chose, and counts.
 */
export function integrationsOf(config: Config): Integrations {
  const { payments } = config;
  const account = payments.cardPsp === 'PAYBOX' ? payments.paybox : payments.axepta;
  const trust = config.trustProxy;
  const metrics = config.metrics;
  return {
    database: config.database.kind,
    mail: config.mail.smtpUrl ? 'smtp' : 'capture',
    cardPsp: payments.cardPsp,
    cardPspMode: account ? 'live' : payments.simulator.enabled ? 'simulator' : 'unavailable',
    fleetProcessor: payments.fleet.kind,
    redis: config.rateLimit.redisUrl !== undefined,
    trustedProxies:
      trust === false ? 'none' : typeof trust === 'number' ? `${trust} hops` : trust.join(','),
    metrics: !metrics
      ? 'off'
      : [
          metrics.listener ? `${metrics.listener.host}:${metrics.listener.port}` : null,
          metrics.publicPort ? 'public port with token' : null,
        ]
          .filter(Boolean)
          .join(' and '),
  };
}

/** The boot line's text: one line, each integration by name. */
export function integrationsLine(integrations: Integrations): string {
  const { database, mail, cardPsp, cardPspMode, fleetProcessor, redis } = integrations;
  return [
    `database ${database}`,
    `e-mail ${mail === 'smtp' ? 'SMTP' : 'captured, not sent'}`,
    `card PSP ${cardPsp} (${cardPspMode})`,
    `fleet cards ${fleetProcessor}`,
    `Redis ${redis ? 'on' : 'off'}`,
    `trusted proxies ${integrations.trustedProxies}`,
    `metrics ${integrations.metrics}`,
  ].join(', ');
}
