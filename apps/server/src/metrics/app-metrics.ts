import type { PaymentProvider } from '@portico/contract';
import type { DatabaseHandle } from '../db/database.ts';
import { createDatabaseGauges } from './database-gauges.ts';
import type { MetricsRegistry, UploadCountsReader } from './registry.ts';

/** Where a scrape says that the database's series were left out. */
export interface MetricsLogger {
  warn(details: object, message: string): void;
}

/** An app's metrics: what the hooks count, and the exposition text a scrape answers. */
export interface AppMetrics {
  counters: MetricsRegistry;
  contentType: string;
  /** The exposition text: the counted series, the pool, and the database's series if it answers. */
  scrape(logger: MetricsLogger): Promise<string>;
  /** The scheduler's report of one job run (jobs/scheduler.ts). */
  jobRun(job: string, failed: boolean): void;
  /** A PSP notification refused (modules/payments/notifications.ts). */
  notificationRefused(provider: PaymentProvider): void;
  /** An e-mail captured instead of sent (modules/mail/service.ts): no SMTP_URL. */
  mailCaptured(): void;
  /** An intake's upload gate, whose counts each scrape reads (portico_upload_slots). */
  watchUploads(intake: string, counts: UploadCountsReader): void;
}

/** `counters` exist before the database opens (the HTTP hook is registered first). */
export function createAppMetrics(
  counters: MetricsRegistry,
  database: Pick<DatabaseHandle, 'db' | 'poolUsage'>,
): AppMetrics {
  const gauges = createDatabaseGauges(database);
  return {
    counters,
    contentType: counters.registry.contentType,
    async scrape(logger) {
      const [own, pool, fromDatabase] = await Promise.all([
        counters.registry.metrics(),
        gauges.poolRegistry.metrics(),
        gauges.scrape(),
      ]);
      if ('error' in fromDatabase) {
        // The rest of the scrape is still worth having: a missing series is itself the signal.
        logger.warn({ err: fromDatabase.error }, 'metrics: database series left out');
        return `${own}\n${pool}`;
      }
      return `${own}\n${pool}\n${fromDatabase.text}`;
    },
    jobRun(job, failed) {
      counters.jobRuns.inc({ job });
      if (failed) counters.jobFailures.inc({ job });
    },
    notificationRefused(provider) {
      counters.refusedNotifications.inc({ provider });
    },
    mailCaptured() {
      counters.mailCaptured.inc();
    },
    watchUploads(intake, counts) {
      counters.uploadGates.set(intake, counts);
    },
  };
}
