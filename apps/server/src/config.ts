import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { defaultMaxFutureMinutes } from '@portico/contract';
import { z } from 'zod';
import {
  PAYBOX_RANG_EXPECTED,
  PAYBOX_RANG_PATTERN,
} from './modules/payments/psp/paybox/account.ts';
import { webDistDefault, webSsrDistDefault } from './paths.ts';
import {
  developmentJwtSecret,
  developmentLookupSecret,
  isSimulatorPublicKey,
  publishedSecretsRefusal,
} from './published-secrets.ts';
import { type SecretRing, secretRing } from './shared/secret-ring.ts';

/**
 * The server's settings, read once from the environment at boot. Each variable has one schema and
 * one sentence saying what it expects, so a bad value stops the boot with a single clear line
 * (main.ts prints ConfigError.message and exits 1) instead of a Zod dump or a stack trace.
 */

interface EnvVariable<T> {
  description: string;
  /** The value used when the variable is unset or empty; undefined means "optional, no default". */
  defaultValue: string | undefined;
  /** Shown in the error line: "expected <expected>". */
  expected: string;
  schema: z.ZodType<T, string>;
  /**
   * A secret never echoed in an error line: 'value' hides it whole, 'url' hides the credentials
   * (user, password, query parameters) and keeps the scheme and host that help find the mistake.
   */
  secret?: 'value' | 'url';
}

function variable<T>(spec: EnvVariable<T>): EnvVariable<T> {
  return spec;
}

// The development secrets live with the other values production refuses as published.
export { developmentJwtSecret, developmentLookupSecret };

/** Value of DEMO_ROADSIDE_API_KEY when unset: fine on a laptop, never in production. */
export const defaultDemoRoadsideApiKey = 'demo-roadside-key';

/** PostgreSQL's limits when their variables are unset (also for tools that open the database). */
export const databaseTimeoutDefaults: DatabaseTimeouts = {
  statementMs: 10_000,
  connectMs: 5_000,
  idleInTransactionMs: 60_000,
};

/** scheme://host[:port] and nothing more (a trailing slash is forgiven). */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const booleanText = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] });
const positiveInt = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));

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

