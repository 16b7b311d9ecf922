import type { Database } from '../db/database.ts';
import { deleteExpiredSecrets, deleteNeverActivated } from '../modules/accounts/repository.ts';
import { moveDueHandovers } from '../modules/alerts/handover-calls.ts';
import { forgetUnconfirmedRequests } from '../modules/alerts/service.ts';
import { purgeExpiredSolutions } from '../modules/captcha/service.ts';
import { dashboardRollupJob } from '../modules/dashboard/rollup-job.ts';
import { mailJob } from '../modules/mail/job.ts';
import { cancelAbandonedPayments } from '../modules/payments/abandoned.ts';
import type { MailService } from '../modules/mail/service.ts';
import type { PaymentsService } from '../modules/payments/service.ts';
import type { RefundsService } from '../modules/refunds/service.ts';
import type { JourneysLogger, JourneysService } from '../modules/journeys/service.ts';
import { purgeDailyCounters } from '../shared/daily-counter.ts';
import { runAlertRemindersJob } from './alert-reminders.ts';
import { runCompletionJob } from './completion.ts';
import { dataRetentionJob } from './data-retention.ts';
import { runDunningJob } from './dunning.ts';
import type { Job } from './job.ts';

export interface SchedulerLogger extends JourneysLogger {
  error(details: object, message: string): void;
}

export type { Job } from './job.ts';

export interface Scheduler {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs one after the other every `intervalMs` (the next round is planned when the
 * previous one ends, so rounds never overlap on one instance). A failing job is logged and the
 * others still run. Several instances may run it at once: each job is safe to run concurrently.
 */
export function startScheduler({
  jobs,
  intervalMs,
  logger,
  clock = () => new Date(),
  onJobEnd,
}: {
  jobs: readonly Job[];
  intervalMs: number;
  logger: SchedulerLogger;
  clock?: () => Date;
  /** Told of every run and whether it failed (the metrics' job runs and failures). */
  onJobEnd?: (job: string, failed: boolean) => void;
}): Scheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const round = async () => {
    for (const job of jobs) {
      if (stopped) return;
      let failed = false;
      try {
        await job.run(clock());
      } catch (err) {
        failed = true;
        logger.error({ err, job: job.name }, 'job failed');
      }
      onJobEnd?.(job.name, failed);
    }
  };
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        plan();
      });
    }, intervalMs);
    timer.unref();
  };
  plan();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * The portal's background jobs: send due e-mails, complete quiet journeys, escalate unpaid ones,
 * remind subscribed plates of their deadlines, forget spent captcha solutions and account
 * secrets (refresh tokens, codes) past their expiry,
 * close abandoned payments, remove personal data past its retention, resolve fleet charges whose
 * answer was lost, count the dashboard's closed days.
 */
export function portalJobs(
  db: Database,
  journeys: JourneysService,
  mail?: MailService,
  payments?: Pick<PaymentsService, 'resolveFleetCharges'>,
  refunds?: Pick<RefundsService, 'run'>,
): Job[] {
  return [
    // E-mails first: a receipt waiting on a retry should not wait for the other jobs.
    ...(mail ? [mailJob(mail)] : []),
    { name: 'journey-completion', run: (now) => runCompletionJob({ db, journeys }, now) },
    { name: 'dunning', run: (now) => runDunningJob(db, now) },
    // Deadline reminders of subscribed plates; ends rental subscriptions past their period.
    { name: 'alert-reminders', run: (now) => runAlertRemindersJob(db, now) },
    // Issue 24: alert handovers whose notice period is over (or whose alerts stopped) move.
    ...(mail
      ? [{ name: 'alert-handovers', run: (now: Date) => moveDueHandovers(db, mail, now) }]
      : []),
    // Alert requests never confirmed: their addresses are forgotten after 48 h.
    { name: 'alert-requests-purge', run: (now) => forgetUnconfirmedRequests(db, now) },
    { name: 'captcha-purge', run: (now) => purgeExpiredSolutions(db, now) },
    // Daily limits' counts (proof tries, unsubscribe e-mails) once no limit reads them.
    { name: 'counters-purge', run: (now) => purgeDailyCounters(db, now) },
    // Refresh tokens and account codes past their expiry; registrations never activated in 7 days.
    {
      name: 'accounts-purge',
      run: async (now) =>
        (await deleteExpiredSecrets(db, now)) + (await deleteNeverActivated(db, now)),
    },
    { name: 'abandoned-payments', run: (now) => cancelAbandonedPayments(db, now) },
    // Personal data past its white-label's retention (2 years after the trip by default).
    dataRetentionJob(db),
    // Fleet charges whose answer was lost (a crash, a timeout): asked at the processor.
    ...(payments
      ? [{ name: 'fleet-charges', run: (now: Date) => payments.resolveFleetCharges(now) }]
      : []),
    // Refunds (issue 29 item 1): refund_due payments get their attempt; approved ones are sent,
    // lost answers asked at the PSP before anything is sent again.
    ...(refunds ? [{ name: 'refunds', run: (now: Date) => refunds.run(now) }] : []),
    // Last: the console dashboard's closed days, counted again after this round's late changes
    // (abandoned payments, settlements, dunning) to them.
    dashboardRollupJob(db),
  ];
}
