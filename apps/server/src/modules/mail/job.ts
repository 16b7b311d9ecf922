import type { Job } from '../../jobs/job.ts';
import type { MailService } from './service.ts';

/** The scheduler's entry: sends the due e-mails (safe on several instances at once). */
export function mailJob(mail: MailService): Job {
  return { name: 'mail-outbox', run: (now) => mail.runOutbox(now) };
}
