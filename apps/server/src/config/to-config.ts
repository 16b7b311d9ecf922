import path from 'node:path';
import { accountsSettings } from './accounts.ts';
import { required } from './config-error.ts';
import { databaseSettings } from './database.ts';
import type { Parsed } from './env-variables.ts';
import { lookupSettings } from './lookup.ts';
import { metricsSettings } from './metrics.ts';
import { paymentsSettings } from './payments.ts';
import type { Problems } from './problems.ts';
import { refuseInProduction } from './production-refusals.ts';
import { publicOrigin } from './public-origin.ts';
import { httpSettings } from './server.ts';
import type { Config } from './shape.ts';

/**
 * The parsed variables as the Config the server reads. Plain values are copied here; each rule
 * that can refuse lives with its concern and adds its refusal to `problems`, in the order the
 * report says them: the required secrets and production refusals first, PUBLIC_ORIGIN last.
 */
export function toConfig(v: Parsed, cwd: string, problems: Problems): Config {
  const nodeEnv = required(v.NODE_ENV);
  const lookup = lookupSettings(v, nodeEnv, problems);
  if (nodeEnv === 'production') refuseInProduction(v, problems);
  const accounts = accountsSettings(v, nodeEnv, problems);
  const port = required(v.PORT);
  return {
    port,
    host: required(v.HOST),
    nodeEnv,
    http: httpSettings(v, nodeEnv),
    logLevel: required(v.LOG_LEVEL),
    database: databaseSettings(v, cwd),
    webDist: path.resolve(cwd, required(v.WEB_DIST)),
    webSsrDist: path.resolve(cwd, required(v.WEB_SSR_DIST)),
    consoleDist: path.resolve(cwd, required(v.CONSOLE_DIST)),
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
    staffMails: {
      perAdmin: required(v.STAFF_MAILS_PER_ADMIN_PER_DAY),
      perAddress: required(v.STAFF_MAILS_PER_ADDRESS_PER_DAY),
      perWhitelabel: required(v.STAFF_MAILS_PER_WHITELABEL_PER_DAY),
    },
    staffLimits: {
      claimFiles: {
        perHour: required(v.CLAIM_FILE_VIEWS_PER_STAFF_PER_HOUR),
        perDay: required(v.CLAIM_FILE_VIEWS_PER_STAFF_PER_DAY),
        bytesPerDay: required(v.CLAIM_FILE_MB_PER_STAFF_PER_DAY) * 1024 * 1024,
      },
      mediaUploads: {
        bytesPerStaffPerDay: required(v.MEDIA_MB_PER_STAFF_PER_DAY) * 1024 * 1024,
        bytesPerWhitelabelPerDay: required(v.MEDIA_MB_PER_WHITELABEL_PER_DAY) * 1024 * 1024,
      },
      dashboardPerMinute: required(v.DASHBOARD_REQUESTS_PER_STAFF_PER_MINUTE),
      contentPublish: {
        waitMs: required(v.CONTENT_PUBLISH_WAIT_MS),
        timeoutMs: required(v.CONTENT_PUBLISH_TIMEOUT_MS),
      },
      staffSso: {
        callTimeoutMs: required(v.STAFF_SSO_CALL_TIMEOUT_MS),
        requestTimeoutMs: required(v.STAFF_SSO_REQUEST_TIMEOUT_MS),
      },
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
    payments: paymentsSettings(v, cwd, nodeEnv, problems),
    lookup,
    // Last, so that the refusals above (simulator, demo key, database...) are said first.
    publicOrigin: problems.check(() => publicOrigin(v, nodeEnv, port), ''),
  };
}
