import { hideEmail, type StaffRole, staffMay } from '@portico/contract';

/**
 * Whether a reader of a timeline sees addresses whole. Agents do: they re-send a receipt to the
 * address the caller confirms and answer claims at the claimant's address, and they can only do
 * that if they can read it back to the caller. Everyone else (a role that may one day read the
 * timeline without those duties) sees the portal's hidden form, "j***@g***.com".
 */
export function readsFullEmails(roles: readonly StaffRole[]): boolean {
  return staffMay(roles, 'receipts.resend');
}

export const emailShownTo =
  (full: boolean) =>
  (email: string): string =>
    full ? email : hideEmail(email);
