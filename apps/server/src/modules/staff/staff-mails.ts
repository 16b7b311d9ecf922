/**
 * The console's e-mail (issue 28 item 1), as a row of the mail outbox: the enrolment link of an
 * invitation or of an admin's new link. The renderer needs the link's secret, so it travels in
 * the payload as the renters' activation codes do; the link works once, for 72 hours, and the
 * renderer skips it when it was used, revoked or expired before the job sent it.
 */
export interface StaffMailPayloads {
  staff_invitation: { memberId: string; token: string };
}

export type StaffMailKind = keyof StaffMailPayloads;
