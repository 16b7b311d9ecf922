import type { AccountsConfig } from './accounts.ts';
import type { DatabaseConfig } from './database.ts';
import type { LookupConfig } from './lookup.ts';
import type { MetricsConfig } from './metrics.ts';
import type { PaymentsConfig } from './payments.ts';
import type { HttpConfig, NodeEnv } from './server.ts';
import type { StaffLimits } from './staff-limits.ts';
import type { StaffMailLimits } from './staff-mail.ts';
import type { TrustProxy } from './trust-proxy.ts';

/** The server's settings, read once from the environment at boot (loadConfig). */
export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: DatabaseConfig;
  webDist: string;
  webSsrDist: string;
  /** CONSOLE_DIST: the built operator console, served under /operator/. */
  consoleDist: string;
  pageRenderTimeoutMs: number;
  defaultWhitelabel: string;
  /** The HTTP server's timeouts, and when it refuses work under pressure (0: never). */
  http: HttpConfig;
  /** MIGRATE_AT_START: migrate at start, or only check the database is up to date. */
  migrateAtStart: boolean;
  seedDemo: boolean;
  demoRoadsideApiKey: string;
  /** REDIS_URL: where the rate limits are counted when several instances share them. */
  rateLimit: { max: number; windowMs: number; redisUrl?: string | undefined };
  /** Wrong or missing API keys allowed per client IP and window (plugins/api-key-failures.ts). */
  apiKeyFailures: { max: number; windowMs: number };
  /** Receipt e-mails re-sent per payment and per address in 24 hours (modules/payments). */
  receiptResends: { perPayment: number; perRecipient: number };
  /** Account-area receipt PDFs drawn per account and per client address in a UTC day. */
  receiptDownloads: { perAccount: number; perAddress: number };
  /** Console enrolment e-mails per admin, per address and per white-label in a UTC day. */
  staffMails: StaffMailLimits;
  /** Console per-person limits (claim files, dashboard) and bounded waits (publication, SSO). */
  staffLimits: StaffLimits;
  /** Passage alerts (modules/alerts): calls per client IP and window, confirmations per address. */
  alerts: {
    rateLimitMax: number;
    confirmationsPerAddress: number;
    unsubscribeConfirmationsPerDay: number;
  };
  /** Customer accounts (modules/accounts): token signing and lifetimes, password hashing. */
  accounts: AccountsConfig;
  contentCacheMs: number;
  jobsIntervalMs: number;
  /** Passage and case import (modules/passages, modules/cases): the dates accepted. */
  ingestion: { maxFutureMinutes: number };
  /** TRUST_PROXY: which proxies tell the client address (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  /**
   * PUBLIC_ORIGIN: the portal's origin as the world reaches it. Return and notification URLs are
   * built on it (modules/whitelabel/portal-origin.ts), never on the request's Host (issue 9 item 3).
   */
  publicOrigin: string;
  payments: PaymentsConfig;
  /** The Prometheus metrics (metrics/): null when off (METRICS_PORT and METRICS_TOKEN unset). */
  metrics: MetricsConfig | null;
  /** E-mail: SMTP when smtpUrl is set, else captured for /dev/mailbox. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Captcha challenges and lookup sessions (modules/lookups, plugins/captcha). */
  lookup: LookupConfig;
}
