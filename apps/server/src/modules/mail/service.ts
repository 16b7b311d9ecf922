import type { Database } from '../../db/database.ts';
import { retryDelayMs } from './backoff.ts';
import { checkMailHeaders } from './list-unsubscribe.ts';
import {
  claimDueMail,
  enqueueMail,
  type MailRow,
  mailToRender,
  markDelivered,
  markFailed,
  markSkipped,
  type NewMail,
  type Queryable,
  releaseMail,
} from './outbox.ts';
import { type MailContent, type MailRenderers, rendererFor, toRenderedMail } from './renderer.ts';
import { enqueueResendWithinLimits, type ResendLimits } from './resend-limits.ts';
import { parseMailFrom, type MailSender } from './sender.ts';
import type { MailTransport } from './transport.ts';

export interface MailLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  info?(details: object, message: string): void;
}

export interface OutboxRunResult {
  sent: number;
  captured: number;
  /** Rendered to nothing: what they were about is gone (see MailRenderer). */
  skipped: number;
  failed: number;
}

export interface MailService {
  /** Writes a message to the outbox inside the caller's transaction (see enqueueMail). */
  enqueue(tx: Queryable, mail: NewMail): Promise<number>;
  /**
   * Writes a message someone asked for again, unless its subject or address is over its re-send
   * limits (null then; see resend-limits.ts). Inside the caller's transaction.
   */
  enqueueResend(
    tx: Queryable,
    mail: NewMail & { resendOf: string },
    limits: ResendLimits,
  ): Promise<number | null>;
  /**
   * Sends (or captures) the messages due at `now`: claims them in batches (FOR UPDATE SKIP
   * LOCKED, with a lease), renders and sends each outside any transaction, then marks it sent or
   * captured with the rendered message, or skipped when its renderer finds nothing to send any
   * more (see MailRenderer). A failure (rendering or SMTP) counts an attempt, keeps the
   * error and plans the next attempt after the backoff; the message stays pending, never lost.
   */
  runOutbox(now: Date): Promise<OutboxRunResult>;
  /**
   * Asks for a run soon on this instance (after an enqueue committed). Kicks close together make
   * one run; a kick during a run makes one more after it. Never throws: failures are logged.
   */
  kick(): void;
  /** Resolves once no kicked run is planned or in progress (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops planning kicked runs, waits for the one in progress, closes the transport. */
  close(): Promise<void>;
}

export interface MailServiceDeps {
  transport: MailTransport;
  renderers: MailRenderers;
  /**
   * The From header: MAIL_FROM as given, or (the app) each white-label's own sender, read from the
   * white-label of the message (sender.ts).
   */
  from: string | ((whitelabelId: number | null) => Promise<MailSender>);
  logger: MailLogger;
  /** The time of a kicked run (the job passes its own `now`). */
  clock?: () => Date;
  /** Messages claimed at once. */
  batchSize?: number;
  /**
   * How long claimed messages stay out of other runs' reach. A run sends nothing new once half of
   * it has passed, so each message it starts still has the other half (SMTP steps time out after
   * 10 s) to finish within the lease.
   */
  leaseMs?: number;
  /** Delay between a kick and its run, during which further kicks join it. */
  kickDelayMs?: number;
  /** Only this white-label's messages (tests on a shared database; the app sends them all). */
  whitelabelId?: number;
  /** Told of each message captured rather than sent (the metrics: nobody received it). */
  onCaptured?: () => void;
}

/** Longest error text kept on a row. */
const maxErrorLength = 2_000;

export function errorText(error: unknown): string {
  const text =
    error instanceof Error
      ? [error.name, 'code' in error ? error.code : undefined, error.message]
          .filter((part) => typeof part === 'string' && part !== '' && part !== 'Error')
          .join(': ')
      : String(error);
  return text.length > maxErrorLength ? `${text.slice(0, maxErrorLength - 1)}…` : text;
}

