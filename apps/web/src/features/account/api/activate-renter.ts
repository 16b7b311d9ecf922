import { useMutation } from '@tanstack/react-query';
import { routes, type Language, type RenterActivationBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface RenterActivation {
  /** The renter's id from the invitation's link, or the e-mail address it was sent to. */
  account: string;
  body: RenterActivationBody;
}

/**
 * POST /public/renters/{id}/activate: a renter invited by the operator chooses a password with
 * the e-mailed code (spec 000 section 7); the answer signs the renter in. An empty answer (a
 * server that does not sign in on activation) leaves the renter to sign in.
 */
export function activateRenter(language: Language, { account, body }: RenterActivation) {
  return apiRequest(routes.activateRenter, {
    language,
    params: { id: account },
    body,
  });
}

/** POST /public/renters/{id}/activationCodes: e-mails a new code (the same answer for anyone). */
export async function sendRenterActivationCode(language: Language, account: string) {
  await apiRequest(routes.sendRenterActivationCode, {
    language,
    params: { id: account },
  });
}

export function useActivateRenter() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (activation: RenterActivation) => activateRenter(language, activation),
  });
}

export function useSendRenterActivationCode() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (account: string) => sendRenterActivationCode(language, account),
  });
}
