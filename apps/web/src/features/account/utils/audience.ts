import { createContext, useContext } from 'react';
import type { AuthenticationPageType, SignedInAccountType } from '@portico/contract';

/**
 * Whose sign-in pages these are: the customers' (account/...) or the rental companies' users'
 * (renters/..., issue 25). Both use the same forms and machinery (spec 000 sections 4 and 5);
 * only the calls, the password policy (8 or 12 characters), the pages linked and the
 * white-label's presentation differ.
 */
export type Audience = SignedInAccountType;

interface AudiencePages {
  login: string;
  activate: string;
  changePassword: string;
  /** Where a signed-in visitor goes (spec 000 "Guard redirects"). */
  signedIn: string;
  /** The white-label's presentation beside the form (GET /whitelabels/authentication-page). */
  presentation: AuthenticationPageType;
}

export const audiencePages: Record<Audience, AudiencePages> = {
  customer: {
    login: 'account/login',
    activate: 'account/activate',
    changePassword: 'account/changePassword',
    signedIn: 'account/profile',
    presentation: 'user',
  },
  renter: {
    login: 'renters/login',
    activate: 'renters/activate',
    changePassword: 'renters/changePassword',
    signedIn: 'renters/profile',
    presentation: 'renter',
  },
};

const AudienceContext = createContext<Audience>('customer');

/** The account pages' audience: customers unless a renters page says otherwise. */
export const AudienceProvider = AudienceContext.Provider;

export function useAudience(): Audience {
  return useContext(AudienceContext);
}
