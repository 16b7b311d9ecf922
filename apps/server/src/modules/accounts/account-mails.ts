/**
 * The e-mails of customer accounts (issue 12 item 5), as rows of the mail outbox. A code travels
 * in its e-mail's payload only (the account_codes row keeps its hash); the renderer reads nothing
 * else but the white-label, so an account deleted meanwhile still gets its last e-mail.
 */
export interface AccountMailPayloads {
  account_activation: { code: string };
  account_password_reset: { code: string };
  /**
   * Issue 24 item 3: the window's wrong codes reached their cap, so codes are refused until
   * `until` (ISO 8601): sent once per window, never per try.
   */
  account_codes_tried: { tries: number; until: string };
  account_password_changed: Record<string, never>;
  account_deleted: Record<string, never>;
}

export type AccountMailKind = keyof AccountMailPayloads;
