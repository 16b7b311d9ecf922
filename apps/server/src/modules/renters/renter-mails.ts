/**
 * The e-mails of renter users (issue 25), as rows of the mail outbox: the operator's invitation
 * carries the activation code (only its hash is kept in account_codes) and names the user, whose
 * company and language the renderer reads at send time. The other renter e-mails (reset code,
 * password changed, codes tried, goodbye) are the account ones (accounts/account-mails.ts).
 */
export interface RenterMailPayloads {
  renter_invitation: { code: string; userId: string };
}

export type RenterMailKind = keyof RenterMailPayloads;
