import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { gateNamer } from '../../lookups/domain.ts';
import { findGates } from '../../lookups/repository.ts';
import type { LaidOutMail } from '../../mail/layout.ts';
import { mailOrigin } from '../../mail/links.ts';
import type { MailContent, MailRenderer, MailToRender } from '../../mail/renderer.ts';
import type { MailLogger } from '../../mail/service.ts';
import { mailTexts } from '../../mail/texts/mail-texts.ts';
import type { AlertMailKind } from '../alert-mails.ts';
import { issueUnsubscribeToken } from '../unsubscribe-token.ts';
import { journeyFacts } from './alert-journey-facts.ts';
import { hideEmail } from '@portico/contract';
import { findHandoverById } from '../handover-repository.ts';
import { hasLiveSubscription } from '../repository.ts';
import {
  type AlertCheck,
  checkConfirmation,
  checkHandoverKept,
  checkHandoverRequest,
  checkJourneyAlert,
  checkMoved,
  type JourneyAlertKind,
} from './alert-mail-checks.ts';
import {
  handoverKeptMail,
  handoverRequestedMail,
  unsubscribeConfirmationMail,
} from './handover-mails.ts';
import type { AlertMailContext } from './alert-mail-context.ts';
import {
  findJourney,
  findOperator,
  findSubscription,
  type JourneyRow,
  type SubscriptionRow,
} from './alert-mail-rows.ts';
import { dueDeadlineOf } from '../../journeys/due-deadline.ts';
import { deadlineMail, noticeMail, passageMail } from './journey-mails.ts';
import { confirmationMail, movedMail } from './subscription-mails.ts';

export interface AlertMailRendererDeps {
  /** PUBLIC_ORIGIN: the links' origin, moved to the white-label's own host (mail/links.ts). */
  publicOrigin: string;
  /** LOOKUP_SECRET: signs the one-click unsubscribe tokens (unsubscribe-token.ts). */
  unsubscribeSecret: string;
  clock?: () => Date;
  /** Skips are logged at info, with their reason (no address, no plate). */
  logger?: MailLogger;
}

const hour = 3_600_000;
const rowId = z.number().int().positive();
/** The payloads of alert-mails.ts, checked: a row that does not match is a bug, and fails. */
const confirmationPayload = z.object({ subscriptionId: rowId, token: z.string().min(1) });
const movedPayload = z.object({ subscriptionId: rowId });
const handoverRequestPayload = z.object({ handoverId: rowId, token: z.string().min(1) });
const handoverPayload = z.object({ handoverId: rowId });
const journeyPayload = z.object({ subscriptionId: rowId, journeyId: rowId });

/** Whole hours from `now` to `at`, at least one (the reminder's "24 hours left"). */
function hoursUntil(at: Date, now: Date): number {
  return Math.max(1, Math.round((at.getTime() - now.getTime()) / hour));
}

const withoutAttachments = (mail: LaidOutMail): MailContent => ({ ...mail, attachments: [] });

/**
 * The renderers of the five alert e-mails (issue 11), for the mail service's map (services.ts).
 * Each reads the rows its payload names at send time and writes in the subscription's language;
 * it answers null (the outbox marks the row skipped) when there is nothing to say any more
 * (alert-mail-checks.ts).
 */
