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
  /**
   * Issue 24: to the address receiving a plate's alerts, when another address asked for them: the
   * token of the page where it keeps or hands them over (only here; the handover keeps its hash).
   */
  alert_handover_requested: { handoverId: number; token: string };
  /** Issue 24: to the address that asked, when the current one kept the alerts. */
  alert_handover_kept: { handoverId: number };
  /**
   * Issue 24 item 5: the unsubscribe call asks the address first; the link carries the address's
   * one-click token, made at send time.
   */
  alert_unsubscribe_confirmation: Record<string, never>;
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
