/**
 * The e-mails of passage alerts, as rows of the mail outbox (db/schema/mail.ts): each kind's
 * payload names what its renderer reads at send time (ids, not copies, so a row stays small and
 * the e-mail says what the database says then). The alerts service and jobs write them; the
 * renderers in ./mails/ turn them into messages on the shared e-mail layout.
 */
export interface AlertMailPayloads {
  /** To the address being subscribed: the single-use confirmation link (the token is only here). */
  alert_confirmation: { subscriptionId: number; token: string };
  /** To the previous address of a plate that moved to another one (confirmed by the new one). */
  alert_moved: { subscriptionId: number };
  /** A completed, priced journey of a subscribed plate (one per journey, never for tag-paid). */
  alert_passage: { subscriptionId: number; journeyId: number };
  /** Its payment deadline is 24 h away (settings) and it is still unpaid. */
  alert_deadline: { subscriptionId: number; journeyId: number };
  /** A payment notice was issued for it. */
  alert_notice: { subscriptionId: number; journeyId: number };
}

export type AlertMailKind = keyof AlertMailPayloads;

/** Kinds that are alerts proper: they carry List-Unsubscribe and List-Unsubscribe-Post. */
export const unsubscribableAlertKinds: readonly AlertMailKind[] = [
  'alert_passage',
  'alert_deadline',
  'alert_notice',
];