export function alertMailRenderers(
  db: Database,
  { publicOrigin, unsubscribeSecret, clock = () => new Date(), logger }: AlertMailRendererDeps,
): Record<AlertMailKind, MailRenderer> {
  /** The message of a check that passed, or null (logged with its reason) for a skip. */
  async function sendOrSkip<T>(
    mail: MailToRender,
    check: AlertCheck<T>,
    render: (checked: T) => Promise<LaidOutMail>,
  ): Promise<MailContent | null> {
    if ('skip' in check) {
      logger?.info?.(
        { mailId: mail.id, kind: mail.kind, reason: check.skip },
        'alert e-mail skipped: nothing to say any more',
      );
      return null;
    }
    return withoutAttachments(await render(check.send));
  }

  async function contextOf(subscription: SubscriptionRow): Promise<AlertMailContext> {
    const operator = await findOperator(db, subscription.whitelabelId);
    if (!operator) throw new Error(`no white-label ${subscription.whitelabelId}`);
    return {
      language: subscription.language,
      operatorName: operator.name,
      origin: mailOrigin(publicOrigin, operator.hosts),
      plate: subscription.plate,
      countryCode: subscription.countryCode,
    };
  }

  async function journeyMail(
    kind: JourneyAlertKind,
    subscription: SubscriptionRow,
    journey: JourneyRow,
    now: Date,
  ): Promise<LaidOutMail> {
    const [context, gates] = await Promise.all([
      contextOf(subscription),
      findGates(db, journey.whitelabelId),
    ]);
    const texts = mailTexts[context.language].journey;
    const facts = journeyFacts(
      journey,
      gateNamer(gates, context.language),
      context.language,
      texts,
    );
    const unsubscribe = {
      email: subscription.email,
      oneClickToken: issueUnsubscribeToken(unsubscribeSecret, {
        whitelabelId: subscription.whitelabelId,
        email: subscription.email,
      }),
    };
    switch (kind) {
      case 'alert_passage':
        return passageMail(context, unsubscribe, facts);
      case 'alert_deadline':
        return deadlineMail(context, unsubscribe, facts, hoursUntil(dueDeadlineOf(journey), now));
      case 'alert_notice':
        // The check made sure the notice has its number.
        return noticeMail(context, unsubscribe, facts, journey.pvNumber ?? '');
    }
  }

  const journeyRenderer =
    (kind: JourneyAlertKind): MailRenderer =>
    async (mail) => {
      const { subscriptionId, journeyId } = journeyPayload.parse(mail.payload);
      const now = clock();
      const [subscription, journey] = await Promise.all([
        findSubscription(db, subscriptionId),
        findJourney(db, journeyId),
      ]);
      return sendOrSkip(mail, checkJourneyAlert(kind, subscription, journey, now), (rows) =>
        journeyMail(kind, rows.subscription, rows.journey, now),
      );
    };

  return {
    async alert_confirmation(mail) {
      const { subscriptionId, token } = confirmationPayload.parse(mail.payload);
      const subscription = await findSubscription(db, subscriptionId);
      return sendOrSkip(mail, checkConfirmation(subscription, clock()), async (pending) =>
        confirmationMail(await contextOf(pending.subscription), {
          token,
          // The link's lifetime as the service set it (24 h, or the operator's shorter setting).
          validHours: hoursUntil(pending.expiresAt, pending.subscription.createdAt),
          expiresAt: pending.expiresAt,
        }),
      );
    },
    async alert_moved(mail) {
      const { subscriptionId } = movedPayload.parse(mail.payload);
      const subscription = await findSubscription(db, subscriptionId);
      return sendOrSkip(mail, checkMoved(subscription), async (ended) =>
        movedMail(await contextOf(ended)),
      );
    },
    async alert_handover_requested(mail) {
      const { handoverId, token } = handoverRequestPayload.parse(mail.payload);
      const found = await findHandoverById(db, handoverId);
      return sendOrSkip(mail, checkHandoverRequest(found), async ({ handover, from, to }) =>
        handoverRequestedMail(await contextOf(from), {
          requester: hideEmail(to.email),
          movesAt: handover.movesAt,
          token,
        }),
      );
    },
    async alert_handover_kept(mail) {
      const { handoverId } = handoverPayload.parse(mail.payload);
      const found = await findHandoverById(db, handoverId);
      return sendOrSkip(mail, checkHandoverKept(found), async ({ to }) =>
        handoverKeptMail(await contextOf(to)),
      );
    },
    async alert_unsubscribe_confirmation(mail) {
      const whitelabelId = mail.whitelabelId;
      if (whitelabelId === null) throw new Error('an unsubscribe confirmation without white-label');
      // Nothing left to stop (unsubscribed meanwhile): nothing to confirm.
      const live = await hasLiveSubscription(db, whitelabelId, mail.recipient);
      const check: AlertCheck<null> = live ? { send: null } : { skip: 'no_alerts_left' };
      return sendOrSkip(mail, check, async () => {
        const operator = await findOperator(db, whitelabelId);
        if (!operator) throw new Error(`no white-label ${whitelabelId}`);
        return unsubscribeConfirmationMail(
          {
            language: mail.language,
            operatorName: operator.name,
            origin: mailOrigin(publicOrigin, operator.hosts),
          },
          {
            email: mail.recipient,
            oneClickToken: issueUnsubscribeToken(unsubscribeSecret, {
              whitelabelId,
              email: mail.recipient,
            }),
          },
        );
      });
    },
    alert_passage: journeyRenderer('alert_passage'),
    alert_deadline: journeyRenderer('alert_deadline'),
    alert_notice: journeyRenderer('alert_notice'),
  };
}
