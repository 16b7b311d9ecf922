/**
 * The activation page of an account: the registration's answer names it by its id, so the
 * address stays out of the URL (and of logs). Without an id the page asks for the e-mail.
 */
export function activationPath(id?: string): string {
  return id ? `account/activate?${new URLSearchParams({ id }).toString()}` : 'account/activate';
}