export function createMailService(db: Database, deps: MailServiceDeps): MailService {
  const {
    transport,
    renderers,
    from,
    logger,
    clock = () => new Date(),
    batchSize = 20,
    leaseMs = 10 * 60_000,
    kickDelayMs = 50,
    whitelabelId,
    onCaptured,
  } = deps;
  const deliveredStatus = transport.kind === 'smtp' ? 'sent' : 'captured';
  const senderOf = typeof from === 'string' ? () => Promise.resolve(parseMailFrom(from)) : from;

  /** Renders and sends one claimed message, then records the outcome. */
  async function deliver(
    row: MailRow,
    now: Date,
  ): Promise<'sent' | 'captured' | 'skipped' | 'failed'> {
    let content: MailContent | null;
    try {
      content = await rendererFor(renderers, row.kind)(mailToRender(row));
      if (content !== null) {
        await transport.send({
          from: await senderOf(row.whitelabelId),
          to: row.recipient,
          subject: content.subject,
          text: content.text,
          html: content.html,
          // A header a renderer got wrong fails the attempt, captured or sent alike.
          headers: checkMailHeaders(content.headers ?? {}),
          attachments: content.attachments,
        });
      }
    } catch (err) {
      const attempts = row.attempts + 1;
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
      logger.warn(
        { err, mailId: row.id, kind: row.kind, attempts, nextAttemptAt },
        'mail not delivered; retrying later',
      );
      await markFailed(db, row.id, { error: errorText(err), nextAttemptAt });
      return 'failed';
    }
    if (content === null) {
      await markSkipped(db, row.id, new Date());
      logger.info?.({ mailId: row.id, kind: row.kind }, 'mail skipped: nothing to send any more');
      return 'skipped';
    }
    // Should this write fail, the message goes again once its lease ends: at least once.
    await markDelivered(db, row.id, {
      status: deliveredStatus,
      message: toRenderedMail(content),
      at: new Date(),
    });
    // Captured is never 'delivered': with no SMTP_URL nobody receives it (issue 27).
    if (deliveredStatus === 'captured') {
      onCaptured?.();
      logger.info?.(
        { mailId: row.id, kind: row.kind, status: deliveredStatus },
        'mail captured, not sent (no SMTP_URL)',
      );
    } else {
      logger.info?.({ mailId: row.id, kind: row.kind, status: deliveredStatus }, 'mail sent');
    }
    return deliveredStatus;
  }

  async function runOutbox(now: Date): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, captured: 0, skipped: 0, failed: 0 };
    const started = performance.now();
    const outOfTime = () => performance.now() - started > leaseMs / 2;
    for (let round = 0; round < 1_000 && !outOfTime(); round++) {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const claimed = await claimDueMail(db, now, batchSize, leaseUntil, { whitelabelId });
      for (const [index, row] of claimed.entries()) {
        if (outOfTime()) {
          // Give the rest back rather than let their lease run out while we still hold them.
          await releaseMail(
            db,
            claimed.slice(index).map((rest) => rest.id),
            now,
          );
          return result;
        }
        result[await deliver(row, now)]++;
      }
      if (claimed.length < batchSize) break;
    }
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (timer || running) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  const runKicked = () => {
    timer = undefined;
    running = (async () => {
      do {
        again = false;
        try {
          await runOutbox(clock());
        } catch (err) {
          logger.error({ err }, 'mail outbox run failed');
        }
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
      settle();
    });
  };

  return {
    enqueue: enqueueMail,
    enqueueResend: enqueueResendWithinLimits,
    runOutbox,
    kick() {
      try {
        if (closed) return;
        if (running) {
          again = true;
          return;
        }
        if (timer) return;
        timer = setTimeout(runKicked, kickDelayMs);
        // A planned run does not keep the process alive: the job picks the message up anyway.
        timer.unref();
      } catch (err) {
        logger.error({ err }, 'mail outbox kick failed');
      }
    },
    idle() {
      if (!timer && !running) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
      settle();
      transport.close();
    },
  };
}