export const envVariables = {
  PORT: variable({
    description: 'TCP port the server listens on (0 picks a free port).',
    defaultValue: '8080',
    expected: 'an integer from 0 to 65535',
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().max(65535)),
  }),
  HOST: variable({
    description: 'Interface to listen on (0.0.0.0 for every interface, e.g. in a container).',
    defaultValue: 'localhost',
    expected: 'a host name or IP address',
    schema: z.string().regex(/^[A-Za-z0-9.:[\]-]+$/),
  }),
  NODE_ENV: variable({
    description: 'Runtime mode; development pretty-prints logs on a terminal.',
    defaultValue: 'development',
    expected: 'one of development, production, test',
    schema: z.enum(['development', 'production', 'test']),
  }),
  LOG_LEVEL: variable({
    description: 'pino log level.',
    defaultValue: 'info',
    expected: 'one of fatal, error, warn, info, debug, trace, silent',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  }),
  DATABASE_URL: variable({
    secret: 'url',
    description: 'PostgreSQL connection URL. When unset, the embedded PGlite database is used.',
    defaultValue: undefined,
    expected: 'a postgres:// or postgresql:// URL',
    schema: z.string().regex(/^postgres(ql)?:\/\/\S+$/),
  }),
  ALLOW_EMBEDDED_DATABASE: variable({
    description:
      'Production only: allow the embedded PGlite database (one instance, data on its own disk) when DATABASE_URL is unset; otherwise production without DATABASE_URL refuses to start.',
    defaultValue: 'false',
    expected: 'true or false',
    schema: booleanText,
  }),
  PGLITE_DIR: variable({
    description:
      'Data folder of the embedded PGlite database, relative to the working directory; memory:// keeps it in memory. Ignored when DATABASE_URL is set.',
    defaultValue: './data/pglite',
    expected: 'a folder path or memory://',
    schema: z.string().min(1),
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: variable({
    description:
      'PostgreSQL: the longest a statement may run before the server cancels it (the request answers 503); the server also gets 2 s more to answer at all, then the connection is dropped (a stalled database).',
    defaultValue: String(databaseTimeoutDefaults.statementMs),
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  DATABASE_CONNECT_TIMEOUT_MS: variable({
    description:
      'PostgreSQL: the longest a request waits for a connection (a new one, or a free one of the pool, DATABASE_POOL_MAX) before it answers 503.',
    defaultValue: String(databaseTimeoutDefaults.connectMs),
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  DATABASE_POOL_MAX: variable({
    description:
      'PostgreSQL: connections each instance keeps at most (the pool); instances x this must stay under the server\u2019s max_connections.',
    defaultValue: '10',
    expected: 'an integer from 1 to 200',
    schema: positiveInt.pipe(z.number().max(200)),
  }),
  HTTP_REQUEST_TIMEOUT_MS: variable({
    description:
      'The longest a client may take to send a whole request (headers and body; a 5 MB claim from a slow phone needs time); then the connection is closed.',
    defaultValue: '120000',
    expected: 'an integer from 1000 to 600000 (milliseconds)',
    schema: positiveInt.pipe(z.number().min(1_000).max(600_000)),
  }),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: variable({
    description:
      'How long an idle keep-alive connection stays open; keep it above the load balancer\u2019s idle timeout (60 s on most), so the balancer never reuses a connection the server is closing. Headers must arrive within this plus 1 s.',
    defaultValue: '65000',
    expected: 'an integer from 1000 to 600000 (milliseconds)',
    schema: positiveInt.pipe(z.number().min(1_000).max(600_000)),
  }),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: variable({
    description:
      'Above this mean event-loop delay (sampled each second) the server answers 503 service_unavailable with Retry-After at once instead of queueing more work it cannot do (/healthz still answers); 0 turns it off. Default: 1000 in production, off otherwise (tests and laptops block the loop on purpose).',
    defaultValue: undefined,
    expected: 'an integer from 0 to 60000 (milliseconds)',
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().max(60_000)),
  }),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: variable({
    description:
      'PostgreSQL: the server ends a session left idle inside a transaction this long, releasing its locks.',
    defaultValue: String(databaseTimeoutDefaults.idleInTransactionMs),
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  PGLITE_MIN_FREE_MB: variable({
    description:
      "Embedded PGlite: below this much free space on its folder's disk, the database answers 503 at once instead of writing (PGlite cannot recover from a full disk in-process); it resumes when space returns. Also checked at start.",
    defaultValue: '64',
    expected: 'a positive integer (MiB)',
    schema: positiveInt,
  }),
  WEB_DIST: variable({
    description:
      'Folder of the built web app served at / (relative paths: from the working directory).',
    defaultValue: webDistDefault,
    expected: 'a folder path',
    schema: z.string().min(1),
  }),
  WEB_SSR_DIST: variable({
    description:
      "Folder of the web app's server renderer (entry-server.js) that paints pages before their JavaScript runs; without it, pages are rendered in the browser only.",
    defaultValue: webSsrDistDefault,
    expected: 'a folder path',
    schema: z.string().min(1),
  }),
  PAGE_RENDER_TIMEOUT_MS: variable({
    description:
      'A page the server has not painted in this time (slow API, stuck render) is sent as the browser-rendered page instead.',
    defaultValue: '8000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  DEFAULT_WHITELABEL: variable({
    description: 'Code of the white-label answered when a request names no known host.',
    defaultValue: 'a79',
    expected: 'a white-label code (lower-case letters, digits, dashes)',
    schema: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/),
  }),
  MIGRATE_AT_START: variable({
    description:
      'Apply the pending database migrations at start (under a lock, so instances take turns). With false the server only checks that the database is up to date and refuses to start otherwise: for a release step that runs `npm run db:migrate` alone before the new instances start.',
    defaultValue: 'true',
    expected: 'true or false',
    schema: booleanText,
  }),
  SEED_DEMO: variable({
    description:
      'Create or update the demo white-label (content and road) at start. Default: true outside production, false in production (where it needs a DEMO_ROADSIDE_API_KEY of its own).',
    defaultValue: undefined,
    expected: 'true or false',
    schema: booleanText,
  }),
  DEMO_ROADSIDE_API_KEY: variable({
    secret: 'value',
    description:
      "API key of the demo white-label's roadside system (x-api-key of POST /services/v1/passages), seeded with the demo; only its SHA-256 is stored. Set a secret value wherever the server is reachable: production refuses this default (at start with SEED_DEMO=true, and as a key at any time).",
    defaultValue: defaultDemoRoadsideApiKey,
    expected: '12 to 200 characters without spaces',
    schema: z.string().regex(/^\S{12,200}$/),
  }),
  RATE_LIMIT_MAX: variable({
    description: 'Requests allowed per client IP and window on /services.',
    defaultValue: '300',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RATE_LIMIT_WINDOW_MS: variable({
    description: 'Length of the rate-limit window in milliseconds.',
    defaultValue: '60000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  REDIS_URL: variable({
    secret: 'url',
    description:
      'Redis shared by the instances for the rate limits (the API limit and the lookup, captcha, price, alert, account and contact limits), so several instances behind a load balancer count one limit per client; unset, each instance counts in its own memory. Unreachable, the limits are skipped (logged), never the requests.',
    defaultValue: undefined,
    expected: 'a redis:// or rediss:// URL',
    schema: z.string().regex(/^rediss?:\/\/\S+$/),
  }),
  API_KEY_FAILURE_MAX: variable({
    description:
      'Requests with a missing or wrong API key (POST /services/v1/passages, /cases) allowed per client IP and API_KEY_FAILURE_WINDOW_MS; past them that IP gets 429 on those routes, even with a valid key, until the window ends.',
    defaultValue: '10',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  API_KEY_FAILURE_WINDOW_MS: variable({
    description: 'The window of API_KEY_FAILURE_MAX, in milliseconds.',
    defaultValue: '900000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  CONTENT_CACHE_MS: variable({
    description:
      'How long each instance reuses editorial content (home page, articles, footer, FAQ) before reading it again; 0 turns the cache off.',
    defaultValue: '30000',
    expected: 'an integer from 0 (milliseconds)',
    schema: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  }),
  JOBS_INTERVAL_MS: variable({
    description:
      'How often each instance runs the background jobs (journey completion, dunning escalation); 0 turns them off on this instance.',
    defaultValue: '60000',
    expected: 'an integer from 0 (milliseconds)',
    schema: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  }),
  PASSAGE_MAX_FUTURE_MIN: variable({
    description:
      'How far past this server\u2019s clock (minutes) the date of an ingested passage or imported case may be (roadside clocks drift); later, and before 2000-01-01, the item is rejected as invalid.',
    defaultValue: String(defaultMaxFutureMinutes),
    expected: 'an integer from 0 to 525600 (minutes)',
    schema: z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().max(525_600)),
  }),
  LOOKUP_SECRET: variable({
    secret: 'value',
    description:
      'Secret signing captcha challenges and trip-lookup session ids; the same on every instance. Required in production; a fixed development value otherwise.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
  LOOKUP_SECRET_PREVIOUS: variable({
    secret: 'value',
    description:
      'The LOOKUP_SECRET being replaced, during a rotation: what it signed (lookup sessions, captcha challenges, one-click unsubscribe links) is still accepted, while everything new is signed with LOOKUP_SECRET. Remove it once the sessions it signed have expired.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
  CAPTCHA_MAX_NUMBER: variable({
    description:
      'Difficulty of the captcha proof of work: the browser tries up to this many hashes (about 0.1 s per 50,000 on a phone).',
    defaultValue: '50000',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  CAPTCHA_TTL_S: variable({
    description: 'Seconds a captcha challenge stays valid; each solution opens one lookup only.',
    defaultValue: '600',
    expected: 'a positive integer (seconds)',
    schema: positiveInt,
  }),
  LOOKUP_SESSION_TTL_MIN: variable({
    description:
      'Minutes a trip-lookup session id (sessionId) stays valid: it reopens the same plate or case without a new captcha and carries the payment.',
    defaultValue: '60',
    expected: 'a positive integer (minutes)',
    schema: positiveInt,
  }),
  LOOKUP_RATE_LIMIT_MAX: variable({
    description:
      'Trip lookups and captcha challenges allowed per client IP and rate-limit window (on top of RATE_LIMIT_MAX).',
    defaultValue: '30',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  ALERT_RATE_LIMIT_MAX: variable({
    description:
      'Passage-alert calls (status, subscription, confirmation, unsubscribe) allowed per client IP and rate-limit window (on top of RATE_LIMIT_MAX); the status reveals a masked address, so keep it modest.',
    defaultValue: '10',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  ALERT_CONFIRMATIONS_PER_ADDRESS: variable({
    description:
      'Alert confirmation e-mails one address may be sent in 24 hours per white-label (POST /services/v1/customers); more: 429 too_many_requests. Counted in the database, so across instances.',
    defaultValue: '5',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  ALERT_UNSUBSCRIBE_CONFIRMATIONS_PER_DAY: variable({
    description:
      'Unsubscribe confirmation e-mails one address may be sent per UTC day per white-label (POST /services/v1/customers/unsubscribe only e-mails the address a link that stops its alerts); more are silently not sent, the answer staying the same. Counted in the database, so across instances.',
    defaultValue: '3',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  JWT_SECRET: variable({
    secret: 'value',
    description:
      'Secret signing the customer access tokens (HS256); the same on every instance. Required in production; a fixed development value otherwise. Changing it signs everyone out at their next call.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
  ACCESS_TOKEN_TTL_S: variable({
    description: 'Seconds an access token is valid (the Token answer\u2019s expiresIn).',
    defaultValue: '900',
    expected: 'an integer from 60 to 86400 (seconds)',
    schema: positiveInt.pipe(z.number().min(60).max(86_400)),
  }),
  REFRESH_TOKEN_TTL_DAYS: variable({
    description:
      'Days a refresh token is valid; each use gives a new one (rotation), so an active customer stays signed in.',
    defaultValue: '30',
    expected: 'an integer from 1 to 365 (days)',
    schema: positiveInt.pipe(z.number().max(365)),
  }),
  ARGON2_MEMORY_KIB: variable({
    description:
      "Argon2id memory cost of password hashes in KiB (OWASP's 19 MiB; with 8 iterations one sign-in costs 20-50 ms of CPU).",
    defaultValue: '19456',
    expected: 'an integer from 1024 to 1048576 (KiB)',
    schema: positiveInt.pipe(z.number().min(1024).max(1_048_576)),
  }),
  ARGON2_TIME_COST: variable({
    description:
      "Argon2id iterations of password hashes (OWASP's floor is 2 at 19 MiB; 8 makes a sign-in cost 20-50 ms of CPU).",
    defaultValue: '8',
    expected: 'an integer from 1 to 20',
    schema: positiveInt.pipe(z.number().max(20)),
  }),
  ARGON2_PARALLELISM: variable({
    description: 'Argon2id lanes of password hashes.',
    defaultValue: '1',
    expected: 'an integer from 1 to 16',
    schema: positiveInt.pipe(z.number().max(16)),
  }),
  SMTP_URL: variable({
    secret: 'url',
    description:
      'SMTP server the e-mails go through (smtp:// or smtps://, credentials in the URL). Unset: messages are captured in the database and shown at /dev/mailbox (outside production); production refuses to start without it unless MAIL_CAPTURE=true.',
    defaultValue: undefined,
    expected: 'an smtp:// or smtps:// URL',
    schema: z.string().regex(/^smtps?:\/\/\S+$/),
  }),
  MAIL_CAPTURE: variable({
    description:
      'Production only: keep the e-mails in the database (captured, never sent) when SMTP_URL is unset, on purpose (a staging server with no mail relay). Without it, production without SMTP_URL refuses to start: drivers would get no receipts and no account codes.',
    defaultValue: 'false',
    expected: 'true or false',
    schema: booleanText,
  }),
  MAIL_FROM: variable({
    description: 'Sender of the e-mails (From header).',
    defaultValue: 'Portico <no-reply@portico.localhost>',
    expected: 'an address, optionally with a display name: Name <address>',
    schema: z.string().regex(/^([^<>\r\n]+<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/),
  }),
  CARD_PSP: variable({
    description:
      'Payment service provider of the bank card for white-labels whose settings name none: PAYBOX or AXEPTA.',
    defaultValue: 'PAYBOX',
    expected: 'PAYBOX or AXEPTA',
    schema: z.enum(['PAYBOX', 'AXEPTA']),
  }),
  PSP_SIMULATOR: variable({
    description:
      'Serve the built-in Paybox and Axepta simulators (at /psp-simulator) and use them for any PSP not configured below. Default: true outside production; refused in production (their signing keys are public).',
    defaultValue: undefined,
    expected: 'true or false',
    schema: booleanText,
  }),
  PSP_SIMULATOR_PENDING_MS: variable({
    description:
      'With the simulators: how long after a "pending" card (4000000000000259) its final success notification follows.',
    defaultValue: '3000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  PAYBOX_PAGE_URL: variable({
    description:
      'Paybox hosted payment page (e.g. https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi). Set it with PAYBOX_SITE, PAYBOX_RANG, PAYBOX_IDENTIFIANT, PAYBOX_HMAC_KEY and PAYBOX_PUBLIC_KEYS to use the real Paybox; unset: the simulator.',
    defaultValue: undefined,
    expected: 'an https:// URL',
    schema: z.url({ protocol: /^https$/ }),
  }),
  PAYBOX_SITE: variable({
    description: 'Paybox site number (7 digits).',
    defaultValue: undefined,
    expected: '7 digits',
    schema: z.string().regex(/^\d{7}$/),
  }),
  PAYBOX_RANG: variable({
    description: 'Paybox rank (rang): 2 digits, or 3 as Up2Pay gives them (001); sent as given.',
    defaultValue: undefined,
    expected: PAYBOX_RANG_EXPECTED,
    schema: z.string().regex(PAYBOX_RANG_PATTERN),
  }),
  PAYBOX_IDENTIFIANT: variable({
    description: 'Paybox merchant identifier (1 to 9 digits).',
    defaultValue: undefined,
    expected: '1 to 9 digits',
    schema: z.string().regex(/^\d{1,9}$/),
  }),
  PAYBOX_HMAC_KEY: variable({
    secret: 'value',
    description: 'Paybox HMAC secret key from the back office (128 hex characters).',
    defaultValue: undefined,
    expected: '128 hexadecimal characters',
    schema: z.string().regex(/^[0-9A-Fa-f]{128}$/),
  }),
  PAYBOX_PUBLIC_KEYS: variable({
    description:
      "File holding Paybox's public key(s) in PEM (several keys may follow each other while they rotate); verifies the notifications.",
    defaultValue: undefined,
    expected: 'a readable PEM file path',
    schema: z.string().min(1),
  }),
  AXEPTA_PAGE_URL: variable({
    description:
      'Axepta hosted payment page (e.g. https://paymentpage.axepta.bnpparibas/payssl.aspx). Set it with AXEPTA_MERCHANT_ID, AXEPTA_HMAC_KEY and AXEPTA_BLOWFISH_KEY to use the real Axepta; unset: the simulator.',
    defaultValue: undefined,
    expected: 'an https:// URL',
    schema: z.url({ protocol: /^https$/ }),
  }),
  AXEPTA_MERCHANT_ID: variable({
    description: 'Axepta MerchantID.',
    defaultValue: undefined,
    expected: '1 to 30 of A-Z a-z 0-9 _ . : / -',
    schema: z.string().regex(/^[A-Za-z0-9_.:/-]{1,30}$/),
  }),
  AXEPTA_HMAC_KEY: variable({
    secret: 'value',
    description: 'Axepta HMAC password.',
    defaultValue: undefined,
    expected: 'printable ASCII',
    schema: z.string().regex(/^[\x20-\x7e]+$/),
  }),
  AXEPTA_BLOWFISH_KEY: variable({
    secret: 'value',
    description: 'Axepta Blowfish password.',
    defaultValue: undefined,
    expected: 'printable ASCII',
    schema: z.string().regex(/^[\x20-\x7e]+$/),
  }),
  AXEPTA_TEST_ORDER_CODE: variable({
    description:
      "Acceptance only: Axepta's simulation code, sent as OrderDesc Test:<code> (0000 succeeds, BNP's demo MID answers to nothing else; other codes force that result). No money moves, so production refuses it.",
    defaultValue: undefined,
    expected: '4 digits (e.g. 0000)',
    schema: z.string().regex(/^[0-9]{4}$/),
  }),
  RECEIPT_RESEND_MAX_PER_PAYMENT: variable({
    description:
      'Receipt e-mails one payment may be re-sent (POST /services/v1/payments/receipt) in 24 hours, whatever the address; more: 429 receipt_resend_limit. Counted in the database, so across instances.',
    defaultValue: '5',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RECEIPT_RESEND_MAX_PER_RECIPIENT: variable({
    description:
      'Receipt e-mails re-sent to one address in 24 hours, whatever the payment; more: 429 receipt_resend_limit.',
    defaultValue: '10',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RECEIPT_DOWNLOADS_MAX_PER_ACCOUNT: variable({
    description:
      'Receipt PDFs one customer account may download from its payments (GET /services/v1/users/me/payments/{reference}/receipt) in a UTC day; more: 429 too_many_requests until the day ends. Each one is drawn on demand, so the count is taken before it is drawn.',
    defaultValue: '60',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RECEIPT_DOWNLOADS_MAX_PER_ADDRESS: variable({
    description:
      'Receipt PDFs downloaded from the account area by one client address (an IPv6 one by its /64) in a UTC day, whatever the accounts; more: 429 too_many_requests.',
    defaultValue: '300',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  PAYMENT_SESSION_TTL_MIN: variable({
    description:
      'Minutes a payment basket can still be sent to a payment method (its amounts were computed when it was made).',
    defaultValue: '30',
    expected: 'a positive integer (minutes)',
    schema: positiveInt,
  }),
  FLEET_PROCESSOR: variable({
    description:
      'Who authorises fleet-card payments (TOTAL, DKV, SHELL, ESSO): off (the methods are shown as unavailable), sandbox (the built-in test processor; refused in production) or http (a real gateway at FLEET_PROCESSOR_URL). Default: http when FLEET_PROCESSOR_URL is set, else sandbox outside production and off in production.',
    defaultValue: undefined,
    expected: 'off, sandbox or http',
    schema: z.enum(['off', 'sandbox', 'http']),
  }),
  FLEET_PROCESSOR_URL: variable({
    secret: 'url',
    description:
      'Base URL of the fleet-card gateway speaking the JSON protocol of the README (https; http only to 127.0.0.1, ::1 or localhost outside production).',
    defaultValue: undefined,
    expected: 'an https:// URL',
    schema: z.url({ protocol: /^https?$/ }),
  }),
  FLEET_PROCESSOR_API_KEY: variable({
    secret: 'value',
    description:
      'Secret sent to the fleet-card gateway as Authorization: Bearer (required with FLEET_PROCESSOR=http).',
    defaultValue: undefined,
    expected: '16 to 500 printable characters without spaces',
    schema: z.string().regex(/^[\x21-\x7e]{16,500}$/),
  }),
  FLEET_PROCESSOR_TIMEOUT_MS: variable({
    description:
      'How long one call to the fleet-card processor may take; a charge left without an answer is looked up after twice this time.',
    defaultValue: '10000',
    expected: 'an integer from 100 to 120000 (milliseconds)',
    schema: positiveInt.pipe(z.number().min(100).max(120_000)),
  }),
  PUBLIC_ORIGIN: variable({
    description:
      "The portal's public origin (scheme://host[:port]), on which the PSPs' return and notification URLs are built and the only place the PSP simulators notify or send browsers; a white-label's own host (from its hosts in the database) replaces the host when the visitor is on it. The e-mails' links (alerts, unsubscribe) are built on it too, on the white-label's own host. Required in production (https); default http://localhost:<PORT> outside production.",
    defaultValue: undefined,
    expected: 'an http(s) origin without path, e.g. https://peage.example.fr',
    schema: z
      .url({ protocol: /^https?$/ })
      .refine(isOrigin)
      .transform((value) => new URL(value).origin),
  }),
  METRICS_PORT: variable({
    description:
      'Port of a listener of its own serving the Prometheus metrics (GET /metrics) on METRICS_HOST, away from the public port; 0 picks a free port. The same value as PORT serves /metrics on the public port instead, which production refuses without METRICS_TOKEN. Metrics are off (no hooks, no endpoint) when neither METRICS_PORT nor METRICS_TOKEN is set.',
    defaultValue: undefined,
    expected: 'an integer from 0 to 65535',
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().max(65535)),
  }),
  METRICS_HOST: variable({
    description:
      'Interface of the METRICS_PORT listener: this machine only by default; 0.0.0.0 lets a scraper on the private network in (e.g. another container).',
    defaultValue: '127.0.0.1',
    expected: 'a host name or IP address',
    schema: z.string().regex(/^[A-Za-z0-9.:[\]-]+$/),
  }),
  METRICS_TOKEN: variable({
    secret: 'value',
    description:
      'Bearer token GET /metrics requires (Authorization: Bearer <token>; anything else answers 401). Set without METRICS_PORT, /metrics is served on the public port behind it; with METRICS_PORT, that listener requires it too.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
  TRUST_PROXY: variable({
    description:
      'Which proxies in front may tell the client address and host (X-Forwarded-For, -Host, -Proto; rate limits count client IPs): false for none; a number of hops (1 behind one load balancer); or the proxies\u2019 addresses and networks, comma-separated (10.0.0.0/8, 192.168.1.10). Never true: trusting every hop lets any client choose its own address.',
    defaultValue: 'false',
    expected:
      'false, a number of hops from 1 to 10, or comma-separated IP addresses or CIDR networks',
    schema: trustProxySchema,
  }),
} as const;

export type EnvVariableName = keyof typeof envVariables;

/** The variables for the README: name, default and meaning. */
export const envVariableDocs = Object.entries(envVariables).map(([name, spec]) => ({
  name,
  defaultValue:
    spec.defaultValue === webDistDefault
      ? 'apps/web/dist'
      : spec.defaultValue === webSsrDistDefault
        ? 'apps/web/dist-ssr'
        : spec.defaultValue,
  description: spec.description,
}));

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database:
    | { kind: 'postgres'; url: string; timeouts: DatabaseTimeouts; poolMax: number }
    | { kind: 'pglite'; dataDir: string; minFreeBytes: number };
  webDist: string;
  webSsrDist: string;
  pageRenderTimeoutMs: number;
  defaultWhitelabel: string;
  /** The HTTP server's timeouts, and when it refuses work under pressure (0: never). */
  http: { requestTimeoutMs: number; keepAliveTimeoutMs: number; maxEventLoopDelayMs: number };
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
  lookup: {
    /** Signs everything new; `secrets` (this one first, then the previous) checks signatures. */
    secret: string;
    secrets: SecretRing;
    captchaMaxNumber: number;
    captchaTtlMs: number;
    sessionTtlMs: number;
    rateLimitMax: number;
  };
}

export interface AccountsConfig {
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlMs: number;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
}

/** PostgreSQL's limits, so that a stalled or lost database answers 503 quickly. */
export interface DatabaseTimeouts {
  statementMs: number;
  connectMs: number;
  idleInTransactionMs: number;
}

/** A real Paybox account (psp-protocols.md 1.2). */
export interface PayboxSettings {
  pageUrl: string;
  site: string;
  rang: string;
  identifiant: string;
  hmacKeyHex: string;
  publicKeysPem: string[];
}

/** A real Axepta merchant (psp-protocols.md 2.2). */
export interface AxeptaSettings {
  pageUrl: string;
  merchantId: string;
  hmacKey: string;
  blowfishPassword: string;
}

/** Card payments: which PSP, and each PSP real (settings) or simulated (null + simulator on). */
export interface PaymentsConfig {
  cardPsp: 'PAYBOX' | 'AXEPTA';
  sessionTtlMs: number;
  simulator: { enabled: boolean; pendingDelayMs: number };
  paybox: PayboxSettings | null;
  axepta: AxeptaSettings | null;
  /** AXEPTA_TEST_ORDER_CODE: OrderDesc `Test:<code>` (acceptance only, refused in production). */
  axeptaTestOrderCode: string | null;
  fleet: FleetProcessorSettings;
}

/** Who authorises fleet-card payments (modules/payments/fleet-cards/processor.ts). */
export interface FleetProcessorSettings {
  kind: 'off' | 'sandbox' | 'http';
  /** The gateway, with kind http only. */
  http: { url: string; apiKey: string } | null;
  timeoutMs: number;
}

/** Where GET /metrics is served, and the token it requires (null: none). */
export interface MetricsConfig {
  /** A listener of its own (METRICS_PORT, METRICS_HOST); null: none. */
  listener: { port: number; host: string } | null;
  /** /metrics on the public port too (METRICS_TOKEN alone, or METRICS_PORT equal to PORT). */
  publicPort: boolean;
  token: string | null;
}

/** No proxy, a number of hops, or the proxies' addresses and CIDR networks. */
export type TrustProxy = false | number | string[];

/** A setting is missing or malformed; the message is one line meant for a human. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;
type Parsed = { [K in EnvVariableName]: z.output<(typeof envVariables)[K]['schema']> | undefined };

export const pgliteMemory = 'memory://';

/**
 * The refusals of one start, said together (issue 27: it took an operator four starts to learn
 * four missing settings, one per start). A variable already refused as malformed is not refused
 * again by a later rule that finds it missing.
 */
class Problems {
  readonly lines: string[] = [];
  private readonly malformed: ReadonlySet<string>;
  constructor(malformed: ReadonlySet<string>) {
    this.malformed = malformed;
  }

  add(line: string): void {
    const name = /^[A-Z][A-Z0-9_]*/.exec(line)?.[0];
    if (name !== undefined && this.malformed.has(name)) return;
    this.lines.push(line);
  }

  /** Runs one rule that refuses by throwing; its refusal joins the others, `fallback` stands in. */
  check<T>(rule: () => T, fallback: T): T {
    try {
      return rule();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.add(error.message.replace(/^Invalid environment: /, ''));
      return fallback;
    }
  }
}

export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const malformed = new Set<string>();
  const parsed: Partial<Record<EnvVariableName, unknown>> = {};
  for (const [name, spec] of Object.entries(envVariables) as [
    EnvVariableName,
    EnvVariable<unknown>,
  ][]) {
    const given = givenValue(env, name, spec, cwd);
    // A refused value goes on as its default, so that the rules after it are checked too.
    const fallBack = () => {
      malformed.add(name);
      const byDefault =
        spec.defaultValue === undefined ? undefined : spec.schema.safeParse(spec.defaultValue);
      if (byDefault?.success) parsed[name] = byDefault.data;
    };
    if ('problem' in given) {
      problems.push(given.problem);
      fallBack();
      continue;
    }
    const raw = given.value ?? spec.defaultValue;
    if (raw === undefined) continue;
    const result = spec.schema.safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else {
      problems.push(`${given.label}=${shownValue(raw, spec.secret)} (expected ${spec.expected})`);
      fallBack();
    }
  }
  const rules = new Problems(malformed);
  const config = toConfig(parsed as Parsed, cwd, rules);
  const all = [...problems, ...rules.lines];
  if (all.length === 1) {
    const noun = problems.length === 1 ? 'Invalid environment variable' : 'Invalid environment';
    throw new ConfigError(`${noun}: ${all[0]}`);
  }
  if (all.length > 1) {
    throw new ConfigError(`Invalid environment, ${all.length} problems: ${all.join('; ')}`);
  }
  return config;
}

/**
 * A variable's value as given: from the environment, or for a secret from the file its `*_FILE`
 * variable names (container platforms mount secrets as files: Docker and Kubernetes secrets), a
 * relative path from the working directory, one trailing newline dropped. An empty value counts
 * as unset, as in most shells' `VAR= command`. Both set, or a file that cannot be read, is a
 * problem line that never shows the file's content.
 */
function givenValue(
  env: Env,
  name: EnvVariableName,
  spec: EnvVariable<unknown>,
  cwd: string,
): { value: string | undefined; label: string } | { problem: string } {
  const direct = env[name] === '' ? undefined : env[name];
  const fileName = spec.secret ? env[`${name}_FILE`] : undefined;
  if (fileName === undefined || fileName === '') return { value: direct, label: name };
  if (direct !== undefined) {
    return { problem: `${name} and ${name}_FILE are both set (set one of them)` };
  }
  const label = `${name} (from ${name}_FILE)`;
  try {
    const content = readFileSync(path.resolve(cwd, fileName), 'utf8').replace(/\r?\n$/, '');
    return { value: content === '' ? undefined : content, label };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return { problem: `${name}_FILE=${JSON.stringify(fileName)} (cannot read it: ${code})` };
  }
}

/**
 * A value as an error line may show it: secrets hidden (issue 9 item 14), since boot lines end up
 * in log collectors. A URL keeps its scheme, host and path, which is what is usually wrong.
 */
export function shownValue(raw: string, secret: EnvVariable<unknown>['secret']): string {
  if (secret === 'value') return `(hidden, ${raw.length} characters)`;
  if (secret !== 'url') return JSON.stringify(raw);
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(raw)?.[0] ?? '';
  const at = raw.lastIndexOf('@');
  const rest = at === -1 ? raw.slice(scheme.length) : `***${raw.slice(at)}`;
  // Query parameters may carry a password (postgres://host/db?password=...).
  return JSON.stringify(scheme + rest.replace(/=[^&#]*/g, '=***'));
}

/** All of a group's variables or none: half a PSP account is a mistake worth stopping for. */
function allOrNone<K extends EnvVariableName>(v: Parsed, names: readonly K[]): boolean {
  const given = names.filter((name) => v[name] !== undefined);
  if (given.length === 0) return false;
  if (given.length < names.length) {
    const missing = names.filter((name) => v[name] === undefined);
    throw new ConfigError(
      `Invalid environment: ${given.join(', ')} set without ${missing.join(', ')} (set all of them, or none to use the simulator)`,
    );
  }
  return true;
}

function payboxSettings(v: Parsed, cwd: string, nodeEnv: Config['nodeEnv']): PayboxSettings | null {
  const names = [
    'PAYBOX_PAGE_URL',
    'PAYBOX_SITE',
    'PAYBOX_RANG',
    'PAYBOX_IDENTIFIANT',
    'PAYBOX_HMAC_KEY',
    'PAYBOX_PUBLIC_KEYS',
  ] as const;
  if (!allOrNone(v, names)) return null;
  const file = path.resolve(cwd, String(v.PAYBOX_PUBLIC_KEYS));
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`Invalid environment: PAYBOX_PUBLIC_KEYS=${file} cannot be read`);
  }
  const publicKeysPem = pem.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g);
  if (!publicKeysPem) {
    throw new ConfigError(
      `Invalid environment: PAYBOX_PUBLIC_KEYS=${file} holds no PEM public key`,
    );
  }
  if (nodeEnv === 'production' && publicKeysPem.some(isSimulatorPublicKey)) {
    throw new ConfigError(
      "Invalid environment: PAYBOX_PUBLIC_KEYS holds the PSP simulator's public key, refused in production (its private half is in the repository, so anyone could sign a notification): give Paybox's own public key",
    );
  }
  return {
    pageUrl: String(v.PAYBOX_PAGE_URL),
    site: String(v.PAYBOX_SITE),
    rang: String(v.PAYBOX_RANG),
    identifiant: String(v.PAYBOX_IDENTIFIANT),
    hmacKeyHex: String(v.PAYBOX_HMAC_KEY),
    publicKeysPem,
  };
}

function axeptaSettings(v: Parsed): AxeptaSettings | null {
  const names = [
    'AXEPTA_PAGE_URL',
    'AXEPTA_MERCHANT_ID',
    'AXEPTA_HMAC_KEY',
    'AXEPTA_BLOWFISH_KEY',
  ] as const;
  if (!allOrNone(v, names)) return null;
  return {
    pageUrl: String(v.AXEPTA_PAGE_URL),
    merchantId: String(v.AXEPTA_MERCHANT_ID),
    hmacKey: String(v.AXEPTA_HMAC_KEY),
    blowfishPassword: String(v.AXEPTA_BLOWFISH_KEY),
  };
}

/**
 * Where the PSPs send browsers back and post notifications: required in production, where it must
 * be https but for this machine (a local production-mode run); outside production the laptop's
 * own address, so `npm start` works as is.
 */
function publicOrigin(v: Parsed, nodeEnv: Config['nodeEnv'], port: number): string {
  if (nodeEnv !== 'production') return v.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  if (v.PUBLIC_ORIGIN === undefined) {
    throw new ConfigError(
      "Invalid environment: PUBLIC_ORIGIN is required in production (the portal's https origin, e.g. https://peage.example.fr: the PSPs send browsers back and notifications there)",
    );
  }
  const url = new URL(v.PUBLIC_ORIGIN);
  if (url.protocol !== 'https:' && !loopbackHosts.has(url.hostname)) {
    throw new ConfigError(
      'Invalid environment: PUBLIC_ORIGIN must be https:// in production (plain http only to this machine)',
    );
  }
  return v.PUBLIC_ORIGIN;
}

/**
 * Axepta's simulation switch (psp-protocols.md 2.6): `Test:nnnn` makes even a production MID
 * answer without charging anyone, so production refuses it (issue 9 item 6).
 */
function axeptaTestOrderCode(v: Parsed, nodeEnv: Config['nodeEnv']): string | null {
  if (v.AXEPTA_TEST_ORDER_CODE === undefined) return null;
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment: AXEPTA_TEST_ORDER_CODE is refused in production (OrderDesc Test:nnnn simulates the payment: no money is taken); remove it',
    );
  }
  return v.AXEPTA_TEST_ORDER_CODE;
}

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The fleet-card processor: never the sandbox in production (it approves invented numbers, issue 9
 * item 1), a gateway only over https (plain http to this machine only, outside production).
 */
function fleetProcessorSettings(
  v: Parsed,
  nodeEnv: Config['nodeEnv'],
  timeoutMs: number,
): FleetProcessorSettings {
  const production = nodeEnv === 'production';
  const kind =
    v.FLEET_PROCESSOR ?? (v.FLEET_PROCESSOR_URL ? 'http' : production ? 'off' : 'sandbox');
  if (kind === 'sandbox' && production) {
    throw new ConfigError(
      'Invalid environment: FLEET_PROCESSOR=sandbox is refused in production (it approves any test number): set FLEET_PROCESSOR=http with a real gateway, or off',
    );
  }
  if (kind !== 'http') {
    if (v.FLEET_PROCESSOR_URL || v.FLEET_PROCESSOR_API_KEY) {
      throw new ConfigError(
        `Invalid environment: FLEET_PROCESSOR_URL and FLEET_PROCESSOR_API_KEY are for FLEET_PROCESSOR=http, not ${kind}`,
      );
    }
    return { kind, http: null, timeoutMs };
  }
  if (!v.FLEET_PROCESSOR_URL || !v.FLEET_PROCESSOR_API_KEY) {
    throw new ConfigError(
      'Invalid environment: FLEET_PROCESSOR=http needs FLEET_PROCESSOR_URL and FLEET_PROCESSOR_API_KEY',
    );
  }
  const url = new URL(v.FLEET_PROCESSOR_URL);
  if (url.protocol !== 'https:' && (production || !loopbackHosts.has(url.hostname))) {
    throw new ConfigError(
      'Invalid environment: FLEET_PROCESSOR_URL must be https:// (plain http only to this machine, outside production)',
    );
  }
  return {
    kind,
    http: { url: v.FLEET_PROCESSOR_URL, apiKey: v.FLEET_PROCESSOR_API_KEY },
    timeoutMs,
  };
}

/**
 * What production refuses to start with (issue 9 items 2 and 14): each is safe on a laptop and a
 * hole on a reachable server, so the boot stops with one line instead of running exposed.
 */
function refuseInProduction(v: Parsed, problems: Problems): void {
  const refuse = (what: string) => problems.add(what);
  if (v.PSP_SIMULATOR === true) {
    refuse(
      'PSP_SIMULATOR=true is refused in production (the simulators sign with keys published in the repository, so anyone could forge a payment notification): remove it and configure PAYBOX_* or AXEPTA_*',
    );
  }
  if (
    v.SEED_DEMO === true &&
    (v.DEMO_ROADSIDE_API_KEY ?? defaultDemoRoadsideApiKey) === defaultDemoRoadsideApiKey
  ) {
    refuse(
      'SEED_DEMO=true is refused in production with the public demo roadside key: set DEMO_ROADSIDE_API_KEY to a secret (or DEMO_ROADSIDE_API_KEY_FILE), or SEED_DEMO=false',
    );
  }
  if (!v.DATABASE_URL && v.ALLOW_EMBEDDED_DATABASE !== true) {
    refuse(
      'DATABASE_URL is required in production (or DATABASE_URL_FILE naming a file that holds it; the embedded PGlite database serves one instance from its own disk: set ALLOW_EMBEDDED_DATABASE=true to use it anyway)',
    );
  }
  if (!v.SMTP_URL && v.MAIL_CAPTURE !== true) {
    refuse(
      'SMTP_URL is required in production (or SMTP_URL_FILE; smtp:// or smtps://): without it no receipt or account code reaches anyone. Set MAIL_CAPTURE=true to keep the e-mails in the database on purpose',
    );
  }
  const published = publishedSecretsRefusal(v);
  if (published) refuse(published);
}

/**
 * Where the metrics are served (issue 15 item 3): a listener of their own, the public port behind
 * METRICS_TOKEN, or both. The public port without a token would show any visitor the traffic and
 * the payments' counts, so production refuses it.
 */
function metricsSettings(
  v: Parsed,
  nodeEnv: Config['nodeEnv'],
  port: number,
  host: string,
): MetricsConfig | null {
  const token = v.METRICS_TOKEN ?? null;
  if (v.METRICS_PORT === undefined && token === null) return null;
  const onPublicPort =
    v.METRICS_PORT !== undefined && v.METRICS_PORT !== 0 && v.METRICS_PORT === port;
  if (onPublicPort && token === null && nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment: METRICS_PORT equal to PORT serves the metrics on the public port, refused in production without METRICS_TOKEN (set METRICS_TOKEN, or another METRICS_PORT)',
    );
  }
  return {
    listener: v.METRICS_PORT === undefined || onPublicPort ? null : { port: v.METRICS_PORT, host },
    publicPort: v.METRICS_PORT === undefined || onPublicPort,
    token,
  };
}

/**
 * The access tokens' key: JWT_SECRET (or the file JWT_SECRET_FILE names, read with every secret's
 * file in givenValue); production refuses to run on the development default, as it does for
 * LOOKUP_SECRET.
 */
function accountsSettings(
  v: Parsed,
  nodeEnv: Config['nodeEnv'],
  problems: Problems,
): AccountsConfig {
  const secret = v.JWT_SECRET;
  if (nodeEnv === 'production' && !secret) {
    problems.add(
      'JWT_SECRET is required in production (or JWT_SECRET_FILE naming a file that holds it; expected 32 to 200 characters without spaces)',
    );
  }
  const needed = <T>(value: T | undefined): T => {
    if (value === undefined) throw new ConfigError('Invalid environment: a default is missing');
    return value;
  };
  return {
    jwtSecret: secret ?? developmentJwtSecret,
    accessTokenTtlS: needed(v.ACCESS_TOKEN_TTL_S),
    refreshTokenTtlMs: needed(v.REFRESH_TOKEN_TTL_DAYS) * 86_400_000,
    argon2: {
      memoryCost: needed(v.ARGON2_MEMORY_KIB),
      timeCost: needed(v.ARGON2_TIME_COST),
      parallelism: needed(v.ARGON2_PARALLELISM),
    },
  };
}

function toConfig(v: Parsed, cwd: string, problems: Problems): Config {
  const required = <T>(value: T | undefined): T => {
    // Every variable but DATABASE_URL has a default, so this only guards against editing mistakes.
    if (value === undefined) throw new ConfigError('Invalid environment: a default is missing');
    return value;
  };
  const pgliteDir = required(v.PGLITE_DIR);
  const nodeEnv = required(v.NODE_ENV);
  if (nodeEnv === 'production' && !v.LOOKUP_SECRET) {
    problems.add(
      'LOOKUP_SECRET is required in production (or LOOKUP_SECRET_FILE naming a file that holds it; expected 32 to 200 characters without spaces)',
    );
  }
  if (nodeEnv === 'production') refuseInProduction(v, problems);
  const accounts = accountsSettings(v, nodeEnv, problems);
  const port = required(v.PORT);
  return {
    port,
    host: required(v.HOST),
    nodeEnv,
    http: {
      requestTimeoutMs: required(v.HTTP_REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: required(v.HTTP_KEEP_ALIVE_TIMEOUT_MS),
      maxEventLoopDelayMs:
        v.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? (nodeEnv === 'production' ? 1000 : 0),
    },
    logLevel: required(v.LOG_LEVEL),
    database: v.DATABASE_URL
      ? {
          kind: 'postgres',
          url: v.DATABASE_URL,
          timeouts: {
            statementMs: required(v.DATABASE_STATEMENT_TIMEOUT_MS),
            connectMs: required(v.DATABASE_CONNECT_TIMEOUT_MS),
            idleInTransactionMs: required(v.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS),
          },
          poolMax: required(v.DATABASE_POOL_MAX),
        }
      : {
          kind: 'pglite',
          dataDir: pgliteDir === pgliteMemory ? pgliteMemory : path.resolve(cwd, pgliteDir),
          minFreeBytes: required(v.PGLITE_MIN_FREE_MB) * 1024 * 1024,
        },
    webDist: path.resolve(cwd, required(v.WEB_DIST)),
    webSsrDist: path.resolve(cwd, required(v.WEB_SSR_DIST)),
    pageRenderTimeoutMs: required(v.PAGE_RENDER_TIMEOUT_MS),
    defaultWhitelabel: required(v.DEFAULT_WHITELABEL),
    migrateAtStart: required(v.MIGRATE_AT_START),
    seedDemo: v.SEED_DEMO ?? nodeEnv !== 'production',
    demoRoadsideApiKey: required(v.DEMO_ROADSIDE_API_KEY),
    rateLimit: {
      max: required(v.RATE_LIMIT_MAX),
      windowMs: required(v.RATE_LIMIT_WINDOW_MS),
      redisUrl: v.REDIS_URL,
    },
    apiKeyFailures: {
      max: required(v.API_KEY_FAILURE_MAX),
      windowMs: required(v.API_KEY_FAILURE_WINDOW_MS),
    },
    receiptResends: {
      perPayment: required(v.RECEIPT_RESEND_MAX_PER_PAYMENT),
      perRecipient: required(v.RECEIPT_RESEND_MAX_PER_RECIPIENT),
    },
    receiptDownloads: {
      perAccount: required(v.RECEIPT_DOWNLOADS_MAX_PER_ACCOUNT),
      perAddress: required(v.RECEIPT_DOWNLOADS_MAX_PER_ADDRESS),
    },
    alerts: {
      rateLimitMax: required(v.ALERT_RATE_LIMIT_MAX),
      confirmationsPerAddress: required(v.ALERT_CONFIRMATIONS_PER_ADDRESS),
      unsubscribeConfirmationsPerDay: required(v.ALERT_UNSUBSCRIBE_CONFIRMATIONS_PER_DAY),
    },
    accounts,
    contentCacheMs: required(v.CONTENT_CACHE_MS),
    jobsIntervalMs: required(v.JOBS_INTERVAL_MS),
    ingestion: { maxFutureMinutes: required(v.PASSAGE_MAX_FUTURE_MIN) },
    trustProxy: required(v.TRUST_PROXY),
    mail: { smtpUrl: v.SMTP_URL, from: required(v.MAIL_FROM) },
    metrics: problems.check(
      () => metricsSettings(v, nodeEnv, port, required(v.METRICS_HOST)),
      null,
    ),
    payments: {
      cardPsp: required(v.CARD_PSP),
      sessionTtlMs: required(v.PAYMENT_SESSION_TTL_MIN) * 60_000,
      simulator: {
        enabled: v.PSP_SIMULATOR ?? nodeEnv !== 'production',
        pendingDelayMs: required(v.PSP_SIMULATOR_PENDING_MS),
      },
      paybox: problems.check(() => payboxSettings(v, cwd, nodeEnv), null),
      axepta: problems.check(() => axeptaSettings(v), null),
      axeptaTestOrderCode: problems.check(() => axeptaTestOrderCode(v, nodeEnv), null),
      fleet: problems.check(
        () => fleetProcessorSettings(v, nodeEnv, required(v.FLEET_PROCESSOR_TIMEOUT_MS)),
        { kind: 'off', http: null, timeoutMs: 0 },
      ),
    },
    lookup: {
      secret: v.LOOKUP_SECRET ?? developmentLookupSecret,
      secrets: secretRing(v.LOOKUP_SECRET ?? developmentLookupSecret, v.LOOKUP_SECRET_PREVIOUS),
      captchaMaxNumber: required(v.CAPTCHA_MAX_NUMBER),
      captchaTtlMs: required(v.CAPTCHA_TTL_S) * 1000,
      sessionTtlMs: required(v.LOOKUP_SESSION_TTL_MIN) * 60_000,
      rateLimitMax: required(v.LOOKUP_RATE_LIMIT_MAX),
    },
    // Last, so that the refusals above (simulator, demo key, database...) are said first.
    publicOrigin: problems.check(() => publicOrigin(v, nodeEnv, port), ''),
  };
}
